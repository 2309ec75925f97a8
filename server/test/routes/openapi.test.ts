import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendPartOfBody } from '../helpers/early-answers.js';
import { expectConflict, expectInvalid } from '../helpers/expectations.js';
import { adminSearchPath, createPlainRecords, makeRecordsDataset, mySearchPath, recordsPath } from '../helpers/records-fixtures.js';
import { pathWith, seedOneOfEach } from '../helpers/one-of-each.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * The served OpenAPI document against the server: where a fuzzer found the document looser than the server
 * (or the server looser than the document), both now say the same.
 */

let server: TestServer;
let document: any;
let dataset: { id: string; workspace_id: string };

beforeAll(async () => {
  // Uploads below the 200 MiB the 413 check declares: otherwise they would take it, up to the 2 GiB default.
  server = await startTestServer({ GLOSS_MAX_IMPORT_BYTES: String(100 * 1024 * 1024) });
  document = (await server.api.get('/api/v1/openapi.json')).body;
  dataset = await makeRecordsDataset(server, { workspace: await server.factory.workspace() });
  await createPlainRecords(server, dataset, 3);
});
afterAll(() => server.close());

const operation = (path: string, method: string) => document.paths[`/api/v1${path}`][method];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]: [string, any]) =>
    Object.entries(methods).map(([method, definition]: [string, any]) => ({ label: `${method.toUpperCase()} ${path}`, ...definition })),
  );

describe('offset and limit in a query string', () => {
  const pages = [
    { label: 'GET records', send: (query: string) => server.owner.get(`${recordsPath(dataset)}?${query}`) },
    { label: 'POST my search', send: (query: string) => server.owner.post(`${mySearchPath(dataset)}?${query}`, {}) },
    { label: 'POST admin search', send: (query: string) => server.owner.post(`${adminSearchPath(dataset)}?${query}`, {}) },
  ];

  it.each(pages)('$label: whole numbers in decimal digits only, each refusal naming the parameter', async ({ send }) => {
    // Each of these once read as a number: 1000, 16, 5, 1.5 (then refused as a fraction), 3 and 0.
    for (const value of ['1e3', '0x10', '%205', '1.5', '%2B3', '']) {
      expectInvalid(await send(`offset=${value}`), ['query', 'offset']);
      expectInvalid(await send(`limit=${value}`), ['query', 'limit']);
    }
    const page = await send('offset=1&limit=1');
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBe(3);
  });

  it('are documented as integers with their bounds', () => {
    const parameters = operation('/datasets/{dataset_id}/records', 'get').parameters;
    expect(parameters.find((parameter: any) => parameter.name === 'offset')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 0, default: 0 },
    });
    expect(parameters.find((parameter: any) => parameter.name === 'limit')).toMatchObject({
      schema: { type: 'integer', minimum: 1, maximum: 1000, default: 50 },
    });
  });
});

describe('keys an update may omit but not send as null', () => {
  it('are documented without null, and the server refuses null with Argilla’s message', async () => {
    const body = operation('/datasets/{dataset_id}', 'patch').requestBody.content['application/json'].schema;
    expect(body.properties.name).toEqual({ type: 'string', minLength: 1, maxLength: 200 });
    expect(body.properties.guidelines.anyOf).toContainEqual({ type: 'null' });
    const vectors = await server.factory.vectorSettings(dataset);
    const title = operation('/vectors-settings/{vector_settings_id}', 'patch').requestBody.content['application/json'].schema;
    expect(title.properties.title).not.toHaveProperty('anyOf');
    const refused = await server.owner.patch(`/api/v1/vectors-settings/${vectors.id}`, { title: null });
    expectInvalid(refused, ['body']);
    expect(refused.body.detail.params.errors[0].msg).toBe('The following keys must have non-null values: title');
  });
});

describe('documented statuses', () => {
  it('sign-in answers 401 for wrong credentials and 429 when throttled', async () => {
    expect(Object.keys(operation('/token', 'post').responses)).toEqual(expect.arrayContaining(['201', '401', '422', '429']));
    const wrong = await server.api.request('POST', '/api/v1/token', { form: { username: 'owner', password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
  });

  it('a workspace with datasets answers 409 to its deletion', async () => {
    expect(operation('/workspaces/{workspace_id}', 'delete').responses).toHaveProperty('409');
    expectConflict(await server.owner.delete(`/api/v1/workspaces/${dataset.workspace_id}`));
  });

  it('every operation with a body documents 413 and 415, and a body of another type is a 415', async () => {
    const withBody = operations().filter((definition) => definition.requestBody);
    expect(withBody.length).toBeGreaterThan(20);
    for (const definition of withBody) expect(Object.keys(definition.responses), definition.label).toEqual(expect.arrayContaining(['413', '415', '422']));
    const response = await server.owner.request('POST', '/api/v1/workspaces', { raw: { body: '<name>x</name>', contentType: 'application/xml' } });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ detail: expect.any(String) });
    // Plain text too (what fetch sends for a string body without a type), JSON inside or not.
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8']) {
      const text = await server.owner.request('POST', '/api/v1/workspaces', { raw: { body: '{"name": "from-text"}', contentType } });
      expect(text.status, JSON.stringify(text.body)).toBe(415);
      expect(text.body).toEqual({ detail: `Unsupported content type: ${contentType}` });
    }
  });

  it("a business rule's 422 may carry a code, and the document says so", () => {
    const [schema] = Object.values(operation('/datasets/{dataset_id}', 'patch').responses['422'].content) as any[];
    expect(schema.schema.oneOf).toContainEqual(expect.objectContaining({ required: ['code', 'message'] }));
  });
});

describe('413, a body over the limit', () => {
  it('is answered by every operation a body can be sent to exactly as the document describes it, before the body is read', async () => {
    const { ids, cast } = await seedOneOfEach(server);
    // Each as someone it lets in: the owner, but a comment only its author (the annotator) may edit.
    const callerOf = (label: string) => (label === 'PATCH /api/v1/comments/{comment_id}' ? cast.annotator.apiKey : server.ownerUser.apiKey);
    // Those that take no body are sent one too: the server reads a little of it, and says 413 beyond.
    const withBody = operations().filter((definition) => definition.responses['413']);
    expect(withBody.filter((definition) => definition.requestBody).length).toBeGreaterThan(30);
    expect(withBody.filter((definition) => !definition.requestBody).length).toBeGreaterThan(20);
    for (const definition of withBody) {
      const [method, path] = definition.label.split(' ');
      // 200 MiB declared (over every limit), 64 KiB sent: the answer comes without the rest.
      const answer = await sendPartOfBody(server, method, pathWith(ids, path), {
        declaredBytes: 200 * 1024 * 1024,
        sentBytes: 64 * 1024,
        headers: { 'x-argilla-api-key': callerOf(definition.label), 'content-type': Object.keys(definition.requestBody?.content ?? { 'application/json': null })[0] },
      });
      expect(answer.status, definition.label).toBe(413);
      const documented = definition.responses['413'].content;
      expect(Object.keys(documented), definition.label).toEqual(['application/json']);
      expect(answer.headers['content-type'], definition.label).toMatch(/^application\/json\b/);
      const shape = z.fromJSONSchema(documented['application/json'].schema);
      expect(shape.safeParse(answer.body).success, `${definition.label}: ${JSON.stringify(answer.body)}`).toBe(true);
      expect(answer.body.detail, definition.label).toMatch(/^The request body is larger than the limit of \d+ bytes$/);
    }
  });
});
