import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError, runCommand } from '../../src/cli/commands.js';
import { verifyPassword } from '../../src/features/users/passwords.js';
import { findUserByUsername } from '../../src/features/users/repository.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

describe('npm run gloss -- users', () => {
  let database: TestDatabase;
  const gloss = (...argv: string[]) => runCommand(argv, database.env);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('creates a user with a generated password, joining workspaces it creates', async () => {
    const output = await gloss('users', 'create', '--username', 'alice', '--role', 'admin', '--workspace', 'science');
    expect(output).toMatch(/Created admin "alice"/);
    const password = output.match(/Password: (\S+)/)![1];
    const user = await findUserByUsername(database.handle.db, 'alice');
    expect(user?.role).toBe('admin');
    expect(await verifyPassword(user!.password_hash, password)).toBe(true);
    expect(output).toContain(`API key: ${user!.api_key}`);
  });

  it('lists users', async () => {
    expect(await gloss('users', 'list')).toMatch(/^alice\tadmin\t[0-9a-f-]{36}$/m);
  });

  it('resets a password, ending the sessions opened with the old one', async () => {
    const before = await findUserByUsername(database.handle.db, 'alice');
    const output = await gloss('users', 'reset-password', '--username', 'alice', '--password', 'brand-new-password');
    expect(output).toBe('Password of "alice" reset.');
    const user = await findUserByUsername(database.handle.db, 'alice');
    expect(await verifyPassword(user!.password_hash, 'brand-new-password')).toBe(true);
    expect(user!.security_stamp).not.toBe(before!.security_stamp);
  });

  it('explains bad usage', async () => {
    await expect(gloss('users')).rejects.toThrowError(UsageError);
    await expect(gloss('users', 'create')).rejects.toThrowError('--username is required');
    await expect(gloss('users', 'create', '--username', 'bob', '--password', 'short')).rejects.toThrowError('Invalid password');
    await expect(gloss('users', 'create', '--username', 'bob', '--role', 'king')).rejects.toThrowError('Invalid role');
    await expect(gloss('users', 'reset-password', '--username', 'nobody')).rejects.toThrowError('User not found');
    await expect(gloss('users', 'create', '--username', 'alice')).rejects.toThrowError('User username `alice` is not unique');
  });
});
