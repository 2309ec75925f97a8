import { type Endpoint, type EndpointName, endpoints } from '@gloss/contract';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLargeBody, sendPartOfBody } from '../helpers/early-answers.js';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound } from '../helpers/expectations.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import { pathWith, seedOneOfEach } from '../helpers/one-of-each.js';
import { type RecordsDataset, createPlainRecords } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Who may call an endpoint that reads a body is decided before the body is read: a caller the call refuses
 * gets 403 (or 404 for what the path names, where Argilla says so first) while most of the body is still
 * unsent, and the server has taken next to nothing of it off the connection.
 */

const MiB = 1024 * 1024;

let server: TestServer;
let cast: Cast;
let reviewer: MadeUser;
/** An admin of no workspace: can create a dataset nowhere. */
let lonelyAdmin: MadeUser;
let dataset: RecordsDataset;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  ({ cast, reviewer, dataset, ids } = await seedOneOfEach(server));
  lonelyAdmin = await server.factory.user('admin');
});
afterAll(() => server.close());

type Who = 'owner' | 'admin' | 'annotator' | 'reviewer' | 'outsiderAdmin' | 'outsiderAnnotator' | 'lonelyAdmin';
const EVERYONE: Who[] = ['owner', 'admin', 'annotator', 'reviewer', 'outsiderAdmin', 'outsiderAnnotator', 'lonelyAdmin'];
const OWNERS: Who[] = ['owner'];
/** Owners, and admins of the dataset's workspace. */
const MANAGERS: Who[] = ['owner', 'admin'];
const MEMBERS: Who[] = ['owner', 'admin', 'annotator', 'reviewer'];

/** Per endpoint group, who may call each endpoint that reads a body; everyone else is refused before it. */
const MAY_CALL: Partial<Record<EndpointName, Who[]>> = {
  // users, workspaces, webhooks: owners
  createUser: OWNERS,
  updateUser: OWNERS,
  replaceUser: OWNERS,
  createWorkspace: OWNERS,
  addWorkspaceUser: OWNERS,
  createWebhook: OWNERS,
  updateWebhook: OWNERS,
  // a dataset's workspace is in the body: anyone who manages some workspace gets that far
  createDataset: ['owner', 'admin', 'outsiderAdmin'],
  // a dataset and its settings: its managers
  updateDataset: MANAGERS,
  createField: MANAGERS,
  updateField: MANAGERS,
  createQuestion: MANAGERS,
  updateQuestion: MANAGERS,
  createMetadataProperty: MANAGERS,
  updateMetadataProperty: MANAGERS,
  createVectorSettings: MANAGERS,
  updateVectorSettings: MANAGERS,
  // records, their suggestions, exports, assignments, reviewers: the dataset's managers
  createRecords: MANAGERS,
  upsertRecords: MANAGERS,
  updateRecord: MANAGERS,
  searchRecords: MANAGERS,
  upsertRecordSuggestion: MANAGERS,
  exportRecords: MANAGERS,
  createRecordsExportLink: MANAGERS,
  splitAssignments: MANAGERS,
  assignMatching: MANAGERS,
  updateReviewers: MANAGERS,
  // annotating: the workspace's members
  searchMyRecords: MEMBERS,
  createResponse: MEMBERS,
  createRecordComment: MEMBERS,
  // a response: its author and the dataset's managers; a comment: its author only
  updateResponse: ['owner', 'admin', 'annotator'],
  updateComment: ['annotator'],
  // reviewing: managers and listed reviewers
  searchReviewRecords: ['owner', 'admin', 'reviewer'],
  validateRecord: ['owner', 'admin', 'reviewer'],
  // each item of a bulk of answers names its record and is checked on its own
  upsertMyResponses: EVERYONE,
  // a look at the Hub before an import: anyone who may make a dataset somewhere
  lookUpHubDataset: ['owner', 'admin', 'outsiderAdmin'],
  previewHubSplit: ['owner', 'admin', 'outsiderAdmin'],
  // imports and exports: the dataset's managers
  importFromHub: MANAGERS,
  importFromUpload: MANAGERS,
  exportToHub: MANAGERS,
};

