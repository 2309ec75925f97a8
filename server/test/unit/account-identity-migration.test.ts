import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateThrough } from '../../src/db/migrate.js';
import { type Opened, POSTGRES_URL, openPostgres, openSqlite } from '../helpers/migration-databases.js';

/**
 * Migration 011 gives every account a security stamp of its own in place of its session version (so the
 * sessions opened before the upgrade end), and starts the list of deleted accounts' ids.
 */

const AT = '2026-01-01T00:00:00.000000';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function stampsExistingAccounts(open: () => Promise<Opened> | Opened): Promise<void> {
  const opened = await open();
  cleanups.push(() => opened.close());
  const { db } = opened;
  await migrateThrough(db, '010-submitted-responses-index');
  const account = (name: string, sessionVersion: number) => ({
    id: randomUUID(),
    first_name: name,
    username: name,
    role: 'annotator',
    api_key: `key-${name}`,
    password_hash: 'hash',
    session_version: sessionVersion,
    inserted_at: AT,
    updated_at: AT,
  });
  // Two accounts whose sessions were never ended, and one whose were.
  await db.insertInto('users').values([account('ada', 0), account('grace', 0), account('alan', 3)]).execute();

  await migrateThrough(db, '011-account-identity');

  const rows = await db.selectFrom('users').selectAll().execute();
  expect(rows).toHaveLength(3);
  for (const row of rows) {
    expect(row).not.toHaveProperty('session_version');
    expect(row.security_stamp).toMatch(/^[0-9a-f]{32}$/);
  }
  expect(new Set(rows.map((row) => row.security_stamp)).size).toBe(3);
  expect(await db.selectFrom('retired_user_ids').selectAll().execute()).toEqual([]);
}

describe('migration 011 (account identity)', () => {
  it('gives each account a security stamp of its own, on SQLite', async () => {
    await stampsExistingAccounts(openSqlite);
  });

  it.skipIf(!POSTGRES_URL)('gives each account a security stamp of its own, on PostgreSQL', async () => {
    await stampsExistingAccounts(() => openPostgres(POSTGRES_URL!));
  });
});
