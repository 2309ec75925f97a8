import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOwnerOnFirstStart, describeCreatedOwner } from '../../src/bootstrap/owner.js';
import { verifyPassword } from '../../src/features/users/passwords.js';
import { findUserByUsername, listUsers } from '../../src/features/users/repository.js';
import { findWorkspaceByName, listWorkspacesOfUser } from '../../src/features/workspaces/repository.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../helpers/database.js';

const OWNER = { username: 'boss', password: null, apiKey: null, workspace: 'team' };

describe('the owner account on first start', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  it('creates the owner with generated strong secrets and a first workspace', async () => {
    const created = await createOwnerOnFirstStart(database.handle.db, OWNER);
    expect(created).not.toBeNull();
    expect(created!.generatedPassword!.length).toBeGreaterThanOrEqual(20);
    expect(created!.apiKey.length).toBeGreaterThanOrEqual(100);
    const user = await findUserByUsername(database.handle.db, 'boss');
    expect(user).toMatchObject({ role: 'owner', api_key: created!.apiKey });
    expect(await verifyPassword(user!.password_hash, created!.generatedPassword!)).toBe(true);
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const workspace = await findWorkspaceByName(database.handle.db, 'team');
    expect((await listWorkspacesOfUser(database.handle.db, user!.id)).map((w) => w.id)).toEqual([workspace!.id]);
    const message = describeCreatedOwner(created!, 'http://localhost:6900');
    expect(message).toContain(created!.generatedPassword!);
    expect(message).toContain(created!.apiKey);
  });

  it('uses the configured password and key, and never prints them', async () => {
    const created = await createOwnerOnFirstStart(database.handle.db, {
      ...OWNER,
      password: 'configured-password',
      apiKey: 'configured.api.key',
    });
    expect(created).toMatchObject({ generatedPassword: null, apiKey: 'configured.api.key', apiKeyGenerated: false });
    const user = await findUserByUsername(database.handle.db, 'boss');
    expect(await verifyPassword(user!.password_hash, 'configured-password')).toBe(true);
    const message = describeCreatedOwner(created!, 'http://localhost:6900');
    expect(message).not.toContain('configured-password');
    expect(message).not.toContain('configured.api.key');
  });

  it('does nothing once any user exists', async () => {
    await createOwnerOnFirstStart(database.handle.db, OWNER);
    expect(await createOwnerOnFirstStart(database.handle.db, { ...OWNER, username: 'second' })).toBeNull();
    expect((await listUsers(database.handle.db)).map((user) => user.username)).toEqual(['boss']);
  });

  it('creates one owner when instances start together on one empty database, whatever owner each was given', async () => {
    // On PostgreSQL each instance has its own connections, as separate processes do.
    const config = loadConfig(database.env);
    const handles = TEST_ENGINE === 'postgres' ? [0, 1, 2].map(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })) : [database.handle];
    try {
      const starts = await Promise.all(
        ['boss', 'boss', 'chief', 'head'].map((username, index) =>
          createOwnerOnFirstStart(handles[index % handles.length]!.db, { ...OWNER, username, workspace: `team-of-${username}` }),
        ),
      );
      const created = starts.filter((start) => start !== null);
      expect(created).toHaveLength(1);
      const users = await listUsers(database.handle.db);
      expect(users.map((user) => [user.username, user.role])).toEqual([[created[0]!.username, 'owner']]);
      expect(await verifyPassword(users[0]!.password_hash, created[0]!.generatedPassword!)).toBe(true);
      for (const username of ['boss', 'chief', 'head']) {
        expect(Boolean(await findWorkspaceByName(database.handle.db, `team-of-${username}`))).toBe(username === created[0]!.username);
      }
    } finally {
      for (const handle of handles) if (handle !== database.handle) await handle.close();
    }
  });
});
