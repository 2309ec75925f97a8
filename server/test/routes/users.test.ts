import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  expectConflict,
  expectForbidden,
  expectId,
  expectInvalid,
  expectNotFound,
  expectRule,
  expectTimestamp,
  expectUnauthorized,
} from '../helpers/expectations.js';
import { type MadeUser, unique } from '../helpers/factories.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let admin: MadeUser;
let annotator: MadeUser;

beforeAll(async () => {
  server = await startTestServer();
  const workspace = await server.factory.workspace();
  admin = await server.factory.user('admin', { workspaces: [workspace] });
  annotator = await server.factory.user('annotator', { workspaces: [workspace] });
});
afterAll(() => server.close());

const newUser = () => ({ username: unique('user'), first_name: 'Ada', last_name: 'Lovelace', password: 'secret-password' });

describe('POST /api/v1/users', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post('/api/v1/users', newUser()));
  });

  it.each(['username', 'first_name', 'password'])('names the missing %s', async (key) => {
    const body: Record<string, unknown> = newUser();
    delete body[key];
    const response = await server.owner.post('/api/v1/users', body);
    expectInvalid(response, ['body', key]);
    expect(response.body.detail.params.errors[0]).toMatchObject({ type: 'missing', msg: 'Field required' });
  });

  it.each([
    ['password', 'short'],
    ['password', 'x'.repeat(101)],
    ['username', '-starts-with-dash'],
    ['username', 'has space'],
    ['role', 'superuser'],
    ['first_name', '   '],
  ])('rejects %s = %j', async (key, value) => {
    expectInvalid(await server.owner.post('/api/v1/users', { ...newUser(), [key]: value }), ['body', key]);
  });

  it.each(['admin', 'annotator'] as const)('is forbidden to an %s', async (role) => {
    const caller = role === 'admin' ? admin : annotator;
    expectForbidden(await caller.api.post('/api/v1/users', newUser()));
  });

  it('creates an annotator by default, ignoring unknown keys the SDK sends', async () => {
    const body = { ...newUser(), id: null, inserted_at: null, updated_at: null, api_key: 'ignored', role: null };
    const response = await server.owner.post('/api/v1/users', body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: body.username, first_name: 'Ada', last_name: 'Lovelace', role: 'annotator' });
    expectId(response.body.id);
    expectTimestamp(response.body.inserted_at);
    expectTimestamp(response.body.updated_at);
    expect(response.body.api_key).not.toBe('ignored');
    expect(response.body.api_key.length).toBeGreaterThanOrEqual(100);
    expect(response.body).not.toHaveProperty('password');
    expect(response.body).not.toHaveProperty('password_hash');
  });

  it('keeps a chosen id, and answers 409 when that id is taken', async () => {
    const id = '8034d1ef-5f4c-4d4b-9a56-0d3e4f5a6b7c';
    const created = await server.owner.post('/api/v1/users', { ...newUser(), id });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(id);
    expectConflict(await server.owner.post('/api/v1/users', { ...newUser(), id }), `User with id \`${id}\` is not unique`);
  });

  it('answers 409 for the id of a deleted user: an id names one account for good', async () => {
    const id = 'b6a1c0de-2f4e-4c7a-9d3b-5e6f7a8b9c0d';
    expect((await server.owner.post('/api/v1/users', { ...newUser(), id })).status).toBe(201);
    expect((await server.owner.delete(`/api/v1/users/${id}`)).status).toBe(200);
    expectConflict(
      await server.owner.post('/api/v1/users', { ...newUser(), id, role: 'admin' }),
      `User with id \`${id}\` belonged to a deleted user and cannot be given to another`,
    );
    expectNotFound(await server.owner.get(`/api/v1/users/${id}`));
  });

  it('answers 409 for a taken username', async () => {
    const body = newUser();
    await server.owner.post('/api/v1/users', body);
    expectConflict(await server.owner.post('/api/v1/users', body), `User username \`${body.username}\` is not unique`);
  });
});

describe('GET /api/v1/users and /api/v1/users/{id}', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get('/api/v1/users'));
    expectUnauthorized(await server.api.get(`/api/v1/users/${admin.id}`));
  });

  it('is forbidden to admins and annotators, even for an unknown id', async () => {
    for (const caller of [admin, annotator]) {
      expectForbidden(await caller.api.get('/api/v1/users'));
      expectForbidden(await caller.api.get(`/api/v1/users/${MISSING_ID}`));
    }
  });

  it('rejects a malformed id', async () => {
    expectInvalid(await server.owner.get('/api/v1/users/not-a-uuid'), ['path', 'user_id']);
  });

  it('lists users in creation order and gets one', async () => {
    const list = await server.owner.get('/api/v1/users');
    expect(list.status).toBe(200);
    const names = list.body.items.map((user: { username: string }) => user.username);
    expect(names.slice(0, 3)).toEqual(['owner', admin.username, annotator.username]);
    const one = await server.owner.get(`/api/v1/users/${admin.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: admin.id, username: admin.username, role: 'admin', api_key: admin.apiKey });
  });

  it('answers 404 for an unknown user', async () => {
    expectNotFound(await server.owner.get(`/api/v1/users/${MISSING_ID}`), `User with id \`${MISSING_ID}\` not found`);
  });
});

