import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError, runCommand } from '../../src/cli/commands.js';
import { BackupWriter } from '../../src/db/backup/backup-file.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { MIGRATION_NAMES, migrateThrough } from '../../src/db/migrate.js';
import { registerAccount } from '../../src/features/users/service.js';
import { TEST_ENGINE, createPostgresDatabase } from '../helpers/database.js';
import { seedOneOfEach } from '../helpers/one-of-each.js';
import { answer, createRecords, submitted } from '../helpers/records-fixtures.js';
import { flagPath, validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';
import { startInstance } from '../helpers/instances.js';
import { dumpTables } from '../helpers/table-dumps.js';

/**
 * `gloss backup` and `gloss restore` through the command-line tool's entry (runCommand): a backup of a database
 * with rows in every table restores every row of every table as it was; refusals come with their exit codes
 * and leave the target as it was. The backup taken under a server writing is test/process/backup-under-writes.
 * The tests that back up and restore whole databases (several, on PostgreSQL) have a limit of their own.
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
async function seedEveryTable(): Promise<string> {
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
  // What instances share (migration 015): a failed sign-in's counts, a download link used, a stored report.
  await db.insertInto('sign_in_failures').values({ scope: 'username', key: 'a-hashed-key', count: 2, last_at: Date.now(), blocked_until: 0 }).execute();
  await db.insertInto('redeemed_export_tickets').values({ ticket_id: 'ticket-1', expires_at: Date.now() + 60_000 }).execute();
  await db.insertInto('agreement_reports').values({ dataset_id: ids.dataset_id, basis: '{}', report: '{}', computed_at: now }).execute();
  return record.id;
}

describe('gloss backup and gloss restore', () => {
  let backup: string;
  let fullRecordId: string;

  beforeAll(async () => {
    fullRecordId = await seedEveryTable();
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
    // It holds every password hash and API key: for its owner only, and nothing of the run left beside it.
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    expect(readdirSync(work).filter((name) => name.startsWith('gloss.backup'))).toEqual(['gloss.backup']);
    const target = await emptyTarget();
    // A cache left by the database that was there before goes: it is not this database's.
    mkdirSync(join(target.GLOSS_DATA_DIR, 'vector-indexes', 'old'), { recursive: true });
    const restored = await gloss(target, 'restore', backup);
    expect(restored).toContain(`schema now at ${MIGRATION_NAMES.at(-1)}`);
    expect(restored).toContain('Removed vector-indexes, a cache of the database that was here before');
    expect(existsSync(join(target.GLOSS_DATA_DIR, 'vector-indexes'))).toBe(false);
    const [before, after] = [await dumpTables(server.database.env), await dumpTables(target)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(readFileSync(join(target.GLOSS_DATA_DIR, 'auth-secret'), 'utf8')).toBe('the-token-signing-key\n');

    // A server on the restored database answers as the one backed up: the record with its vectors, its search.
    const handle = openDatabase({ databaseUrl: target.GLOSS_DATABASE_URL ?? null, dataDir: target.GLOSS_DATA_DIR });
    const instance = await startInstance(handle, loadConfig(target));
    try {
      const owner = instance.api.as({ apiKey: server.ownerUser.apiKey });
      const path = `/api/v1/records/${fullRecordId}?include=vectors`;
      const [original, copy] = [await server.owner.get(path), await owner.get(path)];
      expect(copy.status).toBe(200);
      expect(copy.body).toEqual(original.body);
      const search = { query: { text: { q: 'Paris' } } };
      const searchPath = `/api/v1/datasets/${copy.body.dataset_id}/records/search`;
      const [found, foundAgain] = [await server.owner.post(searchPath, search), await owner.post(searchPath, search)];
      expect(foundAgain.status).toBe(200);
      expect(foundAgain.body.total).toBe(found.body.total);
      expect(foundAgain.body.total).toBeGreaterThan(0);
    } finally {
      await instance.close();
      await handle.close();
    }
  }, 120_000);

  it('refuses a target that is not empty (exit 3), leaving it as it was', async () => {
    const before = await dumpTables(server.database.env);
    const error = await refusal(gloss(server.database.env, 'restore', backup));
    expect(error.exitCode).toBe(3);
    expect(error.message).toMatch(TEST_ENGINE === 'sqlite' ? /already holds a database .*empty data directory/ : /is not empty.*empty database/);
    expect(await dumpTables(server.database.env)).toEqual(before);
  });

  it('refuses a file that is not a backup, or is cut short or altered (exit 4), writing nothing', async () => {
    const whole = readFileSync(backup);
    const files = {
      garbage: Buffer.from('this is not a backup at all\n'),
      'another gzip file': gzipSync('hello\n'),
      'cut short': whole.subarray(0, Math.floor(whole.length / 2)),
      'cut before its end frame': gzipSync(Buffer.from(gunzipSync(whole).toString('latin1').replace(/\{"type":"end".*\n$/, ''), 'latin1')),
      'altered inside': gzipSync(Buffer.from(gunzipSync(whole).toString('latin1').replace('Ana lives in Paris', 'Ana lives in Lyon!'), 'latin1')),
    };
    const messages: Record<string, string> = {};
    for (const [name, content] of Object.entries(files)) {
      const file = join(work, `${name}.backup`);
      writeFileSync(file, content);
      const target = await emptyTarget();
      const error = await refusal(gloss(target, 'restore', file));
      expect(error.exitCode, name).toBe(4);
      messages[name] = error.message;
      const entries = readdirSync(target.GLOSS_DATA_DIR);
      expect(entries, name).toEqual([]);
      if (target.GLOSS_DATABASE_URL) expect(Object.keys(await dumpTables(target)), name).toEqual([]);
    }
    expect(messages.garbage).toMatch(/not a Gloss backup/);
    expect(messages['another gzip file']).toMatch(/not a Gloss backup/);
    expect(messages['cut short']).toMatch(/incomplete|damaged/);
    expect(messages['cut before its end frame']).toMatch(/incomplete/);
    expect(messages['altered inside']).toMatch(/damaged/);
  }, 120_000);

  it('refuses a backup of a newer schema, and one of the other engine (exit 4)', async () => {
    const craft = async (name: string, engine: 'sqlite' | 'postgres', migrations: string[]) => {
      const file = join(work, name);
      const writer = await BackupWriter.create(file);
      await writer.header({ engine, migrations, taken_at: new Date().toISOString(), tables: [] });
      await writer.finish();
      return file;
    };
    const newer = await craft('newer.backup', TEST_ENGINE, [...MIGRATION_NAMES, '099-from-the-future']);
    const newerError = await refusal(gloss(await emptyTarget(), 'restore', newer));
    expect(newerError.exitCode).toBe(4);
    expect(newerError.message).toMatch(/taken by a newer Gloss: .*099-from-the-future/);
    const other = await craft('other.backup', TEST_ENGINE === 'sqlite' ? 'postgres' : 'sqlite', [...MIGRATION_NAMES]);
    const otherError = await refusal(gloss(await emptyTarget(), 'restore', other));
    expect(otherError.exitCode).toBe(4);
    expect(otherError.message).toMatch(TEST_ENGINE === 'sqlite' ? /taken from PostgreSQL: it restores into PostgreSQL only/ : /taken from SQLite: it restores into SQLite only/);
  });

  it('never overwrites a file, and says how it is used (exit 2)', async () => {
    const taken = await refusal(gloss(server.database.env, 'backup', '--to', backup));
    expect([taken.exitCode, taken.message]).toEqual([2, `${backup} already exists: a backup never overwrites a file. Give a new name (with the date, say) or remove it.`]);
    expect((await refusal(gloss(server.database.env, 'backup'))).exitCode).toBe(2);
    expect((await refusal(gloss(server.database.env, 'restore'))).exitCode).toBe(2);
    expect((await refusal(gloss(server.database.env, 'restore', join(work, 'missing.backup')))).message).toMatch(/does not exist/);
  });
});

describe('a backup of an older schema', () => {
  it('restores, then migrates to the latest', async () => {
    const source = await emptyTarget();
    const handle = openDatabase({ databaseUrl: source.GLOSS_DATABASE_URL ?? null, dataDir: source.GLOSS_DATA_DIR });
    try {
      await migrateThrough(handle.db, '012-jobs');
      await registerAccount(handle.db, { username: 'early', first_name: 'Early', role: 'owner', password: 'early-password-1' });
    } finally {
      await handle.close();
    }
    const file = join(work, 'older.backup');
    expect(await gloss(source, 'backup', '--to', file)).toContain('schema at 012-jobs');
    const target = await emptyTarget();
    expect(await gloss(target, 'restore', file)).toContain(`schema at 012-jobs) into`);
    const dump = await dumpTables(target);
    expect(dump.gloss_migrations.map((row) => JSON.parse(row).name)).toEqual(MIGRATION_NAMES);
    expect(dump.users.map((row) => JSON.parse(row).username)).toEqual(['early']);
    expect(dump.record_counts).toEqual([]);
    expect(await gloss(target, 'users', 'list')).toMatch(/^early\towner\t/);
  }, 120_000);
});
