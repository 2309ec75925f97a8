import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect.js';
import { jobWhenDone, makeImportDataset, upload } from '../helpers/imports.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * An import of many batches (500 rows each), which PostgreSQL writes two at a time: whatever the engine, the
 * batches land in the file's order, and a batch that fails leaves exactly the ones before it committed, with
 * the job's counts and where it stands saying so.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MAPPING = { fields: [{ source: 'text', target: 'text' }], external_id: 'id' };

async function importCsv(lines: string[]) {
  const workspace = await server.factory.workspace();
  const dataset = await makeImportDataset(server, workspace);
  const uploadId = (await upload(server.owner, 'rows.csv', ['id,text', ...lines].join('\n'))).body.source.upload_id;
  const started = await server.owner.post(`/api/v1/datasets/${dataset.id}/import/file`, { upload_id: uploadId, mapping: MAPPING });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return { dataset, job: await jobWhenDone(server.owner, started.body.id) };
}

/** Every record of a dataset as external id → text, reading all pages. */
async function textsById(datasetId: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (let offset = 0; ; offset += 1000) {
    const { status, body } = await server.owner.get(`/api/v1/datasets/${datasetId}/records`, { query: { limit: '1000', offset: String(offset) } });
    expect(status).toBe(200);
    for (const record of body.items) texts.set(record.external_id, record.fields.text);
    if (body.items.length < 1000) return texts;
  }
}

describe('an import of many batches', () => {
  it('lands its batches in the order of the file: a later row updating a record of the batch before wins', async () => {
    // 2,000 rows over 700 external ids: each batch updates records the batch just before it wrote.
    const lines = Array.from({ length: 2000 }, (_, index) => `r-${(index + 1) % 700},row ${index + 1}`);
    const { dataset, job } = await importCsv(lines);
    expect(job.status, JSON.stringify(job)).toBe('finished');
    expect(job.progress).toMatchObject({ rows_read: 2000, rows_written: 2000, rows_refused: 0 });
    const expected = new Map<string, string>();
    lines.forEach((line) => {
      const [id, text] = line.split(',');
      expected.set(id, text);
    });
    expect(await textsById(dataset.id)).toEqual(expected);
  });

  it('keeps exactly the batches before one that fails, and saves where the import stands after them', async () => {
    // The third batch (rows 1,001 to 1,500) cannot be written: the database refuses row 1,234.
    await refuseExternalId('row-1234');
    try {
      const lines = Array.from({ length: 3000 }, (_, index) => `row-${index + 1},text ${index + 1}`);
      const { dataset, job } = await importCsv(lines);
      expect(job.status, JSON.stringify(job)).toBe('failed');
      expect(job.progress).toMatchObject({ rows_read: 1000, rows_written: 1000, rows_refused: 0 });
      const saved = await server.db.selectFrom('jobs').select('checkpoint').where('id', '=', job.id).executeTakeFirstOrThrow();
      expect(JSON.parse(String(saved.checkpoint))).toEqual({ rowsConsumed: 1000 });
      const texts = await textsById(dataset.id);
      expect([...texts.keys()].sort()).toEqual(lines.slice(0, 1000).map((line) => line.split(',')[0]).sort());
    } finally {
      await allowEveryExternalId();
    }
  });
});

/** A trigger that makes the database refuse a record with this external id, as a failing disk or constraint would. */
async function refuseExternalId(externalId: string): Promise<void> {
  const db = server.db;
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION refuse_record() RETURNS trigger AS $$ BEGIN IF NEW.external_id = ${sql.lit(externalId)} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER refuse_record BEFORE INSERT ON records FOR EACH ROW EXECUTE FUNCTION refuse_record()`.execute(db);
  } else {
    await sql`CREATE TRIGGER refuse_record BEFORE INSERT ON records WHEN NEW.external_id = ${sql.lit(externalId)} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(db);
  }
}

async function allowEveryExternalId(): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS refuse_record ${isPostgres(server.db) ? sql`ON records` : sql``}`.execute(server.db);
  if (isPostgres(server.db)) await sql`DROP FUNCTION IF EXISTS refuse_record()`.execute(server.db);
}
