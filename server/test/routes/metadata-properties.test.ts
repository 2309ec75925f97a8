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
const listPath = (dataset: { id: string }) => `/api/v1/me/datasets/${dataset.id}/metadata-properties`;
const createPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/metadata-properties`;
const propertyPath = (property: { id: string }) => `/api/v1/metadata-properties/${property.id}`;
const newProperty = (extra: Record<string, unknown> = {}) => ({
  name: unique('meta'),
  title: 'A property',
  settings: { type: 'terms', values: ['a', 'b'] },
  ...extra,
});

/** A request-schema failure one of whose messages contains `text`. */
function expectInvalidMessage(response: ApiResponse, text: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.detail.code).toBe('argilla.api.errors::ValidationError');
  const messages = response.body.detail.params.errors.map((error: { msg: string }) => error.msg);
  expect(messages.some((message: string) => message.includes(text)), JSON.stringify(messages)).toBe(true);
}

/** A request-schema failure located somewhere under `prefix`. */
function expectInvalidUnder(response: ApiResponse, prefix: (string | number)[]): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.detail.code).toBe('argilla.api.errors::ValidationError');
  const locations: unknown[][] = response.body.detail.params.errors.map((error: { loc: unknown[] }) => error.loc);
  const found = locations.some((loc) => prefix.every((segment, index) => loc[index] === segment));
  expect(found, JSON.stringify(locations)).toBe(true);
}

describe('GET /api/v1/me/datasets/{dataset_id}/metadata-properties', () => {
  let dataset: { id: string };
  let visible: any;
  let hidden: any;
  let numeric: any;
  beforeAll(async () => {
    dataset = await draft();
    visible = await server.factory.metadataProperty(dataset, { name: 'visible' });
    hidden = await server.factory.metadataProperty(dataset, { name: 'hidden', visible_for_annotators: false });
    numeric = await server.factory.metadataProperty(dataset, { name: 'numeric', settings: { type: 'float', min: 0.5 } });
    await server.factory.metadataProperty(undefined, { name: 'visible' });
  });

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get(listPath(dataset)));
  });

  it('rejects a malformed dataset id and answers 404 for an unknown one', async () => {
    expectInvalid(await server.owner.get('/api/v1/me/datasets/nope/metadata-properties'), ['path', 'dataset_id']);
    expectNotFound(await server.owner.get(listPath({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
  });

  it('is forbidden to users who are not members of the workspace', async () => {
    expectForbidden(await outsiderAdmin.api.get(listPath(dataset)));
    expectForbidden(await outsiderAnnotator.api.get(listPath(dataset)));
  });

  it('lists every property in creation order to the owner and to admin members', async () => {
    for (const caller of [server.owner, admin.api]) {
      const response = await caller.get(listPath(dataset));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: [visible, hidden, numeric] });
    }
  });

  it('lists only the properties visible to annotators to an annotator member', async () => {
    const response = await annotator.api.get(listPath(dataset));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [visible, numeric] });
  });

  it('follows visibility changes', async () => {
    const own = await draft();
    const property = await server.factory.metadataProperty(own, { visible_for_annotators: false });
    expect((await annotator.api.get(listPath(own))).body.items).toEqual([]);
    const shown = await server.owner.patch(propertyPath(property), { visible_for_annotators: true });
    expect(shown.status).toBe(200);
    expect((await annotator.api.get(listPath(own))).body.items).toEqual([shown.body]);
  });
});

describe('POST /api/v1/datasets/{dataset_id}/metadata-properties', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await draft();
  });
  const post = (body: unknown) => server.owner.post(createPath(dataset), body);

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post(createPath(dataset), newProperty()));
  });

  it.each(['name', 'title', 'settings'])('names the missing %s', async (key) => {
    const body: Record<string, unknown> = newProperty();
    delete body[key];
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(response.body.detail.params.errors).toContainEqual({ type: 'missing', loc: ['body', key], msg: 'Field required' });
  });

  it.each([['Upper'], ['has space'], ['a.b'], ['__'], ['-'], [''], ['m'.repeat(201)]])('rejects the name %j', async (name) => {
    expectInvalid(await post(newProperty({ name })), ['body', 'name']);
  });

  it('rejects bad titles and visibility', async () => {
    expectInvalid(await post(newProperty({ title: '' })), ['body', 'title']);
    expectInvalid(await post(newProperty({ title: 't'.repeat(501) })), ['body', 'title']);
    expectInvalid(await post(newProperty({ visible_for_annotators: 'yes' })), ['body', 'visible_for_annotators']);
  });

  it('rejects an unknown or missing settings type', async () => {
    expectInvalidUnder(await post(newProperty({ settings: { type: 'date' } })), ['body', 'settings']);
    expectInvalidUnder(await post(newProperty({ settings: { values: ['a'] } })), ['body', 'settings']);
  });

  it('checks terms values: 1..250 of them when given', async () => {
    expectInvalid(await post(newProperty({ settings: { type: 'terms', values: [] } })), ['body', 'settings', 'values']);
    const many = Array.from({ length: 251 }, (_, index) => `v${index}`);
    expectInvalid(await post(newProperty({ settings: { type: 'terms', values: many } })), ['body', 'settings', 'values']);
    expectInvalid(await post(newProperty({ settings: { type: 'terms', values: 'a' } })), ['body', 'settings', 'values']);
  });

  it.each(['integer', 'float'])('checks %s bounds: min strictly below max', async (type) => {
    const equal = await post(newProperty({ settings: { type, min: 5, max: 5 } }));
    expectInvalidUnder(equal, ['body', 'settings']);
    expectInvalidMessage(equal, "'min' (5) must be lower than 'max' (5)");
    const above = await post(newProperty({ settings: { type, min: 10, max: 2 } }));
    expectInvalidMessage(above, "'min' (10) must be lower than 'max' (2)");
    expectInvalid(await post(newProperty({ settings: { type, min: 'low' } })), ['body', 'settings', 'min']);
    expectInvalid(await post(newProperty({ settings: { type, max: 'high' } })), ['body', 'settings', 'max']);
  });

  it('requires integer bounds for integer properties', async () => {
    expectInvalid(await post(newProperty({ settings: { type: 'integer', min: 1.5 } })), ['body', 'settings', 'min']);
    expectInvalid(await post(newProperty({ settings: { type: 'integer', max: 2.5 } })), ['body', 'settings', 'max']);
  });

  it('decides who may call before the body is read: an annotator is refused whatever it holds', async () => {
    expectForbidden(await annotator.api.post(createPath(dataset), newProperty({ name: 'Bad' })));
    expectInvalid(await server.owner.post(createPath(dataset), newProperty({ name: 'Bad' })), ['body', 'name']);
  });

  it('answers 404 for an unknown dataset', async () => {
    expectNotFound(
      await server.owner.post(createPath({ id: MISSING_ID }), newProperty()),
      `Dataset with id \`${MISSING_ID}\` not found`,
    );
  });

  it('is forbidden to annotators, even members, and to admins of other workspaces', async () => {
    expectForbidden(await annotator.api.post(createPath(dataset), newProperty()));
    expectForbidden(await outsiderAnnotator.api.post(createPath(dataset), newProperty()));
    expectForbidden(await outsiderAdmin.api.post(createPath(dataset), newProperty()));
  });

  it('creates a property visible to annotators by default, ignoring the extra keys the SDK sends', async () => {
    const body = { ...newProperty(), id: null, dataset_id: MISSING_ID, inserted_at: null, type: 'terms' };
    const response = await admin.api.post(createPath(dataset), body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(
      ['dataset_id', 'id', 'inserted_at', 'name', 'settings', 'title', 'updated_at', 'visible_for_annotators'].sort(),
    );
    expect(response.body).toMatchObject({
      name: body.name,
      title: 'A property',
      settings: { type: 'terms', values: ['a', 'b'] },
      visible_for_annotators: true,
      dataset_id: dataset.id,
    });
    expectId(response.body.id);
    expectTimestamp(response.body.inserted_at);
    expectTimestamp(response.body.updated_at);
  });

  it('echoes the settings of every type, nulls included', async () => {
    const manyValues = Array.from({ length: 250 }, (_, index) => index);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ type: 'terms' }, { type: 'terms', values: null }],
      [{ type: 'terms', values: null }, { type: 'terms', values: null }],
      [{ type: 'terms', values: ['x', 1, true] }, { type: 'terms', values: ['x', 1, true] }],
      [{ type: 'terms', values: manyValues }, { type: 'terms', values: manyValues }],
      [{ type: 'integer' }, { type: 'integer', min: null, max: null }],
      [{ type: 'integer', min: -3, max: 7 }, { type: 'integer', min: -3, max: 7 }],
      [{ type: 'integer', min: 4 }, { type: 'integer', min: 4, max: null }],
      [{ type: 'float' }, { type: 'float', min: null, max: null }],
      [{ type: 'float', min: 0.25, max: 0.5 }, { type: 'float', min: 0.25, max: 0.5 }],
      [{ type: 'float', max: -1.5 }, { type: 'float', min: null, max: -1.5 }],
    ];
    for (const [settings, expected] of cases) {
      const response = await post(newProperty({ settings }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.settings).toEqual(expected);
    }
  });

  it('stores the visibility, with null meaning the default', async () => {
    const hidden = await post(newProperty({ visible_for_annotators: false }));
    expect(hidden.status).toBe(201);
    expect(hidden.body.visible_for_annotators).toBe(false);
    const defaulted = await post(newProperty({ visible_for_annotators: null }));
    expect(defaulted.status).toBe(201);
    expect(defaulted.body.visible_for_annotators).toBe(true);
  });

  it('answers 409 for a name taken in the same dataset only', async () => {
    const body = newProperty();
    expect((await post(body)).status).toBe(201);
    expectConflict(
      await post({ ...body, settings: { type: 'integer' } }),
      `Metadata property with name \`${body.name}\` already exists for dataset with id \`${dataset.id}\``,
    );
    expect((await server.owner.post(createPath(await draft()), body)).status).toBe(201);
  });

  it('creates properties on a published dataset', async () => {
    const ready = await published();
    const response = await admin.api.post(createPath(ready), newProperty({ settings: { type: 'integer', min: 0, max: 10 } }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.dataset_id).toBe(ready.id);
  });

  it('allows at most 50 properties per dataset', async () => {
    const full = await draft();
    for (let index = 0; index < 50; index++) {
      const response = await server.owner.post(createPath(full), newProperty({ name: `p${index}` }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    const refused = await server.owner.post(createPath(full), newProperty({ name: 'p50' }));
    expectRule(refused, /^The maximum number of metadata properties has been reached for dataset with id `[0-9a-f-]+`$/);
    expect(refused.body.detail).toContain(full.id);
    expect((await server.owner.get(listPath(full))).body.items).toHaveLength(50);
  });
});

describe('PATCH /api/v1/metadata-properties/{metadata_property_id}', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await draft();
  });

  it('needs credentials', async () => {
    const property = await server.factory.metadataProperty(dataset);
    expectUnauthorized(await server.api.patch(propertyPath(property), { title: 'X' }));
  });

  it('rejects a malformed id and answers 404 for an unknown one, before checking rights', async () => {
    expectInvalid(await server.owner.patch('/api/v1/metadata-properties/nope', { title: 'X' }), ['path', 'metadata_property_id']);
    const message = `MetadataProperty with id \`${MISSING_ID}\` not found`;
    expectNotFound(await server.owner.patch(`/api/v1/metadata-properties/${MISSING_ID}`, { title: 'X' }), message);
    expectNotFound(await outsiderAdmin.api.patch(`/api/v1/metadata-properties/${MISSING_ID}`, { title: 'X' }), message);
  });

  it('is forbidden to annotators and to admins of other workspaces', async () => {
    const property = await server.factory.metadataProperty(dataset);
    expectForbidden(await annotator.api.patch(propertyPath(property), { title: 'X' }));
    expectForbidden(await outsiderAnnotator.api.patch(propertyPath(property), { title: 'X' }));
    expectForbidden(await outsiderAdmin.api.patch(propertyPath(property), { title: 'X' }));
  });

  it('refuses null for non-nullable keys, naming them', async () => {
    const property = await server.factory.metadataProperty(dataset);
    const response = await server.owner.patch(propertyPath(property), { title: null, visible_for_annotators: null });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain(
      'The following keys must have non-null values: title, visible_for_annotators',
    );
  });

  it('validates the title and visibility', async () => {
    const property = await server.factory.metadataProperty(dataset);
    expectInvalid(await server.owner.patch(propertyPath(property), { title: '' }), ['body', 'title']);
    expectInvalid(await server.owner.patch(propertyPath(property), { title: 't'.repeat(501) }), ['body', 'title']);
    expectInvalid(await server.owner.patch(propertyPath(property), { visible_for_annotators: 1 }), [
      'body',
      'visible_for_annotators',
    ]);
  });

  it('updates the title and visibility', async () => {
    const property = await server.factory.metadataProperty(dataset);
    const response = await admin.api.patch(propertyPath(property), { title: 'New title', visible_for_annotators: false });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      ...property,
      title: 'New title',
      visible_for_annotators: false,
      updated_at: response.body.updated_at,
    });
    expectTimestamp(response.body.updated_at);
    expect(response.body.updated_at >= property.updated_at).toBe(true);
  });

  it('keeps the current visibility when the key is omitted', async () => {
    const shown = await server.factory.metadataProperty(dataset, { visible_for_annotators: true });
    const shownResponse = await server.owner.patch(propertyPath(shown), { title: 'Still shown' });
    expect(shownResponse.status).toBe(200);
    expect(shownResponse.body).toMatchObject({ title: 'Still shown', visible_for_annotators: true });
    const hidden = await server.factory.metadataProperty(dataset, { visible_for_annotators: false });
    const hiddenResponse = await server.owner.patch(propertyPath(hidden), { title: 'Still hidden' });
    expect(hiddenResponse.status).toBe(200);
    expect(hiddenResponse.body).toMatchObject({ title: 'Still hidden', visible_for_annotators: false });
    const listed = (await annotator.api.get(listPath(dataset))).body.items.map((item: { id: string }) => item.id);
    expect(listed).toContain(shown.id);
    expect(listed).not.toContain(hidden.id);
  });

  it('ignores settings and names: only the title and visibility change', async () => {
    const property = await server.factory.metadataProperty(dataset, { settings: { type: 'integer', min: 0, max: 5 } });
    const response = await server.owner.patch(propertyPath(property), {
      name: 'renamed',
      settings: { type: 'integer', min: 1, max: 9 },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ name: property.name, settings: { type: 'integer', min: 0, max: 5 } });
  });

  it('accepts the full object the server returned, as the SDK sends it', async () => {
    const property = await server.factory.metadataProperty(dataset, { settings: { type: 'float', min: 0.1, max: 0.9 } });
    const response = await server.owner.patch(propertyPath(property), { ...property, title: 'From the SDK', type: 'float' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ ...property, title: 'From the SDK', updated_at: response.body.updated_at });
  });

  it('updates properties of a published dataset', async () => {
    const ready = await published();
    const property = await server.factory.metadataProperty(ready);
    const response = await server.owner.patch(propertyPath(property), { title: 'Published', visible_for_annotators: false });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Published', visible_for_annotators: false });
  });
});

