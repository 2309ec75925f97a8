import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOwnerOnFirstStart, describeCreatedOwner } from '../../src/bootstrap/owner.js';
import { verifyPassword } from '../../src/features/users/passwords.js';
import { findUserByUsername, listUsers } from '../../src/features/users/repository.js';
import { findWorkspaceByName, listWorkspacesOfUser } from '../../src/features/workspaces/repository.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

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
});
