import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/client.js';
import { expectForbidden, expectInvalid, expectRule } from '../helpers/expectations.js';
import type { Cast, MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  adminSearchPath,
  answer,
  createRecords,
  makeRecordsDataset,
  mySearchPath,
  submitted,
  terms,
} from '../helpers/records-fixtures.js';
import { commentsPath, flagPath, reviewSearchPath, setReviewers, validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * The review scope of the search filters (validated, flagged, commented, disagreed on, assigned), through
 * the three searches that take them: the annotator's, the admin's and the review search.
 */
let server: TestServer;
let cast: Cast;
let reviewer: MadeUser;
let dataset: RecordsDataset;
let assigned: RecordsDataset;

// Each search, who makes it, and who filters on disagreement in it: the annotator's view takes that filter
// only from the dataset's reviewers, as it tells of the other annotators' answers.
const SEARCHES: [string, (dataset: { id: string }) => string, () => ApiClient, () => ApiClient][] = [
  ['the annotator view', mySearchPath, () => cast.annotator.api, () => reviewer.api],
  ['the admin view', adminSearchPath, () => cast.admin.api, () => cast.admin.api],
  ['the review search', reviewSearchPath, () => reviewer.api, () => reviewer.api],
];

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  reviewer = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  await setReviewers(cast.admin.api, dataset, [reviewer.id]);
  // v: validated; f: flagged; c: commented; d: disagreed on (label); a, n: nothing.
  const [v, f, c, d] = await createRecords(
    server,
    dataset,
    ['v', 'f', 'c', 'd', 'a', 'n'].map((id) => ({ external_id: id, fields: { text: `record ${id}` } })),
  );
  await validate(cast.admin.api, v, { label: 'positive' });
  await cast.annotator.api.put(flagPath(f));
  await cast.annotator.api.post(commentsPath(c), { body: 'see here' });
  await answer(cast.annotator.api, d, submitted('positive', { rating: 3 }));
  await answer(cast.admin.api, d, submitted('negative', { rating: 3 }));
  // Assigned records make an assigned dataset, where an annotator's view holds only their own records.
  assigned = await makeRecordsDataset(server, { workspace: cast.workspace });
  await setReviewers(cast.admin.api, assigned, [reviewer.id]);
  const [mine] = await createRecords(server, assigned, [{ external_id: 'a', fields: { text: 'assigned' } }, { external_id: 'n', fields: { text: 'nobody’s' } }]);
  // Assignments are written by their own module; the filters only read them.
  await server.db.insertInto('record_assignments').values({ record_id: mine.id, user_id: cast.annotator.id, dataset_id: assigned.id, inserted_at: '2026-01-01T00:00:00.000000' }).execute();
});
afterAll(() => server.close());

const review = (property: string, values: unknown[], question?: string) => terms({ entity: 'review', property, ...(question ? { question } : {}) }, values);

async function idsOf(as: ApiClient, path: string, body: unknown): Promise<string[]> {
  const response = await as.post(`${path}?limit=1000`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.total).toBe(response.body.items.length);
  return response.body.items.map((item: any) => item.record.external_id).sort();
}

