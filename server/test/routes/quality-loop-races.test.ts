import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types.js';
import { TEST_ENGINE } from '../helpers/database.js';
import { hookStatement, startUntilAnsweredOrBlocked } from '../helpers/crossings.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  adminSearchPath,
  answer,
  createRecords,
  makeRecordsDataset,
  mySearchPath,
  recordPath,
  submitted,
} from '../helpers/records-fixtures.js';
import { flagPath, reviewPath, reviewSearchPath, setReviewers, validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Calls of the quality loop crossing another call on the same record: each answers a success or a clear
 * 4xx, never a 500 or a deadlock's 503. The crossing is made to happen at a chosen statement (see
 * `atStatement`), so that on PostgreSQL, where each statement sees the latest commits, it happens every run.
 */
let server: TestServer;
let cast: Cast;
let reviewer: MadeUser;
let dataset: RecordsDataset;
let undo: (() => void) | null = null;

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  reviewer = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  await setReviewers(cast.admin.api, dataset, [reviewer.id]);
});
afterEach(() => {
  undo?.();
  undo = null;
});
afterAll(() => server.close());

/** Runs `meanwhile` between two statements of the call: see `hookStatement`. */
function atStatement(db: Db, pattern: RegExp, meanwhile: () => Promise<void>): void {
  undo = hookStatement(db, pattern, meanwhile);
}

async function answeredTwice(name: string): Promise<any> {
  const [record] = await createRecords(server, dataset, [{ external_id: name, fields: { text: `record ${name}` } }]);
  await answer(cast.annotator.api, record, submitted('positive'));
  await answer(reviewer.api, record, submitted('negative'));
  return record;
}

describe('a search while a record of its page is deleted', () => {
  // Each between the read of the page's records and the read of their contents (in the annotator's own
  // order, the page is picked from the matches' keys and then read with its contents).
  it.each([
    ['the review search', reviewSearchPath, () => reviewer.api, /from "record_contents"/],
    ['the admin search', adminSearchPath, () => cast.admin.api, /from "record_contents"/],
    ['the annotator search', mySearchPath, () => cast.annotator.api, /join "record_contents"/],
  ])('%s answers the page without it', async (_name, pathOf, as, contentsRead) => {
    const [kept, gone] = await createRecords(server, dataset, [
      { external_id: `kept-${pathOf.name}`, fields: { text: 'kept' } },
      { external_id: `gone-${pathOf.name}`, fields: { text: 'gone' } },
    ]);
    const body = { filters: { and: [{ type: 'terms', scope: { entity: 'record', property: 'external_id' }, values: [kept.external_id, gone.external_id] }] } };
    atStatement(server.db, contentsRead, async () => {
      expect((await server.owner.delete(recordPath(gone))).status).toBe(200);
    });
    const response = await as().post(pathOf(dataset), body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.items.map((item: any) => item.record.id)).toEqual([kept.id]);
  });
});

describe('PUT /api/v1/records/{record_id}/flag while the flag is cleared', () => {
  it('answers the flag as it was raised, and the clear comes after', async () => {
    const [record] = await createRecords(server, dataset, [{ external_id: 'flagged', fields: { text: 'flagged' } }]);
    expect((await cast.annotator.api.put(flagPath(record))).status).toBe(200);
    let clear: Promise<unknown> = Promise.resolve();
    // Between the raise (the flag was up already) and its reading back.
    atStatement(server.db, /^select .* from "record_flags"/, async () => {
      ({ call: clear } = await startUntilAnsweredOrBlocked(server.db, () => server.db.deleteFrom('record_flags').where('record_id', '=', record.id).execute()));
    });
    const raised = await cast.admin.api.put(flagPath(record));
    await clear;
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body).toMatchObject({ record_id: record.id, raised_by: cast.annotator.id });
    const after = await cast.admin.api.get(flagPath(record));
    expect([after.status, after.body]).toEqual([200, null]);
  });
});

describe('a review change while its record is deleted', () => {
  it('DELETE review: the reset is done first, then the deletion (no deadlock)', async () => {
    const record = await answeredTwice('reset-deleted');
    await validate(reviewer.api, record, { label: 'positive' });
    let deletion: Promise<any> = Promise.resolve();
    // After the reset dropped the final answer, before it reopens the responses.
    atStatement(server.db, /^update "responses"/, async () => {
      ({ call: deletion } = await startUntilAnsweredOrBlocked(server.db, () => server.owner.delete(recordPath(record))));
    });
    const reset = await reviewer.api.delete(reviewPath(record));
    const deleted = await deletion;
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body).toEqual({ record_id: record.id, review_removed: true, responses_reopened: 2 });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await server.owner.get(recordPath(record))).status).toBe(404);
  });

  it('PUT review while the record is deleted: validated before the deletion, or 404 once it is gone; never a 500', async () => {
    const record = await answeredTwice('validate-deleted');
    let deletion: Promise<any> = Promise.resolve();
    // After the record was read, before it is held and anything of it written (on SQLite, where one
    // transaction writes at a time, the deletion waits for the validation instead).
    atStatement(server.db, /^SELECT id FROM records WHERE id IN \(|^insert into "record_reviews"/i, async () => {
      ({ call: deletion } = await startUntilAnsweredOrBlocked(server.db, () => server.owner.delete(recordPath(record))));
    });
    const validated = await reviewer.api.put(reviewPath(record), { values: { label: { value: 'positive' } } });
    expect((await deletion).status).toBe(200);
    expect(validated.status, JSON.stringify(validated.body)).toBe(TEST_ENGINE === 'postgres' ? 404 : 200);
  });
});

describe('an answer while its record is deleted', () => {
  it("POST response: a record deleted after the caller's check and before the answer's transaction is a 404 on both engines", async () => {
    const [record] = await createRecords(server, dataset, [{ external_id: 'answer-deleted', fields: { text: 'record answer-deleted' } }]);
    // The check's last read (the caller's reach), before the body is read: the deletion commits meanwhile,
    // so the answer's write finds its record gone.
    atStatement(server.db, /^select "record_id" from "record_assignments" where "dataset_id"/, async () => {
      expect((await server.owner.delete(recordPath(record))).status).toBe(200);
    });
    const answered = await cast.annotator.api.post(`${recordPath(record)}/responses`, submitted('positive'));
    expect(answered.status, JSON.stringify(answered.body)).toBe(404);
    expect(answered.body).toEqual({ detail: `Record with id \`${record.id}\` not found` });
  });

  it("PUT response: a record deleted after the caller's check and before the change's transaction is a 404 for the response", async () => {
    const [record] = await createRecords(server, dataset, [{ external_id: 'change-deleted', fields: { text: 'record change-deleted' } }]);
    const created = await answer(cast.annotator.api, record, submitted('positive'));
    atStatement(server.db, /^select "record_id" from "record_assignments" where "dataset_id"/, async () => {
      expect((await server.owner.delete(recordPath(record))).status).toBe(200);
    });
    const changed = await cast.annotator.api.put(`/api/v1/responses/${created.id}`, submitted('negative'));
    expect(changed.status, JSON.stringify(changed.body)).toBe(404);
    expect(changed.body).toEqual({ detail: `Response with id \`${created.id}\` not found` });
  });
});
