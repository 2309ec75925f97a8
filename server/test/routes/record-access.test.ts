import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectForbidden, expectNotFound, expectRule } from '../helpers/expectations.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  createRecords,
  getRecord,
  makeRecordsDataset,
  recordPath,
  responsePath,
  responsesPath,
  searchIds,
  submitted,
  suggestionsPath,
  terms,
} from '../helpers/records-fixtures.js';
import { commentPath, commentsPath, flagPath, reviewPath, setReviewers, validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

// In an assigned dataset an annotator reaches only the records assigned to them: any other record (a
// colleague's, or one nobody holds) is absent on every path that takes a record, as a record that does not
// exist. The dataset's reviewers and managers reach every record; an unassigned dataset limits nobody.

let server: TestServer;
let cast: Cast;
/** The annotator whose reach is tested (cast.annotator), a colleague, and an annotator who reviews. */
let me: MadeUser;
let colleague: MadeUser;
let reviewer: MadeUser;
let dataset: RecordsDataset;
/** By external id: `mine` (assigned to me), `theirs` (to the colleague), `nobodys` (to nobody), `earlier` (mine once, the colleague's now). */
let records: Record<'mine' | 'theirs' | 'nobodys' | 'earlier', any>;
/** What I wrote on `earlier` while it was mine. */
let earlierResponse: any;
let earlierComment: any;

const bulkResponsesPath = '/api/v1/me/responses/bulk';
const genre = (values: string[]) => terms({ entity: 'metadata', metadata_property: 'genre' }, values);
const similarTo = (record: { id: string }) => ({ query: { vector: { name: 'emb', record_id: record.id } } });
const absentRecord = (record: { id: string }) => `Record with id \`${record.id}\` not found`;

async function assign(userIds: string[], values: string[], replace = false): Promise<void> {
  const response = await server.owner.post(`/api/v1/datasets/${dataset.id}/assignments`, { user_ids: userIds, replace, ...genre(values) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  me = cast.annotator;
  colleague = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  reviewer = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  const made = await createRecords(
    server,
    dataset,
    [
      ['mine', 'news'],
      ['theirs', 'blog'],
      ['nobodys', 'forum'],
      ['earlier', 'blog'],
    ].map(([name, value], index) => ({
      external_id: name,
      fields: { text: `the ${name} record` },
      metadata: { genre: value },
      vectors: { emb: [1, index, 0.5] },
      suggestions: [{ question_id: dataset.questions.label.id, value: 'positive' }],
    })),
  );
  records = Object.fromEntries(made.map((record) => [record.external_id, record])) as typeof records;
  // `earlier` was mine first: I answered and commented on it, then it went to the colleague.
  await assign([me.id], ['news', 'blog']);
  earlierResponse = await answer(me.api, records.earlier, { status: 'draft', values: { label: { value: 'negative' } } });
  earlierComment = (await me.api.post(commentsPath(records.earlier), { body: 'mine for now' })).body;
  await assign([colleague.id], ['blog'], true);
  await setReviewers(server.owner, dataset, [reviewer.id]);
});
afterAll(() => server.close());

describe("an annotator in an assigned dataset, on a record out of their reach", () => {
  const outOfReach = () => [records.theirs, records.nobodys, records.earlier];

  it('cannot read it, its suggestions, its comments, its flag or its final answer: each is a 404', async () => {
    await validate(server.owner, records.theirs, { label: 'positive' });
    await server.owner.put(flagPath(records.theirs));
    for (const record of outOfReach()) {
      expectNotFound(await me.api.get(recordPath(record)), absentRecord(record));
      expectNotFound(await me.api.get(suggestionsPath(record)), absentRecord(record));
      expectNotFound(await me.api.get(commentsPath(record)), absentRecord(record));
      expectNotFound(await me.api.get(flagPath(record)), absentRecord(record));
      expectNotFound(await me.api.get(reviewPath(record)), absentRecord(record));
    }
    // Their own record answers as ever.
    expect((await getRecord(me.api, records.mine)).id).toBe(records.mine.id);
    expect((await me.api.get(suggestionsPath(records.mine))).status).toBe(200);
    expect((await me.api.get(commentsPath(records.mine))).status).toBe(200);
  });

  it('cannot answer it, alone or in bulk, and nothing reaches the counts', async () => {
    for (const record of outOfReach()) {
      expectNotFound(await me.api.post(responsesPath(record), submitted()), absentRecord(record));
    }
    const bulk = await me.api.post(bulkResponsesPath, {
      items: [
        { record_id: records.mine.id, ...submitted() },
        { record_id: records.theirs.id, ...submitted() },
        { record_id: records.nobodys.id, ...submitted() },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.items.map((item: any) => item.error)).toEqual([null, { detail: absentRecord(records.theirs) }, { detail: absentRecord(records.nobodys) }]);
    expect(bulk.body.items[0].item).toMatchObject({ user_id: me.id, status: 'submitted' });

    const owned = (record: { id: string }) => getRecord(server.owner, record);
    expect((await owned(records.theirs)).responses).toEqual([]);
    expect((await owned(records.nobodys)).responses).toEqual([]);
    const team = (await server.owner.get(`/api/v1/datasets/${dataset.id}/team/progress`)).body;
    expect(team.members.find((member: any) => member.user_id === me.id)).toMatchObject({ submitted: 1, draft: 1 });
  });

  it('cannot change or delete the response it left there, nor its comment: 404 as for ones that do not exist', async () => {
    expectNotFound(await me.api.put(responsePath(earlierResponse), submitted()), `Response with id \`${earlierResponse.id}\` not found`);
    expectNotFound(await me.api.delete(responsePath(earlierResponse)), `Response with id \`${earlierResponse.id}\` not found`);
    expectNotFound(await me.api.patch(commentPath(earlierComment), { body: 'changed' }), `Comment with id \`${earlierComment.id}\` not found`);
    expectNotFound(await me.api.delete(commentPath(earlierComment)), `Comment with id \`${earlierComment.id}\` not found`);
    // Both are still there, as they were, for the dataset's managers.
    const stored = await getRecord(server.owner, records.earlier);
    expect(stored.responses).toEqual([expect.objectContaining({ id: earlierResponse.id, status: 'draft' })]);
    expect((await server.owner.get(commentsPath(records.earlier))).body.items).toEqual([expect.objectContaining({ body: 'mine for now' })]);
  });

  it('cannot comment on it, flag it or clear its flag', async () => {
    for (const record of outOfReach()) {
      expectNotFound(await me.api.post(commentsPath(record), { body: 'hello' }), absentRecord(record));
      expectNotFound(await me.api.put(flagPath(record)), absentRecord(record));
      expectNotFound(await me.api.delete(flagPath(record)), absentRecord(record));
    }
    expect((await server.owner.get(flagPath(records.theirs))).body).toEqual(expect.objectContaining({ record_id: records.theirs.id }));
    // The owner reaches it: no flag was raised there, which reads as none.
    const unflagged = await server.owner.get(flagPath(records.nobodys));
    expect([unflagged.status, unflagged.body]).toEqual([200, null]);
  });

  it('finds only their records, and cannot take one out of reach as a similarity reference', async () => {
    expect((await searchIds(me.api, dataset, {})).ids).toEqual(['mine']);
    for (const record of outOfReach()) {
      expectRule(await me.api.post(`/api/v1/me/datasets/${dataset.id}/records/search`, similarTo(record)), `Record with id \`${record.id}\` not found in dataset \`${dataset.id}\`.`);
    }
    const similar = await searchIds(me.api, dataset, similarTo(records.mine));
    expect(similar.ids).toEqual([]);
  });

  it('is refused the calls that were never theirs, as before', async () => {
    expectForbidden(await me.api.get(`/api/v1/datasets/${dataset.id}/records`));
    expectForbidden(await me.api.post(`/api/v1/datasets/${dataset.id}/records/search`, {}));
    expectForbidden(await me.api.post(`/api/v1/datasets/${dataset.id}/records/export`, { format: 'jsonl' }));
  });
});

describe('who is not limited', () => {
  it("reviewers, admins and owners reach every record, whoever holds it, and may answer it", async () => {
    for (const user of [reviewer, cast.admin]) {
      for (const record of [records.theirs, records.nobodys]) {
        expect((await getRecord(user.api, record)).id).toBe(record.id);
        expect((await user.api.get(commentsPath(record))).status).toBe(200);
        expect((await user.api.get(suggestionsPath(record))).status).toBe(200);
      }
    }
    expect((await getRecord(server.owner, records.nobodys)).id).toBe(records.nobodys.id);
    expect((await reviewer.api.post(responsesPath(records.nobodys), submitted())).status).toBe(201);
    const similar = await searchIds(reviewer.api, dataset, similarTo(records.theirs));
    expect(similar.total).toBe(0);
  });

  it('an annotator who holds the record, once it is theirs again', async () => {
    await assign([me.id], ['forum']);
    expect((await getRecord(me.api, records.nobodys)).id).toBe(records.nobodys.id);
    expect((await me.api.post(responsesPath(records.nobodys), { status: 'draft' })).status).toBe(201);
  });

  it('anyone in an unassigned dataset, exactly as before', async () => {
    const open = await makeRecordsDataset(server, { workspace: cast.workspace });
    const [record] = await createRecords(server, open, [{ fields: { text: 'open to all' } }]);
    expect((await getRecord(me.api, record)).id).toBe(record.id);
    expect((await me.api.post(responsesPath(record), submitted())).status).toBe(201);
    expect((await colleague.api.post(commentsPath(record), { body: 'hi' })).status).toBe(201);
    expect((await searchIds(colleague.api, open, {})).total).toBe(1);
  });

  it('nobody outside the workspace: still refused (403) before anything of the record is said', async () => {
    expectForbidden(await cast.outsiderAnnotator.api.get(recordPath(records.mine)));
    expectForbidden(await cast.outsiderAnnotator.api.post(responsesPath(records.mine), submitted()));
  });
});
