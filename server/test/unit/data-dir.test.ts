import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePrivateDataDir, ensurePrivateFiles } from '../../src/db/data-dir.js';
import { SQLITE_FILE_NAMES, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { AUTH_SECRET_FILE, loadAuthSecret } from '../../src/features/users/secrets.js';

/** The data directory holds every API key and the token-signing key: it and its files are for their owner. */
const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a new data directory', () => {
  it('is created for its owner only, with the database, its WAL and shared memory, and the signing key', async () => {
    root = mkdtempSync(join(tmpdir(), 'gloss-perms-'));
    const dataDir = join(root, 'nested', 'data');
    const database = openDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(database.db);
    loadAuthSecret(null, dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const name of [...SQLITE_FILE_NAMES, AUTH_SECRET_FILE]) expect(modeOf(join(dataDir, name)), name).toBe(0o600);
    await database.close();
  });
});

describe('an existing data directory that others can read', () => {
  it('is narrowed at start, naming each path it narrowed', () => {
    root = mkdtempSync(join(tmpdir(), 'gloss-perms-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    for (const name of ['gloss.db', 'gloss.db-wal']) {
      writeFileSync(join(dataDir, name), '');
      chmodSync(join(dataDir, name), 0o644);
    }
    writeFileSync(join(dataDir, AUTH_SECRET_FILE), 'k');
    chmodSync(join(dataDir, AUTH_SECRET_FILE), 0o600);

    expect(ensurePrivateDataDir(dataDir).tightened).toEqual([dataDir]);
    const files = ensurePrivateFiles(dataDir, [...SQLITE_FILE_NAMES, AUTH_SECRET_FILE]);
    expect(files.tightened).toEqual([join(dataDir, 'gloss.db'), join(dataDir, 'gloss.db-wal')]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'gloss.db'))).toBe(0o600);
    // Already private: nothing to say the second time.
    expect(ensurePrivateDataDir(dataDir).tightened).toEqual([]);
    expect(ensurePrivateFiles(dataDir, [...SQLITE_FILE_NAMES, AUTH_SECRET_FILE]).tightened).toEqual([]);
  });
});
