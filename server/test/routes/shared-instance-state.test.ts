import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { countFailureRows, pruneFailures } from '../../src/features/auth/throttle-repository.js';
import { registerAccount } from '../../src/features/users/service.js';
import type { ApiClient } from '../helpers/client.js';
import { TestClock } from '../helpers/clock.js';
import { TEST_ENGINE, type TestDatabase, createTestDatabase } from '../helpers/database.js';
import { expectUnauthorized } from '../helpers/expectations.js';
import { exportLinksPath, fetchRaw } from '../helpers/export-files.js';
import { type Cast, Factory } from '../helpers/factories.js';
import { type Instance, startInstance } from '../helpers/instances.js';
import { eventually } from '../helpers/webhook-target.js';

/**
 * Two instances on one database behave as one: sign-in failures are counted once for both, a one-time
 * download link is good once on either, and an agreement report computed on one is answered by the other
 * until an answer changes, on either. On PostgreSQL the second instance has its own connections, as a
 * second process would; SQLite runs one process, whose two servers share its connections.
 */

const PASSWORD = 'owner-password-1';
const ATTACKER = '203.0.113.7';
const OFFICE = '198.51.100.9';
const HOUR = 3600_000;

let database: TestDatabase;
let secondHandle: DatabaseHandle;
// A day ahead of the system's: the answers written here are old enough, to the servers, for their agreement
// reports to be kept; sign-in waits move only when the test says.
const clock = new TestClock(Date.now() + 24 * HOUR);
let a: Instance;
let b: Instance;
let ownerKey: string;
let factory: Factory;
let cast: Cast;

beforeAll(async () => {
  database = await createTestDatabase();
  ownerKey = (await registerAccount(database.handle.db, { username: 'owner', first_name: 'Owner', role: 'owner', password: PASSWORD })).api_key;
  const config = loadConfig({ ...database.env, GLOSS_TRUST_PROXY: '127.0.0.1' });
  secondHandle = TEST_ENGINE === 'postgres' ? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }) : database.handle;
  a = await startInstance(database.handle, config, { clock: clock.read });
  b = await startInstance(secondHandle, config, { clock: clock.read });
  factory = new Factory(a.api.as({ apiKey: ownerKey }));
  cast = await factory.cast();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (secondHandle && secondHandle !== database.handle) await secondHandle.close();
  await database?.drop();
});

const signIn = (on: Instance, username: string, password: string, from: string) =>
  on.api.request('POST', '/api/v1/token', { form: { username, password }, headers: { 'x-forwarded-for': from } });

function expectThrottled(response: { status: number; body: any; headers: Headers }, wait: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(wait));
  expect(response.body.detail).toBe(`Too many failed sign-in attempts; try again in ${wait} seconds`);
}

describe('failed sign-ins on two instances', () => {
  it('are counted once for both: alternating between them, the sixth failure makes both wait, as on one', async () => {
    for (let i = 0; i < 6; i += 1) expectUnauthorized(await signIn(i % 2 === 0 ? a : b, 'owner', `wrong-${i}`, ATTACKER));
    expectThrottled(await signIn(a, 'owner', PASSWORD, ATTACKER), 1);
    expectThrottled(await signIn(b, 'owner', PASSWORD, ATTACKER), 1);
    expect((await signIn(b, 'owner', PASSWORD, OFFICE)).status).toBe(201);
    clock.advance(1_000);
    expect((await signIn(a, 'owner', PASSWORD, ATTACKER)).status).toBe(201);
  });

  it('across usernames from one address are counted once for both: the twenty-first makes that address wait everywhere', async () => {
    const from = '203.0.113.50';
    for (let i = 0; i < 21; i += 1) expectUnauthorized(await signIn(i % 2 === 0 ? a : b, `guess-${i}`, 'wrong', from));
    expectThrottled(await signIn(b, 'owner', PASSWORD, from), 1);
    expectThrottled(await signIn(a, 'someone-else', 'x', from), 1);
  });

  it('sent side by side to both, have no more passwords checked than one after another would', async () => {
    const from = '203.0.113.99';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(i % 2 === 0 ? a : b, 'owner', `burst-${i}`, from)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(34);
  });

  it('leave no rows behind once their quiet hour is over: the counts are pruned', async () => {
    const db = database.handle.db;
    for (let i = 0; i < 30; i += 1) expectUnauthorized(await signIn(i % 2 === 0 ? a : b, `made-up-${i}`, 'wrong', `192.0.2.${i}`));
    expect(await countFailureRows(db)).toBeGreaterThanOrEqual(90);
    clock.advance(2 * HOUR);
    // The first attempt after the pruning interval removes what says nothing any more, beside its own work.
    expect((await signIn(a, 'owner', PASSWORD, OFFICE)).status).toBe(201);
    const stale = () =>
      db
        .selectFrom('sign_in_failures')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('last_at', '<', clock.nowMs - HOUR)
        .executeTakeFirstOrThrow();
    await eventually(async () => expect(Number((await stale()).count)).toBe(0));
    expect(await countFailureRows(db)).toBeLessThanOrEqual(3);
  });

  it('are kept to the newest keys of each count when a flood outgrows the limit', async () => {
    const db = database.handle.db;
    await db.deleteFrom('sign_in_failures').execute();
    const at = clock.nowMs;
    await db
      .insertInto('sign_in_failures')
      .values(Array.from({ length: 10 }, (_, i) => ({ scope: 'address', key: `k${i}`, count: 1, last_at: at - 10 + i, blocked_until: 0 })))
      .execute();
    const forget = { pair: HOUR, address: HOUR, username: HOUR };
    expect(await pruneFailures(db, forget, at, 4)).toBe(6);
    const kept = await db.selectFrom('sign_in_failures').select('key').orderBy('key').execute();
    expect(kept.map((row) => row.key)).toEqual(['k6', 'k7', 'k8', 'k9']);
  });
});

