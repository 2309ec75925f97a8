import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { registerAccount } from '../../src/features/users/service.js';
import { API_POLICY } from '../../src/http/content-security-policy.js';
import type { ApiClient } from '../helpers/client.js';
import { createTestDatabase } from '../helpers/database.js';
import { type Cast, Factory, unique } from '../helpers/factories.js';
import { startInstance } from '../helpers/instances.js';
import { OWNER_PASSWORD, type TestServer, startTestServer } from '../helpers/server.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** One sample of a scrape: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const METRIC_NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const VALUE = '(?:[+-]?(?:\\d+\\.?\\d*(?:[eE][+-]?\\d+)?|\\.\\d+(?:[eE][+-]?\\d+)?)|[+-]?Inf|NaN)';
const SAMPLE_LINE = new RegExp(`^(${METRIC_NAME})(?:\\{((?:${LABEL})(?:,(?:${LABEL}))*,?)?\\})? (${VALUE})(?: -?\\d+)?$`);
const HELP_LINE = new RegExp(`^# HELP (${METRIC_NAME}) (?:[^\\\\\\n]|\\\\[\\\\n])*$`);
const TYPE_LINE = new RegExp(`^# TYPE (${METRIC_NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] };

function unescapeLabel(value: string): string {
  return value.replace(/\\(["\\n])/g, (_, character: string) => (character === 'n' ? '\n' : character));
}

/**
 * Reads a scrape as Prometheus's text format 0.0.4 says, failing on any line it does not allow: HELP and
 * TYPE lines, each family typed once and before its samples, samples of a typed family only (a histogram's
 * with its suffixes), well-formed names, quoted and escaped label values, numeric values.
 */
function parseExposition(text: string): Sample[] {
  expect(text.endsWith('\n')).toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = TYPE_LINE.exec(line);
      if (type) {
        expect(types.has(type[1]), `${type[1]} typed twice`).toBe(false);
        types.set(type[1], type[2]);
        continue;
      }
      expect(line, 'a HELP or TYPE line').toMatch(HELP_LINE);
      continue;
    }
    const match = SAMPLE_LINE.exec(line);
    expect(match, `not a sample line: ${line}`).not.toBeNull();
    const [, name, labelText = '', value] = match!;
    const family = [...types.keys()].find((typed) => (SUFFIXES[types.get(typed)!] ?? ['']).some((suffix) => name === typed + suffix));
    expect(family, `${name} has no TYPE line before it`).toBeDefined();
    const labels: Record<string, string> = {};
    for (const [, key, raw] of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      expect(labels[key], `label ${key} twice in ${line}`).toBeUndefined();
      labels[key] = unescapeLabel(raw);
    }
    samples.push({ name, labels, value: Number(value.replace(/^\+/, '')) });
  }
  return samples;
}

function find(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string>): number | undefined {
  const found = find(samples, name, labels);
  expect(found.length, `${name} ${JSON.stringify(labels)} once`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

async function scrape(api: ApiClient): Promise<Sample[]> {
  const response = await api.get('/metrics');
  expect(response.status, String(response.body)).toBe(200);
  expect(response.headers.get('content-type')).toBe(CONTENT_TYPE);
  return parseExposition(response.body as string);
}

/** A job as the jobs table holds one, never claimed (the servers here run no jobs). */
function jobRow(datasetId: string, createdBy: string, kind: string, status: string) {
  const at = new Date().toISOString();
  return {
    id: randomUUID(), kind, dataset_id: datasetId, created_by: createdBy, status, params: '{}', secret: null,
    rows_read: 0, rows_written: 0, rows_refused: 0, rows_total: null, refused_rows: '[]', checkpoint: null, error: null, url: null,
    cancel_requested: 0, lease_token: null, lease_until: null, run_started_at: null, run_started_rows: 0,
    inserted_at: at, updated_at: at, started_at: null, finished_at: null,
  };
}

function expectApiHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toBe(API_POLICY);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('same-origin');
}

describe('GET /metrics with a token configured', () => {
  let server: TestServer;
  let cast: Cast;
  const logLines: string[] = [];
  const byToken = () => server.api.as({ token: TOKEN });

  beforeAll(async () => {
    server = await startTestServer({ GLOSS_METRICS_TOKEN: TOKEN, GLOSS_JOB_WORKERS: '0' }, { logLines });
    cast = await server.factory.cast();
  });
  afterAll(() => server.close());

  it('answers the token and owners only: 401 without credentials or with a wrong token, 403 to admins and annotators', async () => {
    const none = await server.api.get('/metrics');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: { code: 'argilla.api.errors::UnauthorizedError', params: { detail: 'Could not validate credentials' } } });
    expectApiHeaders(none.headers);
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(0, -1), 'short', TOKEN.toUpperCase()]) {
      const refused = await server.api.get('/metrics', { as: { token: wrong } });
      expect(refused.status, wrong).toBe(401);
      expect(refused.body.detail.code).toBe('argilla.api.errors::UnauthorizedError');
    }
    expect((await server.api.get('/metrics', { as: { apiKey: 'not-a-key' } })).status).toBe(401);
    // The token is a bearer token, not an API key.
    expect((await server.api.get('/metrics', { as: { apiKey: TOKEN } })).status).toBe(401);
    for (const user of [cast.admin, cast.annotator, cast.outsiderAdmin]) {
      const refused = await user.api.get('/metrics');
      expect(refused.status, user.role).toBe(403);
      expect(refused.body).toEqual({ detail: { code: 'argilla.api.errors::ForbiddenOperationError', params: { detail: 'Operation not allowed' } } });
      expectApiHeaders(refused.headers);
    }
    const byKey = await server.owner.get('/metrics');
    expect(byKey.status).toBe(200);
    expectApiHeaders(byKey.headers);
    expect(byKey.headers.get('cache-control')).toBe('no-store');
    const signIn = await server.api.request('POST', '/api/v1/token', { form: { username: 'owner', password: OWNER_PASSWORD } });
    expect((await server.api.get('/metrics', { as: { token: signIn.body.access_token } })).status).toBe(200);
    const admin = await server.api.request('POST', '/api/v1/token', { form: { username: cast.admin.username, password: cast.admin.password } });
    expect((await server.api.get('/metrics', { as: { token: admin.body.access_token } })).status).toBe(403);
    const scraped = await byToken().get('/metrics');
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toBe(CONTENT_TYPE);
    expectApiHeaders(scraped.headers);
    expect((await server.api.get('/metrics', { headers: { authorization: `bearer   ${TOKEN}  ` } })).status).toBe(200);
  });

  it('answers HEAD as GET, and other methods 405', async () => {
    expect((await byToken().request('HEAD', '/metrics')).status).toBe(200);
    expect((await server.api.request('HEAD', '/metrics')).status).toBe(401);
    const posted = await byToken().post('/metrics', {});
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toContain('GET');
  });

  it('counts requests by route pattern and status, with their latency, never by the path they named', async () => {
    const dataset = await server.factory.dataset({ published: true });
    const missing = randomUUID();
    for (let round = 0; round < 3; round += 1) expect((await server.owner.get(`/api/v1/datasets/${dataset.id}/records`)).status).toBe(200);
    expect((await server.owner.get(`/api/v1/datasets/${missing}/records`)).status).toBe(404);
    expect((await server.api.get(`/api/v1/datasets/${dataset.id}/records`)).status).toBe(401);
    expect((await server.owner.get(`/api/v1/nothing-here/${missing}`)).status).toBe(404);
    expect((await server.owner.get(`/api/v1/nothing-here/${randomUUID()}?x=${randomUUID()}`)).status).toBe(404);
    await server.api.get(`/dataset/${dataset.id}/annotation-mode`);

    const samples = await scrape(byToken());
    const route = '/api/v1/datasets/:dataset_id/records';
    expect(valueOf(samples, 'gloss_http_requests_total', { method: 'GET', route, status: '200' })).toBe(3);
    expect(valueOf(samples, 'gloss_http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
    expect(valueOf(samples, 'gloss_http_requests_total', { method: 'GET', route, status: '401' })).toBe(1);
    expect(valueOf(samples, 'gloss_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
    expect(valueOf(samples, 'gloss_http_request_duration_seconds_count', { method: 'GET', route })).toBe(5);
    expect(valueOf(samples, 'gloss_http_request_duration_seconds_bucket', { method: 'GET', route, le: '+Inf' })).toBe(5);
    expect(valueOf(samples, 'gloss_http_request_duration_seconds_sum', { method: 'GET', route })).toBeGreaterThan(0);
    // The buckets only grow.
    const buckets = find(samples, 'gloss_http_request_duration_seconds_bucket', { method: 'GET', route }).map((sample) => sample.value);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));

    const routes = new Set(samples.filter((sample) => sample.labels.route !== undefined).map((sample) => sample.labels.route));
    expect(routes).toContain('unmatched');
    expect(routes).toContain('/*');
    for (const label of routes) {
      expect(label, 'a route label holds no id').not.toMatch(UUID);
      expect(label).not.toContain('?');
      expect(label === 'unmatched' || label.startsWith('/'), label).toBe(true);
    }
  });

  it('times the database: what statements waited and ran for', async () => {
    const samples = await scrape(byToken());
    for (const name of ['gloss_db_wait_duration_seconds', 'gloss_db_query_duration_seconds']) {
      expect(valueOf(samples, `${name}_count`, {}), name).toBeGreaterThan(0);
      expect(valueOf(samples, `${name}_bucket`, { le: '+Inf' })).toBe(valueOf(samples, `${name}_count`, {}));
      expect(valueOf(samples, `${name}_sum`, {})).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports the process: memory, event-loop delay, heap, and what this instance runs', async () => {
    const samples = await scrape(byToken());
    expect(valueOf(samples, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(find(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
    expect(find(samples, 'gloss_info', { engine: process.env.GLOSS_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite' })[0]?.value).toBe(1);
  });

  it('reports jobs by kind and status, as the database holds them', async () => {
    const dataset = await server.factory.dataset();
    const before = await scrape(byToken());
    expect(valueOf(before, 'gloss_jobs', { kind: 'import', status: 'failed' })).toBe(0);
    expect(valueOf(before, 'gloss_jobs', { kind: 'export', status: 'queued' })).toBe(0);
    const job = (kind: string, status: string) => jobRow(dataset.id, server.ownerUser.id, kind, status);
    await server.db
      .insertInto('jobs')
      .values([job('import', 'queued'), job('import', 'queued'), job('import', 'failed'), job('export', 'finished'), job('import', 'started')])
      .execute();
    const after = await scrape(byToken());
    expect(valueOf(after, 'gloss_jobs', { kind: 'import', status: 'queued' })).toBe(2);
    expect(valueOf(after, 'gloss_jobs', { kind: 'import', status: 'failed' })).toBe(1);
    expect(valueOf(after, 'gloss_jobs', { kind: 'import', status: 'started' })).toBe(1);
    expect(valueOf(after, 'gloss_jobs', { kind: 'export', status: 'finished' })).toBe(1);
    expect(valueOf(after, 'gloss_jobs', { kind: 'export', status: 'queued' })).toBe(0);
    expect(valueOf(after, 'gloss_metrics_source_up', { source: 'jobs' })).toBe(1);
  });

  it('reports webhook deliveries by webhook and status, as the database holds them', async () => {
    const at = new Date().toISOString();
    const webhook = (id: string) => ({
      id, url: 'https://example.com/hook', secret: 'c2VjcmV0', events: '["record.created"]', enabled: 0, description: null,
      inserted_at: at, updated_at: at,
      // Held by "another instance" for good: this one's worker never sends these deliveries.
      lease_until: '9999-01-01T00:00:00', lease_token: 'elsewhere',
    });
    const [busy, quiet] = [randomUUID(), randomUUID()];
    await server.db.insertInto('webhooks').values([webhook(busy), webhook(quiet)]).execute();
    const delivery = (status: 'pending' | 'delivered' | 'failed') => ({
      id: randomUUID(), webhook_id: busy, event_seq: 1, event: 'record.created', message_id: randomUUID(), status,
      next_attempt_at: status === 'pending' ? '9999-01-01T00:00:00' : null, retry_from: at, inserted_at: at,
    });
    await server.db.insertInto('webhook_deliveries').values([delivery('pending'), delivery('pending'), delivery('pending'), delivery('delivered'), delivery('failed')]).execute();
    const samples = await scrape(byToken());
    expect(valueOf(samples, 'gloss_webhook_deliveries', { webhook_id: busy, status: 'pending' })).toBe(3);
    expect(valueOf(samples, 'gloss_webhook_deliveries', { webhook_id: busy, status: 'delivered' })).toBe(1);
    expect(valueOf(samples, 'gloss_webhook_deliveries', { webhook_id: busy, status: 'failed' })).toBe(1);
    for (const status of ['pending', 'delivered', 'failed']) expect(valueOf(samples, 'gloss_webhook_deliveries', { webhook_id: quiet, status })).toBe(0);
    expect(valueOf(samples, 'gloss_metrics_source_up', { source: 'webhook_deliveries' })).toBe(1);
    await server.db.deleteFrom('webhook_deliveries').where('webhook_id', '=', busy).execute();
    await server.db.deleteFrom('webhooks').where('id', 'in', [busy, quiet]).execute();
    expect(find(await scrape(byToken()), 'gloss_webhook_deliveries', { webhook_id: busy })).toEqual([]);
  });

  it('reports each dataset\'s records and responses by status, named by its workspace and name', async () => {
    const workspace = await server.factory.workspace();
    const name = unique('counted');
    const dataset = await server.factory.dataset({ workspace, name, published: true });
    const fields = (await server.owner.get(`/api/v1/datasets/${dataset.id}/fields`)).body.items;
    const questions = (await server.owner.get(`/api/v1/datasets/${dataset.id}/questions`)).body.items;
    const items = Array.from({ length: 3 }, (_, index) => ({ fields: { [fields[0].name]: `text ${index}` } }));
    expect((await server.owner.post(`/api/v1/datasets/${dataset.id}/records/bulk`, { items })).status).toBe(201);
    const labels = { dataset_id: dataset.id, workspace: workspace.name, dataset: name };
    let samples = await scrape(byToken());
    expect(valueOf(samples, 'gloss_dataset_records', { ...labels, status: 'pending' })).toBe(3);
    expect(valueOf(samples, 'gloss_dataset_records', { ...labels, status: 'completed' })).toBe(0);
    expect(valueOf(samples, 'gloss_dataset_responses', { ...labels, status: 'submitted' })).toBe(0);

    const records = (await server.owner.get(`/api/v1/datasets/${dataset.id}/records`)).body.items;
    const answer = await server.owner.post(`/api/v1/records/${records[0].id}/responses`, { values: { [questions[0].name]: { value: 'yes' } }, status: 'submitted' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const draft = await server.owner.post(`/api/v1/records/${records[1].id}/responses`, { values: { [questions[0].name]: { value: 'no' } }, status: 'draft' });
    expect(draft.status).toBe(201);
    samples = await scrape(byToken());
    expect(valueOf(samples, 'gloss_dataset_responses', { ...labels, status: 'submitted' })).toBe(1);
    expect(valueOf(samples, 'gloss_dataset_responses', { ...labels, status: 'draft' })).toBe(1);
    expect(valueOf(samples, 'gloss_dataset_responses', { ...labels, status: 'discarded' })).toBe(0);
    // One submitted answer completes a record of a dataset that needs one.
    expect(valueOf(samples, 'gloss_dataset_records', { ...labels, status: 'completed' })).toBe(1);
    expect(valueOf(samples, 'gloss_dataset_records', { ...labels, status: 'pending' })).toBe(2);
    expect(valueOf(samples, 'gloss_metrics_source_up', { source: 'datasets' })).toBe(1);

    expect((await server.owner.delete(`/api/v1/datasets/${dataset.id}`)).status).toBe(200);
    expect(find(await scrape(byToken()), 'gloss_dataset_records', { dataset_id: dataset.id })).toEqual([]);
  });

  it('says a part it could not read from the database down and answers the rest, never an error', async () => {
    logLines.length = 0;
    await sql`ALTER TABLE jobs RENAME TO jobs_elsewhere`.execute(server.db);
    try {
      const response = await byToken().get('/metrics');
      expect(response.status).toBe(200);
      const samples = parseExposition(response.body as string);
      expect(valueOf(samples, 'gloss_metrics_source_up', { source: 'jobs' })).toBe(0);
      expect(find(samples, 'gloss_jobs')).toEqual([]);
      expect(valueOf(samples, 'gloss_metrics_source_up', { source: 'datasets' })).toBe(1);
      expect(find(samples, 'gloss_http_requests_total').length).toBeGreaterThan(0);
      expect(logLines.join('\n')).toContain('metrics: could not read jobs from the database');
    } finally {
      await sql`ALTER TABLE jobs_elsewhere RENAME TO jobs`.execute(server.db);
    }
    expect(valueOf(await scrape(byToken()), 'gloss_metrics_source_up', { source: 'jobs' })).toBe(1);
  });

  it('answers scrapes made at once, each whole', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => byToken().get('/metrics')));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(find(parseExposition(answer.body as string), 'gloss_metrics_source_up')).toHaveLength(3);
    }
  });
});

describe('GET /metrics without a token configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers owners only', async () => {
    expect((await server.api.get('/metrics')).status).toBe(401);
    expect((await server.api.get('/metrics', { as: { token: TOKEN } })).status).toBe(401);
    const annotator = await server.factory.user('annotator');
    expect((await annotator.api.get('/metrics')).status).toBe(403);
    const samples = await scrape(server.owner);
    expect(find(samples, 'gloss_http_requests_total').length).toBeGreaterThan(0);
  });

  it('keeps each app\'s counts its own: a second app in the process starts from nothing', async () => {
    const other = await startTestServer();
    try {
      await server.owner.get('/api/v1/me');
      const mine = valueOf(await scrape(server.owner), 'gloss_http_requests_total', { method: 'GET', route: '/api/v1/me', status: '200' });
      expect(mine).toBeGreaterThanOrEqual(1);
      const theirs = await scrape(other.owner);
      expect(find(theirs, 'gloss_http_requests_total', { route: '/api/v1/me' })).toEqual([]);
      // The process's metrics are the process's: both report them.
      expect(valueOf(theirs, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

describe('GET /metrics of several instances over one database', () => {
  it('reports what the database holds on every instance, and each instance\'s own requests', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ ...database.env, GLOSS_METRICS_TOKEN: TOKEN, GLOSS_JOB_WORKERS: '0' });
    const instances = [await startInstance(database.handle, config), await startInstance(database.handle, config)];
    try {
      const owner = await registerAccount(database.handle.db, { username: 'owner', first_name: 'Owner', role: 'owner', password: OWNER_PASSWORD });
      const dataset = await new Factory(instances[0].api.as({ apiKey: owner.api_key })).dataset();
      await database.handle.db.insertInto('jobs').values(jobRow(dataset.id, owner.id, 'import', 'queued')).execute();
      const [first, second] = await Promise.all(instances.map((instance) => scrape(instance.api.as({ token: TOKEN }))));
      for (const samples of [first, second]) {
        expect(valueOf(samples, 'gloss_jobs', { kind: 'import', status: 'queued' })).toBe(1);
        expect(valueOf(samples, 'gloss_dataset_records', { dataset_id: dataset.id, status: 'pending' })).toBe(0);
      }
      expect(valueOf(first, 'gloss_http_requests_total', { method: 'POST', route: '/api/v1/datasets', status: '201' })).toBe(1);
      expect(find(second, 'gloss_http_requests_total', { route: '/api/v1/datasets' })).toEqual([]);
    } finally {
      for (const instance of instances) await instance.close();
      await database.drop();
    }
  });
});
