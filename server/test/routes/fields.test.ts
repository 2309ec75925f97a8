import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../helpers/client.js';
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
let workspace: { id: string; name: string };
/** An admin and an annotator who are members of `workspace`. */
let admin: MadeUser;
let annotator: MadeUser;
/** An admin and an annotator of another workspace only. */
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
});
afterAll(() => server.close());

const draft = () => server.factory.dataset({ workspace });
const published = () => server.factory.dataset({ workspace, published: true });
const fieldsOf = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/fields`;
const newField = (extra: Record<string, unknown> = {}) => ({
  name: unique('field'),
  title: 'A field',
  required: true,
  settings: { type: 'text' },
  ...extra,
});

/** A request-schema failure located somewhere under `prefix`. */
function expectInvalidUnder(response: ApiResponse, prefix: (string | number)[]): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.detail.code).toBe('argilla.api.errors::ValidationError');
  const locations: unknown[][] = response.body.detail.params.errors.map((error: { loc: unknown[] }) => error.loc);
  const found = locations.some((loc) => prefix.every((segment, index) => loc[index] === segment));
  expect(found, JSON.stringify(locations)).toBe(true);
}

describe('GET /api/v1/datasets/{dataset_id}/fields', () => {
  it('needs credentials', async () => {
    const dataset = await draft();
    expectUnauthorized(await server.api.get(fieldsOf(dataset)));
    expectUnauthorized(await server.api.get(fieldsOf(dataset), { as: { apiKey: 'not-a-key' } }));
  });

  it('rejects a malformed dataset id', async () => {
    expectInvalid(await server.owner.get('/api/v1/datasets/not-a-uuid/fields'), ['path', 'dataset_id']);
  });

  it('answers 404 for an unknown dataset', async () => {
    expectNotFound(await server.owner.get(fieldsOf({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
  });

  it('is forbidden to users who are not members of the workspace', async () => {
    const dataset = await draft();
    expectForbidden(await outsiderAdmin.api.get(fieldsOf(dataset)));
    expectForbidden(await outsiderAnnotator.api.get(fieldsOf(dataset)));
  });

  it('lists the fields in creation order to the owner and to members of any role', async () => {
    const dataset = await draft();
    const first = await server.factory.field(dataset, { name: 'zeta' });
    const second = await server.factory.field(dataset, { name: 'alpha', settings: { type: 'chat' } });
    const third = await server.factory.field(dataset, { name: 'mid', settings: { type: 'image' } });
    await server.factory.field(undefined, { name: 'zeta' }); // another dataset's field is not listed
    for (const caller of [server.owner, admin.api, annotator.api]) {
      const response = await caller.get(fieldsOf(dataset));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: [first, second, third] });
    }
  });

  it('lists no fields for a new dataset', async () => {
    const response = await server.owner.get(fieldsOf(await draft()));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [] });
  });
});

describe('POST /api/v1/datasets/{dataset_id}/fields', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await draft();
  });

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post(fieldsOf(dataset), newField()));
  });

  it.each(['name', 'title', 'settings'])('names the missing %s', async (key) => {
    const body: Record<string, unknown> = newField();
    delete body[key];
    const response = await server.owner.post(fieldsOf(dataset), body);
    expectInvalid(response, ['body', key]);
    expect(response.body.detail.params.errors).toContainEqual({ type: 'missing', loc: ['body', key], msg: 'Field required' });
  });

  it.each([
    ['Upper'],
    ['has space'],
    ['dotted.name'],
    ['___'],
    ['-'],
    ['-_-'],
    [''],
    ['a'.repeat(201)],
    [42],
  ])('rejects the name %j', async (name) => {
    expectInvalid(await server.owner.post(fieldsOf(dataset), newField({ name })), ['body', 'name']);
  });

  it.each([[''], ['t'.repeat(501)], [null]])('rejects the title %j', async (title) => {
    expectInvalid(await server.owner.post(fieldsOf(dataset), newField({ title })), ['body', 'title']);
  });

  it('rejects a non-boolean required', async () => {
    expectInvalid(await server.owner.post(fieldsOf(dataset), newField({ required: 'yes' })), ['body', 'required']);
  });

  it('rejects an unknown settings type', async () => {
    expectInvalidUnder(await server.owner.post(fieldsOf(dataset), newField({ settings: { type: 'video' } })), ['body', 'settings']);
  });

  it('rejects settings without a type, and per-type bad keys', async () => {
    expectInvalid(await server.owner.post(fieldsOf(dataset), newField({ settings: {} })), ['body', 'settings', 'type']);
    expectInvalid(
      await server.owner.post(fieldsOf(dataset), newField({ settings: { type: 'text', use_markdown: 'yes' } })),
      ['body', 'settings', 'use_markdown'],
    );
    expectInvalid(
      await server.owner.post(fieldsOf(dataset), newField({ settings: { type: 'custom' } })),
      ['body', 'settings', 'template'],
    );
  });

  it('decides who may call before the body is read: an annotator is refused whatever it holds', async () => {
    expectForbidden(await annotator.api.post(fieldsOf(dataset), newField({ name: 'Bad Name' })));
    expectInvalid(await server.owner.post(fieldsOf(dataset), newField({ name: 'Bad Name' })), ['body', 'name']);
  });

  it('answers 404 for an unknown dataset', async () => {
    expectNotFound(
      await server.owner.post(fieldsOf({ id: MISSING_ID }), newField()),
      `Dataset with id \`${MISSING_ID}\` not found`,
    );
  });

  it('is forbidden to annotators, even members, and to admins of other workspaces', async () => {
    expectForbidden(await annotator.api.post(fieldsOf(dataset), newField()));
    expectForbidden(await outsiderAnnotator.api.post(fieldsOf(dataset), newField()));
    expectForbidden(await outsiderAdmin.api.post(fieldsOf(dataset), newField()));
  });

  it('creates a text field with defaults, ignoring the extra keys the SDK sends', async () => {
    const body = {
      ...newField({ settings: { type: 'text' } }),
      id: null,
      dataset_id: MISSING_ID,
      inserted_at: null,
      updated_at: null,
      description: 'sdk extra',
    };
    delete (body as Record<string, unknown>).required;
    const response = await server.owner.post(fieldsOf(dataset), body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(
      ['dataset_id', 'id', 'inserted_at', 'name', 'required', 'settings', 'title', 'updated_at'].sort(),
    );
    expect(response.body).toMatchObject({
      name: body.name,
      title: 'A field',
      required: false,
      settings: { type: 'text', use_markdown: false },
      dataset_id: dataset.id,
    });
    expect(response.body.settings).toEqual({ type: 'text', use_markdown: false });
    expectId(response.body.id);
    expectTimestamp(response.body.inserted_at);
    expectTimestamp(response.body.updated_at);
  });

  it('stores a null required as false', async () => {
    const response = await server.owner.post(fieldsOf(dataset), newField({ required: null }));
    expect(response.status).toBe(201);
    expect(response.body.required).toBe(false);
  });

  it.each([
    [{ type: 'text', use_markdown: true }, { type: 'text', use_markdown: true }],
    [{ type: 'image' }, { type: 'image' }],
    [{ type: 'chat' }, { type: 'chat', use_markdown: true }],
    [{ type: 'chat', use_markdown: false }, { type: 'chat', use_markdown: false }],
    [{ type: 'custom', template: '<p>{{record.fields.x}}</p>' }, { type: 'custom', template: '<p>{{record.fields.x}}</p>', advanced_mode: false }],
    [{ type: 'custom', template: 'raw', advanced_mode: true }, { type: 'custom', template: 'raw', advanced_mode: true }],
  ])('creates a field with settings %j, echoing %j', async (settings, expected) => {
    const response = await server.owner.post(fieldsOf(dataset), newField({ settings }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.settings).toEqual(expected);
    expect(response.body.required).toBe(true);
  });

  it('accepts every name the regex allows', async () => {
    for (const name of ['a', '0', 'a_b-c', '_x', '-1', 'x'.repeat(200)]) {
      const response = await server.owner.post(fieldsOf(dataset), newField({ name }));
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(201);
      expect(response.body.name).toBe(name);
    }
  });

  it('lets an admin member create a field', async () => {
    const response = await admin.api.post(fieldsOf(dataset), newField());
    expect(response.status).toBe(201);
    expect(response.body.dataset_id).toBe(dataset.id);
  });

  it('answers 409 for a name taken in the same dataset only', async () => {
    const body = newField();
    expect((await server.owner.post(fieldsOf(dataset), body)).status).toBe(201);
    expectConflict(
      await server.owner.post(fieldsOf(dataset), { ...body, settings: { type: 'image' } }),
      `Field with name \`${body.name}\` already exists for dataset with id \`${dataset.id}\``,
    );
    const other = await draft();
    expect((await server.owner.post(fieldsOf(other), body)).status).toBe(201);
    // questions live in another namespace
    await server.factory.question(dataset, { name: body.name });
  });

  it('refuses to add a field to a published dataset', async () => {
    const ready = await published();
    expectRule(await server.owner.post(fieldsOf(ready), newField()), 'Field cannot be created for a published dataset');
    expectRule(await admin.api.post(fieldsOf(ready), newField()), 'Field cannot be created for a published dataset');
  });
});

