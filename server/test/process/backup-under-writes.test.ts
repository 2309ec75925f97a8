import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE, createPostgresDatabase } from '../helpers/database.js';
import { answer, createRecords, makeRecordsDataset, submitted } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';
import { dumpTables } from '../helpers/table-dumps.js';

/**
 * The built command-line tool (`server/dist/cli/main.js`, which the test command builds first) backs up the
 * database while a running server writes records and answers in a loop, and the backup restores to a
 * consistent state: whatever moment it caught, every record has its contents, metadata and text-index rows,
 * the kept record counts agree with the records, and a record is completed exactly when it has a submitted
 * answer. Exit codes are the process's own.
 */

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli', 'main.js');
const built = existsSync(CLI);
const BATCH = 20;

let server: TestServer;
let work: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  work = mkdtempSync(join(tmpdir(), 'gloss-backup-writes-'));
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

function cli(env: Record<string, string>, ...argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // The target's own variables, whatever the caller's environment says.
    const { GLOSS_DATABASE_URL: _url, GLOSS_DATA_DIR: _dir, ...inherited } = process.env;
    const child = spawn(process.execPath, [CLI, ...argv], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function emptyTarget(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(work, 'target-'));
  if (TEST_ENGINE === 'sqlite') return { GLOSS_DATA_DIR: dataDir };
  const database = await createPostgresDatabase(process.env.GLOSS_TEST_POSTGRES_URL!, 'gloss_restore');
  cleanups.push(database.drop);
  return { GLOSS_DATA_DIR: dataDir, GLOSS_DATABASE_URL: database.url };
}

const rowsOf = (dump: Record<string, string[]>, table: string): any[] => dump[table].map((line) => JSON.parse(line));

describe.skipIf(!built)('gloss backup while the server writes', () => {
  it('restores a consistent state, whatever moment the backup caught', async () => {
    const cast = await server.factory.cast();
    const dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
    let stop = false;
    let written = 0;
    const writes = (async () => {
      for (let round = 0; !stop; round += 1) {
        const items = Array.from({ length: BATCH }, (_, index) => ({
          external_id: `w${round}-${index}`,
          fields: { text: `round ${round} record ${index}` },
          metadata: { genre: 'news' },
        }));
        const records = await createRecords(server, dataset, items);
        written += records.length;
        // Every other record answered, one answer at a time: the short writes beside the bulk ones.
        for (const record of records.filter((_, index) => index % 2 === 0)) await answer(cast.annotator.api, record, submitted());
      }
    })();
    try {
      while (written < 3 * BATCH) await new Promise((resolve) => setTimeout(resolve, 10));
      const before = written;
      const file = join(work, 'under-writes.backup');
      const backup = await cli(server.database.env, 'backup', '--to', file);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up /);

      const target = await emptyTarget();
      const restore = await cli(target, 'restore', file);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      // A second restore finds the target full: its exit code, from the process.
      const again = await cli(target, 'restore', file);
      expect(again.code).toBe(3);
      expect(again.stderr).toMatch(/empty/);
      stop = true;
      await writes;

      const dump = await dumpTables(target);
      const records = rowsOf(dump, 'records').filter((record) => record.dataset_id === dataset.id);
      expect(records.length).toBeGreaterThanOrEqual(before);
      expect(records.length).toBeLessThanOrEqual(written);
      const seqs = new Set(records.map((record) => String(record.seq)));
      const allSeqs = new Set(rowsOf(dump, 'records').map((record) => String(record.seq)));
      expect(new Set(rowsOf(dump, 'record_contents').map((row) => String(row.record_seq)))).toEqual(allSeqs);
      const genres = rowsOf(dump, 'record_metadata').filter((row) => row.dataset_id === dataset.id && row.name === 'genre');
      expect(new Set(genres.map((row) => String(row.record_seq)))).toEqual(seqs);
      if (TEST_ENGINE === 'postgres') {
        const texts = rowsOf(dump, 'record_texts').filter((row) => row.dataset_id === dataset.id && row.field === '');
        expect(new Set(texts.map((row) => String(row.record_seq)))).toEqual(seqs);
      } else {
        const indexed = rowsOf(dump, `records_fts_${dataset.id.replace(/[^0-9a-f]/gi, '')}_docsize`);
        expect(new Set(indexed.map((row) => String(row.id)))).toEqual(seqs);
      }

      const counted = new Map<string, number>();
      for (const row of rowsOf(dump, 'record_counts')) {
        const key = `${row.dataset_id} ${row.status}`;
        counted.set(key, (counted.get(key) ?? 0) + Number(row.records));
      }
      const actual = new Map<string, number>();
      for (const record of rowsOf(dump, 'records')) actual.set(`${record.dataset_id} ${record.status}`, (actual.get(`${record.dataset_id} ${record.status}`) ?? 0) + 1);
      expect(new Map([...counted].filter(([, count]) => count !== 0))).toEqual(actual);

      const answered = new Set(rowsOf(dump, 'responses').filter((row) => row.status === 'submitted').map((row) => row.record_id));
      for (const record of records) expect(record.status, record.external_id).toBe(answered.has(record.id) ? 'completed' : 'pending');
      expect(answered.size).toBeGreaterThan(0);
    } finally {
      stop = true;
      await writes;
    }
  }, 180_000);
});