describe.each(SEARCHES)('review filters in %s', (_name, pathOf, as, reviewing) => {
  const find = (body: unknown) => idsOf(as(), pathOf(dataset), body);
  const findDisagreeing = (body: unknown) => idsOf(reviewing(), pathOf(dataset), body);

  it('status: validated, unvalidated, or both', async () => {
    expect(await find(review('status', ['validated']))).toEqual(['v']);
    expect(await find(review('status', ['unvalidated']))).toEqual(['a', 'c', 'd', 'f', 'n']);
    expect(await find(review('status', ['validated', 'unvalidated']))).toHaveLength(6);
  });

  it('needs_review, comments and disagreement: true or false', async () => {
    expect(await find(review('needs_review', ['true']))).toEqual(['f']);
    expect(await find(review('needs_review', ['false']))).toEqual(['a', 'c', 'd', 'n', 'v']);
    expect(await find(review('comments', ['true']))).toEqual(['c']);
    expect(await find(review('comments', ['false']))).not.toContain('c');
    expect(await findDisagreeing(review('disagreement', ['true']))).toEqual(['d']);
    expect(await findDisagreeing(review('disagreement', ['false']))).toHaveLength(5);
    expect(await findDisagreeing(review('disagreement', ['true', 'false']))).toHaveLength(6);
  });

  it('disagreement on one question', async () => {
    expect(await findDisagreeing(review('disagreement', ['true'], 'label'))).toEqual(['d']);
    expect(await findDisagreeing(review('disagreement', ['true'], 'rating'))).toEqual([]);
    expect(await findDisagreeing(review('disagreement', ['false'], 'rating'))).toHaveLength(6);
    expectRule(await reviewing().post(pathOf(dataset), review('disagreement', ['true'], 'nope')), `Question with name \`nope\` not found in dataset \`${dataset.id}\`.`);
  });

  it('assignee: user ids', async () => {
    expect(await idsOf(as(), pathOf(assigned), review('assignee', [cast.annotator.id]))).toEqual(['a']);
    // Someone else's records: for those who review.
    expect(await idsOf(reviewing(), pathOf(assigned), review('assignee', [cast.admin.id]))).toEqual([]);
    expect(await find(review('assignee', [cast.annotator.id]))).toEqual([]);
  });

  it('with other filters and a text query', async () => {
    const body = {
      query: { text: { q: 'record' } },
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'review', property: 'status' }, values: ['unvalidated'] },
          { type: 'terms', scope: { entity: 'review', property: 'needs_review' }, values: ['false'] },
          { type: 'terms', scope: { entity: 'record', property: 'external_id' }, values: ['c', 'f', 'v'] },
        ],
      },
    };
    expect(await find(body)).toEqual(['c']);
  });

  it('refuses other values, ranges and sorting on them (422), never failing', async () => {
    const post = (body: unknown) => as().post(pathOf(dataset), body);
    expectRule(await post(review('status', ['done'])), "review status must be one of 'validated', 'unvalidated', not 'done'");
    expectRule(await post(review('needs_review', ['yes'])), "review needs_review must be one of 'true', 'false', not 'yes'");
    expectRule(await post(review('comments', [1])), "review comments must be one of 'true', 'false', not '1'");
    expectRule(await post({ filters: { and: [{ type: 'range', scope: { entity: 'review', property: 'status' }, ge: 1 }] } }), 'review status can only be filtered by terms');
    expectRule(await post({ filters: { and: [{ type: 'range', scope: { entity: 'review', property: 'assignee' }, le: 'z' }] } }), 'review assignee can only be filtered by terms');
    expectRule(await post({ sort: [{ scope: { entity: 'review', property: 'status' } }] }), 'Records cannot be sorted by review properties');
    expectInvalid(await post(review('flagged', ['true'])), ['body', 'filters', 'and', 0, 'scope', 'property']);
    expectInvalid(await post(review('status', [])), ['body', 'filters', 'and', 0, 'values']);
    expectInvalid(await post(review('status', [true])), ['body', 'filters', 'and', 0, 'values', 0]);
  });
});

describe('disagreement in the annotator view', () => {
  it('is refused to annotators who do not review the dataset (403): it would tell them how the others answered', async () => {
    for (const body of [review('disagreement', ['true']), review('disagreement', ['false'], 'label'), review('disagreement', ['true'], 'nope')]) {
      expectForbidden(await cast.annotator.api.post(mySearchPath(dataset), body));
    }
    const alongside = { filters: { and: [...review('comments', ['true']).filters.and, ...review('disagreement', ['true']).filters.and] } };
    expectForbidden(await cast.annotator.api.post(mySearchPath(dataset), alongside));
    // Their other review filters, and the disagreement filter for those who review, still answer.
    expect(await idsOf(cast.annotator.api, mySearchPath(dataset), review('comments', ['true']))).toEqual(['c']);
    expect(await idsOf(reviewer.api, mySearchPath(dataset), alongside)).toEqual([]);
    expect(await idsOf(cast.admin.api, mySearchPath(dataset), review('disagreement', ['true']))).toEqual(['d']);
  });
});

describe('the assignee filter in the annotator view', () => {
  it("is refused with someone else's id to annotators who do not review (403): it would tell them who holds which records", async () => {
    expectForbidden(await cast.annotator.api.post(mySearchPath(assigned), review('assignee', [cast.admin.id])));
    expectForbidden(await cast.annotator.api.post(mySearchPath(assigned), review('assignee', [cast.annotator.id, cast.admin.id])));
    // Their own records, and the records nobody holds, tell them nothing new; reviewers may ask for anyone's.
    expect(await idsOf(cast.annotator.api, mySearchPath(assigned), review('assignee', [cast.annotator.id]))).toEqual(['a']);
    expect((await cast.annotator.api.post(mySearchPath(assigned), review('assignee', ['none']))).status).toBe(200);
    expect((await reviewer.api.post(mySearchPath(assigned), review('assignee', [cast.admin.id]))).status).toBe(200);
  });
});

describe.each(SEARCHES.slice(1))('the assignee filter in %s', (_name, pathOf, as) => {
  it('takes none for the records nobody is assigned', async () => {
    expect(await idsOf(as(), pathOf(assigned), review('assignee', ['none']))).toEqual(['n']);
    expect(await idsOf(as(), pathOf(assigned), review('assignee', ['none', cast.annotator.id]))).toEqual(['a', 'n']);
    expect(await idsOf(as(), pathOf(dataset), review('assignee', ['none']))).toHaveLength(6);
  });
});
