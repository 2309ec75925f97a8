import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { registerAccount } from '../../src/features/users/service.js';
import type { ApiClient } from '../helpers/client.js';
import { type TestDatabase, createTestDatabase } from '../helpers/database.js';
import { Factory } from '../helpers/factories.js';
import { jobWhenDone, makeImportDataset, recordsOf, upload } from '../helpers/imports.js';
import { type Instance, startInstance } from '../helpers/instances.js';
import type { TestServer } from '../helpers/server.js';

/**
 * Jobs live in the database: an import cut short by a restart goes on from its last committed batch, and
 * instances sharing one database run each job once.
 */

let database: TestDatabase;
let apiKey: string;
const env = (workers: number) => ({ ...database.env, GLOSS_JOB_WORKERS: String(workers) });

const rowsCsv = (count: number) => ['id,text', ...Array.from({ length: count }, (_, index) => `row-${index + 1},text ${index + 1}`)].join('\n');
const MAPPING = { fields: [{ source: 'text', target: 'text' }], external_id: 'id' };

beforeAll(async () => {
  database = await createTestDatabase();
  apiKey = (await registerAccount(database.handle.db, { username: 'owner', first_name: 'Owner', role: 'owner', password: 'owner-password-1' })).api_key;
});
afterAll(async () => {
  await database.drop();
});

/** The helpers' view of a server, for the dataset maker: an owner client and a factory over it. */
function serverOf(instance: Instance): { owner: ApiClient; factory: Factory } {
  const owner = instance.api.as({ apiKey });
  return { owner, factory: new Factory(owner) };
}

async function queueImport(instance: Instance, rows: number, mapping: object = MAPPING) {
  const { owner, factory } = serverOf(instance);
  const workspace = await factory.workspace();
  const dataset = await makeImportDataset({ owner, factory } as unknown as TestServer, workspace);
  const uploadId = (await upload(owner, 'rows.csv', rowsCsv(rows))).body.source.upload_id;
  const started = await owner.post(`/api/v1/datasets/${dataset.id}/import/file`, { upload_id: uploadId, mapping });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return { dataset, job: started.body };
}

describe('a restart', () => {
  it('takes an interrupted import up again from its last committed batch, writing no row twice', async () => {
    const quiet = await startInstance(database.handle, loadConfig(env(0)));
    const { dataset, job } = await queueImport(quiet, 7);
    // As a server stopped in the middle leaves it: started, two rows committed, its claim lapsed.
    await database.handle.db
      .updateTable('jobs')
      .set({ status: 'started', rows_read: 2, rows_written: 2, checkpoint: JSON.stringify({ rowsConsumed: 2 }), lease_token: 'gone', lease_until: '2000-01-01T00:00:00.000000' })
      .where('id', '=', job.id)
      .execute();
    await quiet.close();

    const restarted = await startInstance(database.handle, loadConfig(env(2)));
    const owner = restarted.api.as({ apiKey });
    const done = await jobWhenDone(owner, job.id);
    expect(done.status, JSON.stringify(done)).toBe('finished');
    expect(done.progress).toMatchObject({ rows_read: 7, rows_written: 7, rows_refused: 0 });
    // Rows 1 and 2 were the interrupted attempt's: this one wrote rows 3 to 7 only.
    expect((await recordsOf(owner, dataset.id)).map((record) => record.external_id)).toEqual(['row-3', 'row-4', 'row-5', 'row-6', 'row-7']);
    await restarted.close();
  });

  it('gives a running import back when the server stops, and the next start finishes it', async () => {
    const first = await startInstance(database.handle, loadConfig(env(2)));
    const { dataset, job } = await queueImport(first, 1200);
    await first.close();
    const row = await database.handle.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    // However far it got, its claim is given back: the next instance need not wait for it to lapse.
    expect(row.lease_token).toBeNull();

    const second = await startInstance(database.handle, loadConfig(env(2)));
    const owner = second.api.as({ apiKey });
    const done = await jobWhenDone(owner, job.id);
    expect(done.status, JSON.stringify(done)).toBe('finished');
    expect(done.progress.rows_read).toBe(1200);
    // Upserted by external id: whatever the first attempt wrote was not written again.
    expect((await owner.get(`/api/v1/datasets/${dataset.id}/records`, { query: { limit: '1' } })).body.total).toBe(1200);
    await second.close();
  });
});

describe('two instances on one database', () => {
  it('run each job once', async () => {
    const quiet = await startInstance(database.handle, loadConfig(env(0)));
    // No external id: a job run twice would write its rows twice.
    const queuedImports = await Promise.all([1, 2, 3, 4].map(() => queueImport(quiet, 20, { fields: [{ source: 'text', target: 'text' }] })));
    await quiet.close();
    const [one, two] = await Promise.all([startInstance(database.handle, loadConfig(env(1))), startInstance(database.handle, loadConfig(env(1)))]);
    const owner = one.api.as({ apiKey });
    for (const { dataset, job } of queuedImports) {
      expect((await jobWhenDone(owner, job.id)).status).toBe('finished');
      expect(await recordsOf(owner, dataset.id)).toHaveLength(20);
    }
    await Promise.all([one.close(), two.close()]);
  });
});