describe('PATCH and PUT /api/v1/users/{id}', () => {
  it('needs credentials and owner rights', async () => {
    expectUnauthorized(await server.api.patch(`/api/v1/users/${annotator.id}`, { first_name: 'X' }));
    expectForbidden(await admin.api.patch(`/api/v1/users/${annotator.id}`, { first_name: 'X' }));
    expectForbidden(await annotator.api.put(`/api/v1/users/${annotator.id}`, { first_name: 'X' }));
  });

  it('refuses null for non-nullable keys, naming them', async () => {
    const response = await server.owner.patch(`/api/v1/users/${annotator.id}`, { username: null, role: null });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain('The following keys must have non-null values: username, role');
  });

  it('updates names, role and password with PATCH and with PUT', async () => {
    const user = await server.factory.user('annotator');
    const patched = await server.owner.patch(`/api/v1/users/${user.id}`, {
      id: user.id,
      first_name: 'Grace',
      last_name: null,
      role: 'admin',
      inserted_at: '2020-01-01T00:00:00',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ first_name: 'Grace', last_name: null, role: 'admin', username: user.username });
    const put = await server.owner.put(`/api/v1/users/${user.id}`, { password: 'a-new-password' });
    expect(put.status).toBe(200);
    const signIn = await server.api.request('POST', '/api/v1/token', {
      form: { username: user.username, password: 'a-new-password' },
    });
    expect(signIn.status).toBe(201);
  });

  it('answers 422 as Argilla does when renaming onto a taken username, and 404 for an unknown user', async () => {
    for (const method of ['patch', 'put'] as const) {
      expectRule(await server.owner[method](`/api/v1/users/${annotator.id}`, { username: admin.username }), `Username '${admin.username}' already exists`);
    }
    expect((await server.owner.get(`/api/v1/users/${annotator.id}`)).body.username).toBe(annotator.username);
    const same = await server.owner.patch(`/api/v1/users/${annotator.id}`, { username: annotator.username, first_name: 'Same' });
    expect(same.status).toBe(200);
    expectNotFound(await server.owner.patch(`/api/v1/users/${MISSING_ID}`, { first_name: 'X' }));
  });

  it('keeps at least one owner', async () => {
    expectRule(
      await server.owner.patch(`/api/v1/users/${server.ownerUser.id}`, { role: 'admin' }),
      'The last owner cannot lose the owner role',
    );
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  it('needs credentials and owner rights', async () => {
    expectUnauthorized(await server.api.delete(`/api/v1/users/${annotator.id}`));
    expectForbidden(await admin.api.delete(`/api/v1/users/${annotator.id}`));
  });

  it('deletes a user, whose key then stops working', async () => {
    const user = await server.factory.user('annotator');
    const response = await server.owner.delete(`/api/v1/users/${user.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: user.username });
    expectUnauthorized(await user.api.get('/api/v1/me'));
    expectNotFound(await server.owner.delete(`/api/v1/users/${user.id}`));
  });

  it('refuses to delete the last owner', async () => {
    expectRule(await server.owner.delete(`/api/v1/users/${server.ownerUser.id}`), 'The last owner cannot be deleted');
  });
});

describe('GET /api/v1/users/{id}/workspaces', () => {
  it('needs credentials and owner rights', async () => {
    expectUnauthorized(await server.api.get(`/api/v1/users/${admin.id}/workspaces`));
    expectForbidden(await admin.api.get(`/api/v1/users/${admin.id}/workspaces`));
  });

  it("lists a member's workspaces, and every workspace for an owner", async () => {
    const extra = await server.factory.workspace();
    const member = await server.factory.user('annotator', { workspaces: [extra] });
    const mine = await server.owner.get(`/api/v1/users/${member.id}/workspaces`);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((workspace: { id: string }) => workspace.id)).toEqual([extra.id]);
    const owners = await server.owner.get(`/api/v1/users/${server.ownerUser.id}/workspaces`);
    expect(owners.body.items.map((workspace: { id: string }) => workspace.id)).toContain(extra.id);
    expectNotFound(await server.owner.get(`/api/v1/users/${MISSING_ID}/workspaces`));
  });
});
