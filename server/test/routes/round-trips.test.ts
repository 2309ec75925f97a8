import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InThreadConnection, WorkerConnection } from '../../src/db/sqlite-connections.js';
import type { SqliteRequest } from '../../src/db/sqlite-executor.mjs';
import type { MadeUser } from '../helpers/factories.js';
import { TEST_ENGINE } from '../helpers/database.js';
import { createPlainRecords, makeRecordsDataset, mySearchPath, submitted } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * On SQLite each statement is a round trip to a connection's thread, and back to the thread serving every
 * request, which under load is busy: each trip waits in its queue. So a queue fetch asks its independent
 * reads together (the caller's queue and reach, and the dataset's settings), counted here in rounds: a
 * round starts when a statement is sent with none in flight.
 */

let server: TestServer;
let annotator: MadeUser;
let dataset: { id: string };
let records: { id: string }[];

beforeAll(async () => {
  server = await startTestServer();
  const cast = await server.factory.cast();
  annotator = cast.annotator;
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  records = await createPlainRecords(server, dataset, 3);
});
afterAll(() => server.close());

/** The statements `work` sent, and in how many rounds. */
async function roundsOf(work: () => Promise<unknown>): Promise<{ statements: number; rounds: number }> {
  const prototype = WorkerConnection.prototype as unknown as { send(request: SqliteRequest): Promise<unknown> };
  const original = prototype.send;
  let inFlight = 0;
  let statements = 0;
  let rounds = 0;
  prototype.send = async function (this: object, request) {
    if (request.op !== 'query') return original.call(this, request);
    if (inFlight === 0) rounds += 1;
    inFlight += 1;
    statements += 1;
    try {
      return await original.call(this, request);
    } finally {
      inFlight -= 1;
    }
  };
  try {
    await work();
  } finally {
    prototype.send = original;
  }
  return { statements, rounds };
}

const PENDING_QUEUE = {
  filters: {
    and: [
      { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
      { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
    ],
  },
};

describe.skipIf(TEST_ENGINE !== 'sqlite')('round trips to the database', () => {
  it("ask a queue fetch's independent reads together, and read nothing twice", async () => {
    const { statements, rounds } = await roundsOf(async () => {
      const page = await annotator.api.post(`${mySearchPath(dataset)}?include=responses&include=suggestions&offset=0&limit=1`, PENDING_QUEUE);
      expect(page.status).toBe(200);
    });
    // Fourteen statements: the caller with their workspaces (1), the dataset, read once before the body
    // and kept for the search (1), the queue, the reach and the settings (7), the page (3), its records (1)
    // and what they hold (2, asked together). One after the other they took 13 rounds; now 7.
    expect(statements).toBeGreaterThanOrEqual(12);
    expect(rounds).toBeLessThanOrEqual(7);
  });

  it("run an answer's transaction on the thread serving requests, not across to the writer's", async () => {
    const begun = { here: 0, across: 0 };
    const count = (prototype: { send(request: SqliteRequest): Promise<unknown> }, where: keyof typeof begun) => {
      const original = prototype.send;
      prototype.send = function (this: object, request) {
        if (request.op === 'exec' && request.sql === 'begin') begun[where] += 1;
        return original.call(this, request);
      };
      return () => (prototype.send = original);
    };
    const restore = [
      count(InThreadConnection.prototype as unknown as { send(request: SqliteRequest): Promise<unknown> }, 'here'),
      count(WorkerConnection.prototype as unknown as { send(request: SqliteRequest): Promise<unknown> }, 'across'),
    ];
    try {
      const answer = await annotator.api.post(`/api/v1/records/${records[0].id}/responses`, submitted());
      expect(answer.status).toBe(201);
    } finally {
      for (const undo of restore) undo();
    }
    expect(begun).toEqual({ here: 1, across: 0 });
  });

  it('read the caller and their workspaces in one statement, by API key or by token', async () => {
    const byKey = await roundsOf(async () => expect((await annotator.api.get('/api/v1/me')).status).toBe(200));
    expect(byKey).toEqual({ statements: 1, rounds: 1 });
    const signIn = await server.api.request('POST', '/api/v1/token', { form: { username: annotator.username, password: annotator.password } });
    expect(signIn.status).toBe(201);
    const signedIn = server.api.as({ token: (signIn.body as { access_token: string }).access_token });
    const byToken = await roundsOf(async () => expect((await signedIn.get('/api/v1/me')).status).toBe(200));
    expect(byToken).toEqual({ statements: 1, rounds: 1 });
  });
});

/** The statements `work` sent to PostgreSQL, in order, from every connection of the pool. */
async function postgresStatementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const prototype = pg.Client.prototype as unknown as { query(...args: unknown[]): unknown };
  const original = prototype.query;
  const sent: string[] = [];
  prototype.query = function (this: object, ...args: unknown[]) {
    const query = args[0];
    sent.push(typeof query === 'string' ? query : String((query as { text?: string }).text ?? query));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return sent;
}

describe.skipIf(TEST_ENGINE !== 'postgres')('round trips to PostgreSQL', () => {
  it("read nothing twice in an answer's transaction, and take its record once", async () => {
    const sent = await postgresStatementsOf(async () => {
      const answer = await annotator.api.post(`/api/v1/records/${records[1].id}/responses`, submitted());
      expect(answer.status).toBe(201);
    });
    const inTransaction = sent.slice(sent.indexOf('begin'));
    // The record's contents and the caller's reach were read by the check before the body; the transaction
    // holds the record once (the status refresh and the disagreements' both need it) and reads its dataset
    // anew (the distribution decides the record's status).
    expect(inTransaction.filter((statement) => /FOR NO KEY UPDATE/.test(statement))).toHaveLength(1);
    expect(inTransaction.filter((statement) => /record_contents|dataset_reviewers|record_assignments" where "dataset_id/.test(statement))).toEqual([]);
    expect(inTransaction.filter((statement) => /from "datasets"/.test(statement))).toHaveLength(1);
    // The look for an answer already there and the questions are asked before it, together.
    expect(inTransaction.filter((statement) => /from "questions"|from "responses" where "record_id" = \$1 and "user_id"/.test(statement))).toEqual([]);
    // Sixteen in all (twenty before): the caller (1), the check (4), the answer's check (2), and the
    // transaction's nine from begin to commit.
    expect(sent.length).toBeLessThanOrEqual(16);
    expect(inTransaction.length).toBeLessThanOrEqual(9);
  });

  it("read nothing twice in a changed answer's transaction", async () => {
    const created = await annotator.api.post(`/api/v1/records/${records[2].id}/responses`, submitted());
    expect(created.status).toBe(201);
    const sent = await postgresStatementsOf(async () => {
      const changed = await annotator.api.put(`/api/v1/responses/${created.body.id}`, submitted());
      expect(changed.status).toBe(200);
    });
    const inTransaction = sent.slice(sent.indexOf('begin'));
    // The response, its record and the caller's reach come from the check before the body; the written row
    // comes back from the update itself.
    expect(inTransaction.filter((statement) => /FOR NO KEY UPDATE/.test(statement))).toHaveLength(1);
    expect(inTransaction.filter((statement) => /from "responses" where "id"|record_contents|dataset_reviewers|from "questions"/.test(statement))).toEqual([]);
    expect(inTransaction.length).toBeLessThanOrEqual(9);
  });
});
