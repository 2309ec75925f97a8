import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookStatement, startUntilAnsweredOrBlocked } from '../helpers/crossings.js';
import { TEST_ENGINE } from '../helpers/database.js';
import type { MadeUser } from '../helpers/factories.js';
import { type RecordsDataset, createPlainRecords, getRecord, makeRecordsDataset, responsesPath, submitted } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * One person's answer to one record, written several times at once (the web app's draft auto-save racing a
 * submit, a script retrying): it always resolves as one response, never a server error, on both engines.
 */
let server: TestServer;
let annotator: MadeUser;
let dataset: RecordsDataset;

const BULK = '/api/v1/me/responses/bulk';
const ROUNDS = 5;
const AT_ONCE = 8;

beforeAll(async () => {
  server = await startTestServer();
  const cast = await server.factory.cast();
  annotator = cast.annotator;
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
});
afterAll(() => server.close());

const draft = (label: string) => ({ status: 'draft', values: { label: { value: label } } });

async function responsesOf(record: { id: string }) {
  return (await getRecord(server.owner, record)).responses.filter((response: any) => response.user_id === annotator.id);
}

describe('writes of the same answer at once', () => {
  it('through the bulk call all succeed and leave one response, the last written', async () => {
    const records = await createPlainRecords(server, dataset, ROUNDS);
    for (const record of records) {
      const bodies = Array.from({ length: AT_ONCE }, (_, i) => (i % 2 ? submitted('positive') : draft('negative')));
      const answers = await Promise.all(bodies.map((body) => annotator.api.post(BULK, { items: [{ record_id: record.id, ...body }] })));
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.items[0].error, JSON.stringify(answer.body)).toBeNull();
      }
      const stored = await responsesOf(record);
      expect(stored).toHaveLength(1);
      const ids = new Set(answers.map((answer) => answer.body.items[0].item.id));
      expect(ids).toEqual(new Set([stored[0].id]));
      const last = answers.map((answer) => answer.body.items[0].item).sort((a, b) => a.updated_at.localeCompare(b.updated_at)).at(-1);
      expect(stored[0].status).toBe(last.status);
    }
  });

  it('through the create call answer 201 once and 409 for the rest', async () => {
    const records = await createPlainRecords(server, dataset, ROUNDS);
    for (const record of records) {
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => annotator.api.post(responsesPath(record), submitted())));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([201, ...Array(AT_ONCE - 1).fill(409)]);
      for (const answer of answers.filter((each) => each.status === 409)) {
        expect(answer.body).toEqual({ detail: `Response already exists for record with id \`${record.id}\` and by user with id \`${annotator.id}\`` });
      }
      expect(await responsesOf(record)).toHaveLength(1);
    }
  });

  it('mixed with a create and an update leave one response and no server error', async () => {
    const records = await createPlainRecords(server, dataset, ROUNDS);
    for (const record of records) {
      const created = await annotator.api.post(responsesPath(record), draft('neutral'));
      const answers = await Promise.all([
        annotator.api.put(`/api/v1/responses/${created.body.id}`, submitted('positive')),
        annotator.api.post(BULK, { items: [{ record_id: record.id, ...draft('negative') }] }),
        annotator.api.post(responsesPath(record), submitted()),
        annotator.api.put(`/api/v1/responses/${created.body.id}`, draft('positive')),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 409, 200]);
      expect(await responsesOf(record)).toHaveLength(1);
    }
  });
});

describe('two people submitting to one record at once', () => {
  it('complete it when together they reach the minimum of submitted responses', async () => {
    const cast = await server.factory.cast();
    const second = await server.factory.user('annotator', { workspaces: [cast.workspace] });
    const overlap = await makeRecordsDataset(server, { workspace: cast.workspace, minSubmitted: 2 });
    const records = await createPlainRecords(server, overlap, 30);
    const answers = await Promise.all(
      records.flatMap((record) => [cast.annotator, second].map((person) => person.api.post(responsesPath(record), submitted()))),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    const progress = (await server.owner.get(`/api/v1/datasets/${overlap.id}/progress`)).body;
    expect(progress).toMatchObject({ total: 30, completed: 30, pending: 0 });
  });
});

describe('deleting one thing many times at once', () => {
  it('deletes it once: one 200, and 404 for the others', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    const response = await annotator.api.post(responsesPath(record), submitted());
    const suggestion = await server.owner.put(`/api/v1/records/${record.id}/suggestions`, { question_id: dataset.questions.label.id, value: 'positive' });
    const workspace = await server.factory.workspace();
    const user = await server.factory.user('annotator');
    for (const path of [
      `/api/v1/responses/${response.body.id}`,
      `/api/v1/suggestions/${suggestion.body.id}`,
      `/api/v1/records/${record.id}`,
      `/api/v1/workspaces/${workspace.id}`,
      `/api/v1/users/${user.id}`,
    ]) {
      const statuses = (await Promise.all(Array.from({ length: 10 }, () => server.owner.delete(path)))).map((answer) => answer.status).sort();
      expect(statuses, path).toEqual([200, ...Array(9).fill(404)]);
    }
  });
});

describe('a bulk of answers crossing the deletion of one of its records', () => {
  it('fails that item in its place and writes the others, instead of failing the whole call after writing some', async () => {
    const [gone, kept, later] = await createPlainRecords(server, dataset, 3);
    // Just before the first answer is written, the record it answers is deleted (on PostgreSQL the deletion
    // commits between the item's read of its record and its write; on SQLite it waits for the whole call).
    const undo = hookStatement(server.db, /^insert into "responses"/, async () => {
      await startUntilAnsweredOrBlocked(server.db, () => server.owner.delete(`/api/v1/records/${gone.id}`));
    });
    try {
      const answer = await annotator.api.post(BULK, { items: [gone, kept, later].map((record) => ({ record_id: record.id, ...submitted() })) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [first, ...rest] = answer.body.items;
      if (TEST_ENGINE === 'postgres') {
        expect(first).toEqual({ item: null, error: { detail: 'The request refers to something removed at the same time; read the current state and try again' } });
      } else {
        expect(first.error).toBeNull();
      }
      expect(rest.map((item: any) => item.error)).toEqual([null, null]);
    } finally {
      undo();
    }
    expect(await responsesOf(kept)).toHaveLength(1);
    expect(await responsesOf(later)).toHaveLength(1);
  });
});
