import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectForbidden } from '../helpers/expectations.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  createRecords,
  getRecord,
  makeRecordsDataset,
  recordsPath,
  search,
  searchIds,
  submitted,
  terms,
} from '../helpers/records-fixtures.js';
import { reviewSearch, setReviewers } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

// Annotators see only their own answers: a record comes to them with their response alone, and no filter,
// sort or count tells them what a colleague answered. The dataset's reviewers, admins and owners see all.

let server: TestServer;
let cast: Cast;
let me: MadeUser;
let colleague: MadeUser;
let reviewer: MadeUser;
let dataset: RecordsDataset;
/** `both`: answered by me (positive) and the colleague (negative); `theirs`: by the colleague only. */
let both: any;
let theirs: any;

const authorsOf = (record: { responses?: { user_id: string }[] }) => (record.responses ?? []).map((response) => response.user_id).sort();
const label = (values: string[]) => terms({ entity: 'response', question: 'label' }, values);
const teamProgress = (as: MadeUser['api']) => as.get(`/api/v1/datasets/${dataset.id}/team/progress`);

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  me = cast.annotator;
  colleague = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  reviewer = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace, minSubmitted: 3 });
  [both, theirs] = await createRecords(server, dataset, [
    { external_id: 'both', fields: { text: 'answered by both' } },
    { external_id: 'theirs', fields: { text: 'answered by the colleague' } },
  ]);
  await answer(me.api, both, submitted('positive', { rating: 2 }));
  await answer(colleague.api, both, submitted('negative', { rating: 5 }));
  await answer(colleague.api, theirs, submitted('negative', { rating: 1 }));
  await setReviewers(server.owner, dataset, [reviewer.id]);
});
afterAll(() => server.close());

describe('GET /api/v1/records/{record_id}', () => {
  it("gives an annotator their own response only, even on a record they have not answered", async () => {
    expect(authorsOf(await getRecord(me.api, both))).toEqual([me.id]);
    expect(authorsOf(await getRecord(me.api, theirs))).toEqual([]);
    expect(authorsOf(await getRecord(colleague.api, both))).toEqual([colleague.id]);
    expect((await getRecord(me.api, both)).responses[0].values).toEqual({ label: { value: 'positive' }, rating: { value: 2 } });
  });

  it("gives the dataset's reviewers, admins and owners every response", async () => {
    for (const as of [reviewer.api, cast.admin.api, server.owner]) {
      expect(authorsOf(await getRecord(as, both))).toEqual([me.id, colleague.id].sort());
    }
  });
});

describe("the annotator's searches", () => {
  it('carry their own responses only', async () => {
    const found = await search(me.api, dataset, {}, { query: 'include=responses' });
    expect(found.status).toBe(200);
    const byId = new Map(found.body.items.map((item: any) => [item.record.external_id, item.record]));
    expect(authorsOf(byId.get('both') as any)).toEqual([me.id]);
    expect(authorsOf(byId.get('theirs') as any)).toEqual([]);
  });

  it("match response filters against their own answers only, whatever a colleague answered", async () => {
    expect((await searchIds(me.api, dataset, label(['negative']))).ids).toEqual([]);
    expect((await searchIds(me.api, dataset, label(['positive']))).ids).toEqual(['both']);
    expect((await searchIds(me.api, dataset, terms({ entity: 'response' }, ['submitted']))).ids).toEqual(['both']);
    expect((await searchIds(me.api, dataset, terms({ entity: 'response' }, ['pending']))).ids).toEqual(['theirs']);
    expect((await searchIds(me.api, dataset, { filters: { and: [{ type: 'range', scope: { entity: 'response', question: 'rating' }, ge: 4 }] } })).ids).toEqual([]);
  });

  it("sort by their own answers only: a colleague's ratings leave the order as it is", async () => {
    const sorted = (order: string) => searchIds(me.api, dataset, { sort: [{ scope: { entity: 'response', question: 'rating' }, order }] });
    // The colleague rated `theirs` 1 and `both` 5; the sort sees only my 2 on `both`, and `theirs` unrated.
    expect((await sorted('asc')).ids).toEqual(['both', 'theirs']);
    expect((await sorted('desc')).ids).toEqual(['both', 'theirs']);
  });

  it('cannot ask which records were answered differently, nor read the review queue', async () => {
    const disagreement = terms({ entity: 'review', property: 'disagreement' }, ['true']);
    expectForbidden(await search(me.api, dataset, disagreement));
    expectForbidden(await me.api.post(`/api/v1/datasets/${dataset.id}/reviews/search`, {}));
    expectForbidden(await me.api.get(`/api/v1/datasets/${dataset.id}/agreement`));
    expectForbidden(await me.api.get(`${recordsPath(dataset)}?include=responses`));
  });

  it("for the dataset's reviewers, the review queue carries everyone's answers", async () => {
    const body = await reviewSearch(reviewer.api, dataset, {}, 'include=responses');
    const record = body.items.find((item: any) => item.record.external_id === 'both').record;
    expect(authorsOf(record)).toEqual([me.id, colleague.id].sort());
  });
});

describe('team progress', () => {
  it('counts the records answered differently for reviewers only', async () => {
    for (const as of [reviewer.api, cast.admin.api, server.owner]) expect((await teamProgress(as)).body.disagreements).toBe(1);
    const mine = await teamProgress(me.api);
    expect(mine.status).toBe(200);
    expect(mine.body.disagreements).toBeNull();
    // The rest is the team's progress as members see it: counts of work done, no answer.
    expect(mine.body.members.map((member: any) => member.submitted).sort()).toEqual([0, 0, 1, 2]);
  });
});
