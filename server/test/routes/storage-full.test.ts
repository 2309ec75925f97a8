import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../helpers/database.js';
import { type RecordsDataset, bulkPath, makeRecordsDataset, recordsPath } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * A full disk, simulated on SQLite by capping the database at its current size. (On PostgreSQL the same
 * mapping of the server's "disk full" error is covered by the error mapper's unit test.)
 */
describe.skipIf(TEST_ENGINE !== 'sqlite')('writes when the disk is full', () => {
  let server: TestServer;
  let dataset: RecordsDataset;

  beforeAll(async () => {
    server = await startTestServer();
    dataset = await makeRecordsDataset(server, { workspace: await server.factory.workspace() });
    const before = await server.owner.post(bulkPath(dataset), { items: [{ external_id: 'before', fields: { text: 'kept' } }] });
    expect(before.status).toBe(201);
  });
  afterAll(() => server.close());

  const capAtCurrentSize = async (extraPages = 0) => {
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(server.db);
    await sql.raw(`PRAGMA max_page_count = ${rows[0].page_count + extraPages}`).execute(server.db);
  };

  it('answer 507 with the cause, write nothing, and leave the server working', async () => {
    await capAtCurrentSize();
    const items = Array.from({ length: 200 }, (_, i) => ({ external_id: `full-${i}`, fields: { text: 'x'.repeat(2_000) } }));
    const response = await server.owner.post(bulkPath(dataset), { items });
    expect(response.status, JSON.stringify(response.body)).toBe(507);
    expect(response.body).toEqual({
      detail: 'The server has no space left to store this change; nothing was written. Ask an administrator to free disk space.',
    });
    const listed = await server.owner.get(recordsPath(dataset));
    expect(listed.body.items.map((record: any) => record.external_id)).toEqual(['before']);
    // Reads go on while writes are refused.
    expect((await server.owner.get('/api/v1/me')).status).toBe(200);

    await capAtCurrentSize(100_000);
    expect((await server.owner.post(bulkPath(dataset), { items })).status).toBe(201);
    expect((await server.owner.get(recordsPath(dataset))).body.total).toBe(201);
  });
});
