import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerConnection } from '../../src/db/sqlite-connections.js';
import type { SqliteRequest } from '../../src/db/sqlite-executor.mjs';
import type { MadeUser } from '../helpers/factories.js';
import { TEST_ENGINE } from '../helpers/database.js';
import { createPlainRecords, makeRecordsDataset, mySearchPath } from '../helpers/records-fixtures.js';
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

beforeAll(async () => {
  server = await startTestServer();
  const cast = await server.factory.cast();
  annotator = cast.annotator;
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  await createPlainRecords(server, dataset, 3);
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
  it("ask a queue fetch's queue, reach and settings in one round", async () => {
    const { statements, rounds } = await roundsOf(async () => {
      const page = await annotator.api.post(`${mySearchPath(dataset)}?include=responses&include=suggestions&offset=0&limit=1`, PENDING_QUEUE);
      expect(page.status).toBe(200);
    });
    // Sixteen statements: the caller (2), the dataset (2), the queue, the reach and the settings (7), the
    // page (3), its records and what they hold (2). Asked one after the other, they took 13 rounds; together, 10.
    expect(statements).toBeGreaterThanOrEqual(14);
    expect(rounds).toBeLessThanOrEqual(10);
  });
});