/** Who may upload a file to import: anyone who may make a dataset somewhere. */
const MAY_UPLOAD: Who[] = ['owner', 'admin', 'outsiderAdmin'];

const withBody = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(([, definition]) => definition.auth && definition.body);
const keyOf = (who: Who) => (who === 'owner' ? server.ownerUser.apiKey : who === 'reviewer' ? reviewer.apiKey : who === 'lonelyAdmin' ? lonelyAdmin.apiKey : cast[who].apiKey);
const apiOf = (who: Who) => server.api.as({ apiKey: keyOf(who) });

describe('every endpoint that reads a body', () => {
  it('is in the table of who may call it', () => {
    expect(Object.keys(MAY_CALL).sort()).toEqual(withBody.map(([name]) => name).sort());
  });

  describe.each(withBody)('%s', (name, definition) => {
    it.each(EVERYONE)('as %s', async (who) => {
      const path = pathWith(ids, definition.path);
      if (MAY_CALL[name]!.includes(who)) {
        // Let in: the body is read and parsed (and found broken).
        const response = await apiOf(who).request(definition.method, path, { raw: { body: '[', contentType: 'application/json' } });
        expectInvalid(response, ['body']);
        return;
      }
      // Refused with 100 MiB declared and 64 KiB sent: only an answer given without the body comes at all.
      const refused = await sendPartOfBody(server, definition.method, path, {
        declaredBytes: 100 * MiB,
        sentBytes: 64 * 1024,
        headers: { 'x-argilla-api-key': keyOf(who) },
      });
      expectForbidden(refused);
      expect(refused.headers.connection).toBe('close');
    });
  });
});

describe('an upload', () => {
  it.each(EVERYONE)('as %s is refused before its file is read, or let in', async (who) => {
    if (MAY_UPLOAD.includes(who)) {
      // Let in: the call's query is parsed (and found lacking) before the file is read.
      const response = await apiOf(who).request('POST', '/api/v1/uploads', { raw: { body: 'text\nx\n', contentType: 'application/octet-stream' } });
      expectInvalid(response, ['query', 'filename']);
      return;
    }
    const refused = await sendPartOfBody(server, 'POST', '/api/v1/uploads?filename=rows.csv', {
      declaredBytes: 100 * MiB,
      sentBytes: 64 * 1024,
      headers: { 'x-argilla-api-key': keyOf(who), 'content-type': 'application/octet-stream' },
    });
    expectForbidden(refused);
    expect(refused.headers.connection).toBe('close');
  });
});

describe('the order of the early answers', () => {
  it('is Argilla’s: what the path names is looked up first (404), except where the role is checked first', async () => {
    const early = (method: string, path: string, who: Who) =>
      sendPartOfBody(server, method, path, { declaredBytes: 100 * MiB, sentBytes: 64 * 1024, headers: { 'x-argilla-api-key': keyOf(who) } });
    expectNotFound(await early('PUT', `/api/v1/datasets/${MISSING_ID}/records/bulk`, 'annotator'), `Dataset with id \`${MISSING_ID}\` not found`);
    expectNotFound(await early('PATCH', `/api/v1/questions/${MISSING_ID}`, 'outsiderAdmin'), `Question with id \`${MISSING_ID}\` not found`);
    expectNotFound(await early('PATCH', `/api/v1/webhooks/${MISSING_ID}`, 'annotator'), `Webhook with id \`${MISSING_ID}\` not found`);
    // Users are authorised before they are looked up (Argilla's order): 403 for an unknown one too.
    expectForbidden(await early('PATCH', `/api/v1/users/${MISSING_ID}`, 'admin'));
    // A path that is not an id is refused as the handler would refuse it, still before the body.
    expectInvalid(await early('PUT', '/api/v1/datasets/not-an-id/records/bulk', 'annotator'), ['path', 'dataset_id']);
  });
});

