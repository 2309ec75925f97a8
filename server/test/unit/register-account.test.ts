import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/features/users/repository.js';
import { registerAccount } from '../../src/features/users/service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

describe('registerAccount', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('leaves no account behind when a workspace to join does not exist', async () => {
    await expect(
      registerAccount(database.handle.db, {
        username: 'half-made',
        first_name: 'Half',
        role: 'annotator',
        password: 'long-enough-password',
        workspaces: ['missing'],
      }),
    ).rejects.toThrowError('Workspace not found filtering by name=missing');
    expect(await findUserByUsername(database.handle.db, 'half-made')).toBeUndefined();
  });
});
