import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError, runCommand } from '../../src/cli/commands.js';
import { BackupWriter } from '../../src/db/backup/backup-file.js';
import { SQLITE_FILE_NAME, openDatabase } from '../../src/db/database.js';
import { MIGRATION_NAMES, migrateThrough } from '../../src/db/migrate.js';
import { registerAccount } from '../../src/features/users/service.js';
import { TEST_ENGINE, createPostgresDatabase } from '../helpers/database.js';
import { seedOneOfEach } from '../helpers/one-of-each.js';
import { answer, createRecords, submitted } from '../helpers/records-fixtures.js';
import { flagPath, validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';
import { dumpTables } from '../helpers/table-dumps.js';

/**
 * `gloss backup` and `gloss restore` through the command-line tool's entry (runCommand): a backup of a database
 * with rows in every table restores every row of every table as it was; refusals come with their exit codes
 * and leave the target as it was. The backup taken under a server writing is test/process/backup-under-writes.
 */

let server: TestServer;
let work: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  work = mkdtempSync(join(tmpdir(), 'gloss-backup-'));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

/** The GLOSS_ variables of a new, empty target of the engine under test. */
async function emptyTarget(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(work, 'target-'));
  if (TEST_ENGINE === 'sqlite') return { GLOSS_DATA_DIR: dataDir };
  const database = await createPostgresDatabase(process.env.GLOSS_TEST_POSTGRES_URL!, 'gloss_restore');
  cleanups.push(database.drop);
  return { GLOSS_DATA_DIR: dataDir, GLOSS_DATABASE_URL: database.url };
}

const gloss = (env: Record<string, string>, ...argv: string[]) => runCommand(argv, env);

async function refusal(promise: Promise<unknown>): Promise<UsageError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UsageError);
  return error as UsageError;
}

/** Rows in every table: one of each thing, then what that leaves empty, through the API where it reaches. */
async function seedEveryTable(): Promise<void> {
  const { cast, reviewer, dataset, ids } = await seedOneOfEach(server);
  const [record] = await createRecords(server, dataset, [
    {
      external_id: 'full',
      fields: { text: 'Ana lives in Paris 😀', context: 'binary-exact vectors' },
      metadata: { genre: 'news', words: 12, score: 0.1 + 0.2, secret: 'blog' },
      vectors: { emb: [0.1, -2.5e-8, 3.4028234663852886e38], small: [1 / 3, -0] },
      suggestions: [{ question_id: dataset.questions.label.id, value: 'positive', score: 0.7, agent: 'model-1', type: 'model' }],
    },
  ]);
  expect((await server.owner.post(`/api/v1/datasets/${dataset.id}/assignments/split`, { user_ids: [cast.annotator.id, reviewer.id] })).status).toBe(200);
  await validate(server.owner, record, { label: 'negative' });
  // The one-of-each record: flagged, and answered otherwise by a second annotator (a disagreement).
  expect((await server.owner.put(flagPath({ id: ids.record_id }), {})).status).toBe(200);
  await answer(reviewer.api, { id: ids.record_id }, submitted('negative'));
  const leaving = await server.factory.user('annotator');
  expect((await server.owner.delete(`/api/v1/users/${leaving.id}`)).status).toBe(200);
  const db = server.db as any;
  const now = new Date().toISOString();
  // What the API fills only through outside services (the Hub, a file import run to its end) or in time.
  await db.insertInto('uploads').values({ id: 'upload-1', created_by: server.ownerUser.id, filename: 'a.csv', format: 'csv', size: 12, inserted_at: now }).execute();
  await db
    .insertInto('jobs')
    .values({ id: 'job-1', kind: 'import', dataset_id: ids.dataset_id, created_by: server.ownerUser.id, status: 'failed', params: '{}', inserted_at: now, updated_at: now })
    .execute();
  await db.insertInto('job_refused_rows').values({ job_id: 'job-1', row: 3, reason: 'a reason' }).execute();
  await db.insertInto('hub_sign_in_tokens').values({ user_id: cast.annotator.id, token: 'hf_token', expires_at: null, updated_at: now }).execute();
  const [event] = await db
    .insertInto('webhook_events')
    .values({ type: 'dataset.created', occurred_at: now, data: '{}', snapshot_id: 'snap-1' })
    .returning('seq')
    .execute();
  await db.insertInto('webhook_snapshots').values({ id: 'snap-1', data: '{}', inserted_at: now }).execute();
  await db
    .insertInto('webhook_deliveries')
    .values({ id: 'delivery-1', webhook_id: ids.webhook_id, event_seq: event.seq, event: 'dataset.created', message_id: 'm-1', status: 'failed', retry_from: now, last_duration_ms: 12.345678901234567, inserted_at: now })
    .execute();
}

describe('gloss backup and gloss restore', () => {
  let backup: string;

  beforeAll(async () => {
    await seedEveryTable();
    backup = join(work, 'gloss.backup');
    writeFileSync(join(server.database.dataDir, 'auth-secret'), 'the-token-signing-key\n', { mode: 0o600 });
  });

  it('seeds a row in every table (so the round trip below compares something everywhere)', async () => {
    const dump = await dumpTables(server.database.env);
    const empty = Object.entries(dump).filter(([, rows]) => rows.length === 0).map(([name]) => name);
    expect(empty).toEqual([]);
  });

  it('restores every row of every table, and the token-signing key', async () => {
    const output = await gloss(server.database.env, 'backup', '--to', backup);
    expect(output).toMatch(/^Backed up .* to .*gloss\.backup\.$/);
    const target = await emptyTarget();
    const restored = await gloss(target, 'restore', backup);
    expect(restored).toContain(`schema now at ${MIGRATION_NAMES.at(-1)}`);
    const [before, after] = [await dumpTables(server.database.env), await dumpTables(target)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(readFileSync(join(target.GLOSS_DATA_DIR, 'auth-secret'), 'utf8')).toBe('the-token-signing-key\n');
  });
});