describe('what the server reads of a refused body', () => {
  it('is next to nothing, however much was sent, for 24 requests at once', async () => {
    // Each client writes 2 MiB of a declared 100 MiB at once; the server answers without taking it in.
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        sendPartOfBody(server, 'PUT', `/api/v1/datasets/${dataset.id}/records/bulk`, {
          declaredBytes: 100 * MiB,
          sentBytes: 2 * MiB,
          headers: { 'x-argilla-api-key': cast.annotator.apiKey },
        }),
      ),
    );
    for (const refused of answers) {
      expectForbidden(refused);
      expect(refused.readByServer).toBeLessThan(512 * 1024);
    }
  });
});

/**
 * Sends the request line and headers of a call that announces its body with `Expect: 100-continue` (curl
 * does past 1 MiB) and resolves with the first status the server answers, before any of the body is sent;
 * then sends `body`, when given, and resolves `final` with the status after it.
 */
function sendExpectingContinue(method: string, path: string, apiKey: string, body: string) {
  return new Promise<{ first: number; final: number | null }>((resolve, reject) => {
    const socket = connect(Number(new URL(server.api.baseUrl).port), '127.0.0.1');
    let received = '';
    let first: number | null = null;
    socket.on('error', reject);
    socket.on('data', (data) => {
      received += data.toString('latin1');
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      if (first === null && statuses.length > 0) {
        first = statuses[0]!;
        if (first === 100) socket.write(body);
        else return (socket.destroy(), resolve({ first, final: null }));
      }
      if (first === 100 && statuses.length > 1) (socket.destroy(), resolve({ first, final: statuses[1]! }));
    });
    socket.write(
      [`${method} ${path} HTTP/1.1`, 'Host: gloss', `X-Argilla-Api-Key: ${apiKey}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, 'Expect: 100-continue', '', ''].join('\r\n'),
    );
  });
}

describe('a call that waits for 100 Continue before sending its body', () => {
  it('is told to go on only once the server would read the body, and refused without it otherwise', async () => {
    const body = JSON.stringify({ items: [{ fields: { text: 'sent after 100 Continue' } }] });
    const path = `/api/v1/datasets/${dataset.id}/records/bulk`;
    expect(await sendExpectingContinue('POST', path, keyOf('annotator'), body)).toEqual({ first: 403, final: null });
    expect(await sendExpectingContinue('POST', path, 'not-a-key', body)).toEqual({ first: 401, final: null });
    expect(await sendExpectingContinue('POST', `/api/v1/datasets/${MISSING_ID}/records/bulk`, keyOf('owner'), body)).toEqual({ first: 404, final: null });
    expect(await sendExpectingContinue('POST', path, keyOf('admin'), body)).toEqual({ first: 100, final: 201 });
    expect(await sendExpectingContinue('POST', '/api/v1/token', '', 'username=owner&password=x')).toMatchObject({ first: 100 });
    // Over the endpoint's own limit, or the annotator's, it is refused as declared.
    expect(await sendExpectingContinue('DELETE', `/api/v1/datasets/${MISSING_ID}`, keyOf('owner'), 'x'.repeat(20 * 1024))).toEqual({ first: 413, final: null });
    expect(await sendExpectingContinue('POST', '/api/v1/me/responses/bulk', keyOf('annotator'), ' '.repeat(17 * MiB))).toEqual({ first: 413, final: null });
  });
});

describe("the caller's role's body limit", () => {
  const bulk = '/api/v1/me/responses/bulk';

  it('holds an annotator’s bulk of answers to 16 MiB, declared or chunked, and leaves admins the configured maximum', async () => {
    const declared = await sendPartOfBody(server, 'POST', bulk, { declaredBytes: 20 * MiB, sentBytes: 64 * 1024, headers: { 'x-argilla-api-key': cast.annotator.apiKey } });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ detail: 'The request body is larger than the limit of 16777216 bytes' });
    expect(declared.headers.connection).toBe('close');

    const chunked = await sendLargeBody(server, 'POST', bulk, null, { 'x-argilla-api-key': cast.annotator.apiKey, 'transfer-encoding': 'chunked' });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toEqual({ detail: 'The request body is larger than the limit of 16777216 bytes' });
    expect(chunked.sentBytes).toBeGreaterThanOrEqual(16 * MiB);

    const admin = await sendPartOfBody(server, 'POST', bulk, { declaredBytes: 101 * MiB, sentBytes: 64 * 1024, headers: { 'x-argilla-api-key': cast.admin.apiKey } });
    expect(admin.status).toBe(413);
    expect(admin.body).toEqual({ detail: 'The request body is larger than the limit of 104857600 bytes' });
  });

  it('lets an annotator send a bulk within it', async () => {
    const records = await createPlainRecords(server, dataset, 3);
    const text = 'x'.repeat(100_000);
    const items = records.map((record) => ({ record_id: record.id, status: 'submitted', values: { label: { value: 'positive' }, comment: { value: text } } }));
    const response = await cast.annotator.api.post(bulk, { items });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
    expect(response.body.items.map((item: any) => item.error)).toEqual([null, null, null]);
  });
});

/**
 * Sends 2 MiB of a body declared as `declaredBytes` (or chunked, when null) and resolves with the answer
 * once the server has closed the connection; a server that keeps it to read the rest never does.
 */
function sendPartOfBodyAndWaitForClose(method: string, path: string, declaredBytes: number | null, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const request = httpRequest(new URL(path, server.api.baseUrl), {
      method,
      headers: { 'content-type': 'application/json', ...(declaredBytes === null ? {} : { 'content-length': String(declaredBytes) }), ...headers },
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    request.on('response', (response) => {
      response.resume();
      request.socket?.on('close', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.write(Buffer.alloc(2 * MiB, 0x20));
  });
}

describe('a call that takes no body', () => {
  it('reads none larger than 16 KiB (413 before it is read), and ignores a small one', async () => {
    const refused = await sendPartOfBody(server, 'DELETE', `/api/v1/datasets/${MISSING_ID}`, {
      declaredBytes: 50 * MiB,
      sentBytes: 64 * 1024,
      headers: { 'x-argilla-api-key': cast.annotator.apiKey },
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ detail: 'The request body is larger than the limit of 16384 bytes' });
    const ignored = await server.owner.request('PUT', `/api/v1/datasets/${dataset.id}/publish`, { json: {} });
    expect(ignored.status, JSON.stringify(ignored.body)).toBe(422);
    expect(ignored.body).toEqual({ detail: 'Dataset has already been published' });
  });

  it('takes an empty body sent as JSON for none, as a client that types every request JSON sends', async () => {
    const empty = { raw: { body: '', contentType: 'application/json' } };
    const publish = await server.owner.request('PUT', `/api/v1/datasets/${dataset.id}/publish`, empty);
    expect(publish.body).toEqual({ detail: 'Dataset has already been published' });
    const [record] = await createPlainRecords(server, dataset, 1);
    const flag = await cast.annotator.api.request('PUT', `/api/v1/records/${record.id}/flag`, empty);
    expect(flag.status, JSON.stringify(flag.body)).toBe(200);
    expect((await cast.annotator.api.request('DELETE', `/api/v1/records/${record.id}/flag`, empty)).status).toBe(200);
    // A call that needs a body says it is missing.
    const workspace = await server.owner.request('POST', '/api/v1/workspaces', empty);
    expect(workspace.status).toBe(422);
    expect(workspace.body.detail.params.errors).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required' }]);
  });

  it('is answered without a large body sent to it being drained, on a GET too, whose body is never read', async () => {
    // The answer comes at once; the connection then closes, where keeping it would read the rest to the end.
    for (const [method, path] of [
      ['GET', '/api/v1/me'],
      ['GET', `/api/v1/datasets/${dataset.id}/records`],
      ['HEAD', '/api/v1/status'],
    ]) {
      for (const declaredBytes of [1024 * MiB, null]) {
        const headers = { 'x-argilla-api-key': server.ownerUser.apiKey, ...(declaredBytes === null ? { 'transfer-encoding': 'chunked' } : {}) };
        const answer = await sendPartOfBodyAndWaitForClose(method, path, declaredBytes, headers);
        expect(answer.status, `${method} ${path}`).toBe(200);
        expect(answer.headers.connection, `${method} ${path}`).toBe('close');
      }
    }
  });
});