describe('a one-time download link on two instances', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await factory.dataset({ workspace: cast.workspace, published: true });
  });

  async function makeLink(): Promise<string> {
    const response = await fetchRaw(a.api.baseUrl, cast.admin.apiKey, 'POST', exportLinksPath(dataset), { format: 'jsonl' });
    expect(response.status, response.bytes.toString('utf8')).toBe(201);
    return (response.json() as { url: string }).url;
  }
  const download = (on: Instance, url: string) => fetchRaw(on.api.baseUrl, null, 'GET', url);

  it('downloads once: from one instance, then the other refuses it with the usual message', async () => {
    const url = await makeLink();
    expect((await download(a, url)).status).toBe(200);
    const again = await download(b, url);
    const body = again.json() as any;
    expectUnauthorized({ status: again.status, body });
    expect(JSON.stringify(body)).toContain('This download link is not valid: it was used already');
  });

  it('downloaded from both at once, is answered by exactly one', async () => {
    for (let i = 0; i < 5; i += 1) {
      const url = await makeLink();
      const statuses = (await Promise.all([download(a, url), download(b, url)])).map((response) => response.status);
      expect(statuses.sort()).toEqual([200, 401]);
    }
  });
});

describe('an agreement report on two instances', () => {
  let second: ApiClient;

  /** A published dataset of one label question, whose records two annotators answered with these labels. */
  async function answeredDataset(first: string[], other: string[]) {
    const dataset = await factory.dataset({ workspace: cast.workspace });
    const field = await factory.field(dataset);
    const question = await factory.question(dataset);
    const owner = a.api.as({ apiKey: ownerKey });
    expect((await owner.put(`/api/v1/datasets/${dataset.id}/publish`)).status).toBe(200);
    const items = first.map((_, index) => ({ fields: { [field.name]: `record ${index}` } }));
    const records = (await owner.post(`/api/v1/datasets/${dataset.id}/records/bulk`, { items })).body.items as { id: string }[];
    const responseIds: string[] = [];
    for (const [who, labels] of [[cast.annotator.api, first], [second, other]] as const) {
      for (const [index, record] of records.entries()) {
        const response = await who.post(`/api/v1/records/${record.id}/responses`, { status: 'submitted', values: { [question.name]: { value: labels[index] } } });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        if (who === second) responseIds.push(response.body.id);
      }
    }
    return { dataset, question, responseIds };
  }

  beforeAll(async () => {
    const annotator = await factory.user('annotator', { workspaces: [cast.workspace] });
    second = b.api.as({ apiKey: annotator.apiKey });
  });

  const agreementOn = async (on: Instance, dataset: { id: string }) => {
    const response = await on.api.as({ apiKey: cast.admin.apiKey }).get(`/api/v1/datasets/${dataset.id}/agreement`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { computed_at: string; questions: { figures?: unknown }[] };
  };
  const storedReports = (dataset: { id: string }) =>
    database.handle.db.selectFrom('agreement_reports').select(['dataset_id', 'computed_at']).where('dataset_id', '=', dataset.id).execute();

  it('computed on one is answered by the other, not computed again, and computed again once an answer changes on the other', async () => {
    const { dataset, question, responseIds } = await answeredDataset(['yes', 'no', 'yes'], ['yes', 'no', 'no']);
    const first = await agreementOn(a, dataset);
    expect(await storedReports(dataset)).toEqual([{ dataset_id: dataset.id, computed_at: first.computed_at }]);
    // The same computation, to the microsecond of its stamp: the other instance read it, figures and all.
    expect(await agreementOn(b, dataset)).toEqual(first);

    // The second annotator now agrees on the third record, through the other instance.
    const changed = await second.put(`/api/v1/responses/${responseIds[2]}`, { status: 'submitted', values: { [question.name]: { value: 'yes' } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await agreementOn(a, dataset);
    expect(after.computed_at).not.toBe(first.computed_at);
    expect(after).not.toEqual({ ...first, computed_at: after.computed_at });
    expect(await agreementOn(b, dataset)).toEqual(after);
    expect(await storedReports(dataset)).toEqual([{ dataset_id: dataset.id, computed_at: after.computed_at }]);
  });

  it('read back from the database says the same, undefined measures included', async () => {
    // One shared record: the chance-corrected measures are undefined (null on the wire).
    const { dataset } = await answeredDataset(['yes'], ['no']);
    const computed = await agreementOn(b, dataset);
    expect(JSON.stringify(computed)).toContain('"value":null');
    expect(await agreementOn(a, dataset)).toEqual(computed);
  });
});