describe('PATCH /api/v1/fields/{field_id}', () => {
  it('needs credentials', async () => {
    const field = await server.factory.field(await draft());
    expectUnauthorized(await server.api.patch(`/api/v1/fields/${field.id}`, { title: 'X' }));
  });

  it('rejects a malformed id', async () => {
    expectInvalid(await server.owner.patch('/api/v1/fields/not-a-uuid', { title: 'X' }), ['path', 'field_id']);
  });

  it('refuses null for non-nullable keys, naming them', async () => {
    const field = await server.factory.field(await draft());
    const response = await server.owner.patch(`/api/v1/fields/${field.id}`, { title: null, required: null, settings: null });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain('The following keys must have non-null values: title, required, settings');
    const one = await server.owner.patch(`/api/v1/fields/${field.id}`, { title: null });
    expect(one.status).toBe(422);
    expect(JSON.stringify(one.body)).toContain('The following keys must have non-null values: title');
  });

  it('validates titles and settings', async () => {
    const field = await server.factory.field(await draft());
    const path = `/api/v1/fields/${field.id}`;
    expectInvalid(await server.owner.patch(path, { title: '' }), ['body', 'title']);
    expectInvalid(await server.owner.patch(path, { title: 't'.repeat(501) }), ['body', 'title']);
    expectInvalid(await server.owner.patch(path, { required: 'no' }), ['body', 'required']);
    expectInvalid(await server.owner.patch(path, { settings: { type: 'text' } }), ['body', 'settings', 'use_markdown']);
    expectInvalid(await server.owner.patch(path, { settings: { use_markdown: true } }), ['body', 'settings', 'type']);
  });

  it('answers 404 for an unknown field, before checking rights', async () => {
    const message = `Field with id \`${MISSING_ID}\` not found`;
    expectNotFound(await server.owner.patch(`/api/v1/fields/${MISSING_ID}`, { title: 'X' }), message);
    expectNotFound(await outsiderAdmin.api.patch(`/api/v1/fields/${MISSING_ID}`, { title: 'X' }), message);
  });

  it('is forbidden to annotators and to admins of other workspaces', async () => {
    const field = await server.factory.field(await draft());
    expectForbidden(await annotator.api.patch(`/api/v1/fields/${field.id}`, { title: 'X' }));
    expectForbidden(await outsiderAnnotator.api.patch(`/api/v1/fields/${field.id}`, { title: 'X' }));
    expectForbidden(await outsiderAdmin.api.patch(`/api/v1/fields/${field.id}`, { title: 'X' }));
  });

  it('updates title, required and settings, keeping the rest', async () => {
    const field = await server.factory.field(await draft(), { required: true });
    const response = await admin.api.patch(`/api/v1/fields/${field.id}`, {
      title: 'New title',
      required: false,
      settings: { type: 'text', use_markdown: true },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      ...field,
      title: 'New title',
      required: false,
      settings: { type: 'text', use_markdown: true },
      updated_at: response.body.updated_at,
    });
    expectTimestamp(response.body.updated_at);
    expect(response.body.updated_at >= field.updated_at).toBe(true);
    const only = await server.owner.patch(`/api/v1/fields/${field.id}`, { title: 'Only the title' });
    expect(only.status).toBe(200);
    expect(only.body).toMatchObject({ title: 'Only the title', required: false, settings: { type: 'text', use_markdown: true } });
    const listed = await server.owner.get(`/api/v1/datasets/${field.dataset_id}/fields`);
    expect(listed.body.items).toEqual([only.body]);
  });

  it('updates custom and chat settings with their full key sets', async () => {
    const dataset = await draft();
    const custom = await server.factory.field(dataset, { settings: { type: 'custom', template: 'old' } });
    expectInvalid(
      await server.owner.patch(`/api/v1/fields/${custom.id}`, { settings: { type: 'custom', template: 'new' } }),
      ['body', 'settings', 'advanced_mode'],
    );
    const patched = await server.owner.patch(`/api/v1/fields/${custom.id}`, {
      settings: { type: 'custom', template: 'new', advanced_mode: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.settings).toEqual({ type: 'custom', template: 'new', advanced_mode: true });
    const chat = await server.factory.field(dataset, { settings: { type: 'chat' } });
    const chatPatched = await server.owner.patch(`/api/v1/fields/${chat.id}`, { settings: { type: 'chat', use_markdown: false } });
    expect(chatPatched.status).toBe(200);
    expect(chatPatched.body.settings).toEqual({ type: 'chat', use_markdown: false });
  });

  it('refuses to change the field type', async () => {
    const field = await server.factory.field(await draft());
    expectRule(
      await server.owner.patch(`/api/v1/fields/${field.id}`, { settings: { type: 'chat', use_markdown: true } }),
      "Field type cannot be changed. Expected 'text' but got 'chat'",
    );
    expectRule(
      await server.owner.patch(`/api/v1/fields/${field.id}`, { settings: { type: 'image' } }),
      "Field type cannot be changed. Expected 'text' but got 'image'",
    );
  });

  it('accepts the full object the server returned, as the SDK sends it', async () => {
    const field = await server.factory.field(await draft(), { settings: { type: 'text', use_markdown: false } });
    const response = await server.owner.patch(`/api/v1/fields/${field.id}`, {
      ...field,
      title: 'From the SDK',
      settings: { ...field.settings, use_markdown: true },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      id: field.id,
      name: field.name,
      title: 'From the SDK',
      required: true,
      settings: { type: 'text', use_markdown: true },
      dataset_id: field.dataset_id,
      inserted_at: field.inserted_at,
    });
  });

  it('updates fields of a published dataset', async () => {
    const ready = await published();
    const [field] = (await server.owner.get(`/api/v1/datasets/${ready.id}/fields`)).body.items;
    const response = await admin.api.patch(`/api/v1/fields/${field.id}`, {
      title: 'Renamed after publishing',
      settings: { type: 'text', use_markdown: true },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ title: 'Renamed after publishing', settings: { type: 'text', use_markdown: true } });
  });
});

describe('DELETE /api/v1/fields/{field_id}', () => {
  it('needs credentials', async () => {
    const field = await server.factory.field(await draft());
    expectUnauthorized(await server.api.delete(`/api/v1/fields/${field.id}`));
  });

  it('rejects a malformed id and answers 404 for an unknown one', async () => {
    expectInvalid(await server.owner.delete('/api/v1/fields/not-a-uuid'), ['path', 'field_id']);
    expectNotFound(await server.owner.delete(`/api/v1/fields/${MISSING_ID}`), `Field with id \`${MISSING_ID}\` not found`);
  });

  it('is forbidden to annotators and to admins of other workspaces', async () => {
    const field = await server.factory.field(await draft());
    expectForbidden(await annotator.api.delete(`/api/v1/fields/${field.id}`));
    expectForbidden(await outsiderAnnotator.api.delete(`/api/v1/fields/${field.id}`));
    expectForbidden(await outsiderAdmin.api.delete(`/api/v1/fields/${field.id}`));
    expect((await server.owner.get(`/api/v1/datasets/${field.dataset_id}/fields`)).body.items).toEqual([field]);
  });

  it('deletes a field of a draft dataset, returning it', async () => {
    const dataset = await draft();
    const kept = await server.factory.field(dataset);
    for (const caller of [server.owner, admin.api]) {
      const field = await server.factory.field(dataset);
      const response = await caller.delete(`/api/v1/fields/${field.id}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toEqual(field);
      expectNotFound(await caller.delete(`/api/v1/fields/${field.id}`), `Field with id \`${field.id}\` not found`);
    }
    expect((await server.owner.get(fieldsOf(dataset))).body.items).toEqual([kept]);
  });

  it('refuses to delete a field of a published dataset', async () => {
    const ready = await published();
    const [field] = (await server.owner.get(fieldsOf(ready))).body.items;
    expectRule(await server.owner.delete(`/api/v1/fields/${field.id}`), 'Fields cannot be deleted for a published dataset');
    expectRule(await admin.api.delete(`/api/v1/fields/${field.id}`), 'Fields cannot be deleted for a published dataset');
    expect((await server.owner.get(fieldsOf(ready))).body.items).toEqual([field]);
  });

  it('refuses to delete a field a span question annotates, until the question is gone', async () => {
    const dataset = await draft();
    const field = await server.factory.field(dataset);
    const span = await server.factory.question(dataset, {
      settings: { type: 'span', field: field.name, options: [{ value: 'per', text: 'Person' }] },
    });
    const refused = await server.owner.delete(`/api/v1/fields/${field.id}`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(typeof refused.body.detail).toBe('string');
    expect(refused.body.detail).toContain(field.name);
    expect((await server.owner.get(fieldsOf(dataset))).body.items).toEqual([field]);
    expect((await server.owner.delete(`/api/v1/questions/${span.id}`)).status).toBe(200);
    expect((await server.owner.delete(`/api/v1/fields/${field.id}`)).status).toBe(200);
  });
});
