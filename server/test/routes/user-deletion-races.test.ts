import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../helpers/client.js';
import { hookStatement, startUntilAnsweredOrBlocked } from '../helpers/crossings.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import { type RecordsDataset, createPlainRecords, getRecord, makeRecordsDataset, responsesPath, submitted } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * An account deleted while something is written on its behalf (its own answer, or an owner's import of one;
 * an assignment of records to it): its answers and assignments go with it, and the records they changed are
 * what the remaining answers make them, whichever call comes first. An answer that completed a record and
 * was then taken away with its author left the record completed with nobody's answer, so it left every
 * pending queue for good.
 */
let server: TestServer;
let cast: Cast;
let undo: (() => void) | null = null;

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
});
afterEach(() => {
  undo?.();
  undo = null;
});
afterAll(() => server.close());

async function oneRecord(): Promise<{ dataset: RecordsDataset; record: any; author: MadeUser }> {
  const dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  const [record] = await createPlainRecords(server, dataset, 1);
  const author = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  return { dataset, record, author };
}

/** Deletes `user`, making `meanwhile` once the deletion has read what the account answered and holds. */
async function deleteWhile(user: MadeUser, meanwhile: () => Promise<ApiResponse>): Promise<{ deletion: ApiResponse; crossing: ApiResponse }> {
  let crossing: Promise<ApiResponse> = Promise.reject(new Error('the deletion never reached its delete'));
  crossing.catch(() => {});
  undo = hookStatement(server.db, /^delete from "users"/, async () => {
    ({ call: crossing } = await startUntilAnsweredOrBlocked(server.db, meanwhile));
  });
  const deletion = await server.owner.delete(`/api/v1/users/${user.id}`);
  return { deletion, crossing: await crossing };
}

describe('a user deleted while an answer of theirs is written', () => {
  it('leaves the record pending, whether the answer was theirs or written on their behalf', async () => {
    for (const byOwner of [false, true]) {
      const { dataset, record, author } = await oneRecord();
      const write = byOwner
        ? () => server.owner.put(`/api/v1/datasets/${dataset.id}/records/bulk`, { items: [{ id: record.id, responses: [{ user_id: author.id, ...submitted() }] }] })
        : () => author.api.post(responsesPath(record), submitted());
      const { deletion, crossing } = await deleteWhile(author, write);
      expect(deletion.status, JSON.stringify(deletion.body)).toBe(200);
      // It came after the deletion began: refused as naming an account now gone (401 for the author's own
      // key, 409 where its write waited for the deletion, 422 for an import naming an unknown user).
      expect([401, 409, 422], JSON.stringify(crossing.body)).toContain(crossing.status);
      const stored = await getRecord(server.owner, record);
      expect(stored.responses).toEqual([]);
      expect(stored.status).toBe('pending');
      const progress = (await server.owner.get(`/api/v1/datasets/${dataset.id}/progress`)).body;
      expect(progress).toMatchObject({ total: 1, completed: 0, pending: 1 });
    }
  });
});