describe('DELETE /api/v1/metadata-properties/{metadata_property_id}', () => {
  it('needs credentials', async () => {
    const property = await server.factory.metadataProperty(await draft());
    expectUnauthorized(await server.api.delete(propertyPath(property)));
  });

  it('rejects a malformed id and answers 404 for an unknown one', async () => {
    expectInvalid(await server.owner.delete('/api/v1/metadata-properties/nope'), ['path', 'metadata_property_id']);
    expectNotFound(
      await server.owner.delete(`/api/v1/metadata-properties/${MISSING_ID}`),
      `MetadataProperty with id \`${MISSING_ID}\` not found`,
    );
  });

  it('is forbidden to annotators and to admins of other workspaces', async () => {
    const property = await server.factory.metadataProperty(await draft());
    expectForbidden(await annotator.api.delete(propertyPath(property)));
    expectForbidden(await outsiderAnnotator.api.delete(propertyPath(property)));
    expectForbidden(await outsiderAdmin.api.delete(propertyPath(property)));
    expect((await server.owner.get(listPath({ id: property.dataset_id }))).body.items).toEqual([property]);
  });

  it('deletes a property, returning it, on draft and published datasets alike', async () => {
    for (const dataset of [await draft(), await published()]) {
      const kept = await server.factory.metadataProperty(dataset);
      for (const caller of [server.owner, admin.api]) {
        const property = await server.factory.metadataProperty(dataset, { visible_for_annotators: false });
        const response = await caller.delete(propertyPath(property));
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(response.body).toEqual(property);
        expectNotFound(await caller.delete(propertyPath(property)), `MetadataProperty with id \`${property.id}\` not found`);
      }
      expect((await server.owner.get(listPath(dataset))).body.items).toEqual([kept]);
    }
  });

  it('frees the name for a new property', async () => {
    const dataset = await draft();
    const property = await server.factory.metadataProperty(dataset);
    expect((await server.owner.delete(propertyPath(property))).status).toBe(200);
    const again = await server.owner.post(createPath(dataset), newProperty({ name: property.name }));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
