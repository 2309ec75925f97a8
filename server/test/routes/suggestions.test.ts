import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  expectForbidden,
  expectId,
  expectInvalid,
  expectNotFound,
  expectRule,
  expectTimestamp,
  expectUnauthorized,
} from '../helpers/expectations.js';
import type { MadeUser } from '../helpers/factories.js';
import {
  EMOJI_TEXT,
  type RecordsDataset,
  answer,
  createRecords,
  getRecord,
  makeRecordsDataset,
  someIds,
  submitted,
  suggestionsPath,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;
let dataset: RecordsDataset;
/** The server's warnings and errors: a reply sent twice shows only here, the client sees the first. */
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { logLines });
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
});
afterAll(() => server.close());

const fresh = async () => (await createRecords(server, dataset, [{ fields: { text: EMOJI_TEXT } }]))[0];
const suggestionPath = (suggestion: { id: string }) => `/api/v1/suggestions/${suggestion.id}`;
const label = (extra: Record<string, unknown> = {}) => ({ question_id: dataset.questions.label.id, value: 'positive', ...extra });

describe('GET /api/v1/records/{record_id}/suggestions', () => {
  it('needs credentials, a well-formed id and membership; 404 first', async () => {
    const record = await fresh();
    expectUnauthorized(await server.api.get(suggestionsPath(record)));
    expectInvalid(await server.owner.get('/api/v1/records/nope/suggestions'), ['path', 'record_id']);
    expectNotFound(await outsiderAnnotator.api.get(suggestionsPath({ id: MISSING_ID })), `Record with id \`${MISSING_ID}\` not found`);
    expectForbidden(await outsiderAnnotator.api.get(suggestionsPath(record)));
    expectForbidden(await outsiderAdmin.api.get(suggestionsPath(record)));
  });

  it("lists a record's suggestions, oldest first, to any member", async () => {
    const record = await fresh();
    await server.owner.put(suggestionsPath(record), { question_id: dataset.questions.rating.id, value: 3 });
    await server.owner.put(suggestionsPath(record), label({ agent: 'gpt', score: 0.9, type: 'model' }));
    const response = await annotator.api.get(suggestionsPath(record));
    expect(response.status).toBe(200);
    expect(response.body.items.map((s: any) => s.question_id)).toEqual([dataset.questions.rating.id, dataset.questions.label.id]);
    const suggestion = response.body.items[1];
    expect(Object.keys(suggestion).sort()).toEqual(['agent', 'id', 'inserted_at', 'question_id', 'score', 'type', 'updated_at', 'value']);
    expect(suggestion).toMatchObject({ value: 'positive', agent: 'gpt', score: 0.9, type: 'model' });
    expect(response.body.items[0]).toMatchObject({ value: 3, agent: null, score: null, type: null });
  });
});

describe('PUT /api/v1/records/{record_id}/suggestions', () => {
  let record: any;
  beforeAll(async () => {
    record = await fresh();
  });
  const put = (body: unknown, as = server.owner, target = record) => as.put(suggestionsPath(target), body);

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.put(suggestionsPath(record), label()));
  });

  it.each([
    [{ question_id: undefined }, ['body', 'question_id']],
    [{ question_id: 'nope' }, ['body', 'question_id']],
    [{ value: undefined }, ['body', 'value']],
    [{ value: 2.5 }, ['body', 'value']],
    [{ score: 1.5 }, ['body', 'score']],
    [{ score: -0.1 }, ['body', 'score']],
    [{ score: [] }, ['body', 'score']],
    [{ agent: '' }, ['body', 'agent']],
    [{ agent: '!!!' }, ['body', 'agent']],
    [{ agent: 'a'.repeat(201) }, ['body', 'agent']],
    [{ agent: 'bad|agent' }, ['body', 'agent']],
    [{ type: 'robot' }, ['body', 'type']],
  ])('rejects %j naming %j', async (override, loc) => {
    const response = await put(label(override));
    expect(response.status).toBe(422);
    const locations = response.body.detail.params.errors.map((error: { loc: unknown[] }) => error.loc.slice(0, loc.length));
    expect(locations).toContainEqual(loc);
  });

  it('is for admin members and owners; 404 for an unknown record', async () => {
    expectForbidden(await put(label(), annotator.api));
    expectForbidden(await put(label(), outsiderAdmin.api));
    expectNotFound(await put(label(), server.owner, { id: MISSING_ID }), `Record with id \`${MISSING_ID}\` not found`);
  });

  it("refuses a question that is not the dataset's", async () => {
    const other = await makeRecordsDataset(server, { workspace });
    expectRule(await put(label({ question_id: MISSING_ID })), `Question with id \`${MISSING_ID}\` not found`);
    expectRule(await put(label({ question_id: other.questions.label.id })), `Question with id \`${other.questions.label.id}\` not found`);
  });

  it('creates (201) then overwrites (200) the one suggestion per question', async () => {
    const target = await fresh();
    const created = await put(label({ agent: 'model/v1:large_2 test', score: 0.25, type: 'model' }), admin.api, target);
    expect(created.status).toBe(201);
    expectId(created.body.id);
    expectTimestamp(created.body.inserted_at);
    expect(created.body).toMatchObject({ question_id: dataset.questions.label.id, value: 'positive', agent: 'model/v1:large_2 test', score: 0.25, type: 'model' });
    const replaced = await put(label({ value: 'negative' }), admin.api, target);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: created.body.id, value: 'negative', agent: null, score: null, type: null });
    const listed = (await server.owner.get(suggestionsPath(target))).body.items;
    expect(listed).toHaveLength(1);
    expect(listed[0].value).toBe('negative');
  });

  it('matches scores to values: a list for list answers, of the same length, a number otherwise', async () => {
    const labels = (value: unknown, score: unknown) => ({ question_id: dataset.questions.labels.id, value, score });
    expectRule(await put(label({ score: [0.5] })), 'a list of score values is not allowed for a suggestion with a single value');
    expectRule(await put(labels(['news'], 0.5)), 'a single score value is not allowed for a suggestion with a multiple items value');
    expectRule(await put(labels(['news', 'tech'], [0.5])), "number of items on value and score attributes doesn't match");
    const ok = await put(labels(['news', 'tech'], [0.5, 1]));
    expect(ok.status).toBe(201);
    expect(ok.body.score).toEqual([0.5, 1]);
    expect((await put(labels(['sport'], null))).status).toBe(200);
  });

  it('checks the value as a response without status: partial rankings pass, spans count code points', async () => {
    const ranking = { question_id: dataset.questions.ranking.id, value: [{ value: 'second', rank: 1 }], score: [0.3] };
    expect((await put(ranking)).status).toBe(201);
    const span = (start: number, end: number) => ({
      question_id: dataset.questions.entities.id,
      value: [{ label: 'LOC', start, end }],
    });
    expect((await put(span(15, 20))).status).toBe(201);
    expectRule(
      await put(span(16, 21)),
      "span at index 0 of span question with name='entities' must have an 'end' lower than or equal to 20, the length of record field 'text'",
    );
    expectRule(
      await put({ question_id: dataset.questions.rating.id, value: 9 }),
      "9 is not a valid rating for rating question with name='rating'.\nValid ratings are: [1, 2, 3, 4, 5]",
    );
  });

  it('never changes the record status', async () => {
    const target = await fresh();
    await put(label(), server.owner, target);
    expect((await getRecord(server.owner, target)).status).toBe('pending');
    await answer(annotator.api, target, submitted());
    await put(label({ value: 'neutral' }), server.owner, target);
    expect((await getRecord(server.owner, target)).status).toBe('completed');
  });
});

describe('DELETE /api/v1/records/{record_id}/suggestions?ids=', () => {
  const remove = (record: { id: string }, ids: string | undefined, as = server.owner) =>
    as.delete(ids === undefined ? suggestionsPath(record) : `${suggestionsPath(record)}?ids=${ids}`);

  it('needs credentials and a valid id list', async () => {
    const record = await fresh();
    expectUnauthorized(await server.api.delete(`${suggestionsPath(record)}?ids=${MISSING_ID}`));
    expectRule(await remove(record, undefined), 'No suggestions IDs provided');
    expectRule(await remove(record, ''), 'No suggestions IDs provided');
    expectRule(await remove(record, someIds(101).join(',')), 'Cannot delete more than 100 suggestions at once');
    expectRule(await remove(record, 'nope'), 'Invalid UUID format');
  });

  it('is for admin members and owners; 404 for an unknown record', async () => {
    const record = await fresh();
    expectForbidden(await remove(record, MISSING_ID, annotator.api));
    expectForbidden(await remove(record, MISSING_ID, outsiderAdmin.api));
    expectNotFound(await remove({ id: MISSING_ID }, MISSING_ID));
  });

  it("deletes the record's suggestions named (204), ignoring other records' ids", async () => {
    const [first, second] = await createRecords(server, dataset, [
      {
        fields: { text: 'one' },
        suggestions: [label(), { question_id: dataset.questions.rating.id, value: 2 }, { question_id: dataset.questions.comment.id, value: 'c' }],
      },
      { fields: { text: 'two' }, suggestions: [label()] },
    ]);
    const byQuestion = (record: any, question: { id: string }) => record.suggestions.find((s: any) => s.question_id === question.id).id;
    const ids = [byQuestion(first, dataset.questions.label), byQuestion(first, dataset.questions.rating), second.suggestions[0].id, MISSING_ID];
    const response = await remove(first, ids.join(','), admin.api);
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect((await server.owner.get(suggestionsPath(first))).body.items.map((s: any) => s.question_id)).toEqual([dataset.questions.comment.id]);
    expect((await server.owner.get(suggestionsPath(second))).body.items).toHaveLength(1);
  });
});

describe('writes that choose their own status', () => {
  it('answer once: 201, 200 and 204 leave no warning or error in the log', async () => {
    const record = await fresh();
    logLines.length = 0;
    expect((await server.owner.put(suggestionsPath(record), label())).status).toBe(201);
    const replaced = await server.owner.put(suggestionsPath(record), label({ value: 'negative' }));
    expect(replaced.status).toBe(200);
    expect((await server.owner.delete(`${suggestionsPath(record)}?ids=${replaced.body.id}`)).status).toBe(204);
    expect(logLines).toEqual([]);
  });
});

describe('DELETE /api/v1/suggestions/{suggestion_id}', () => {
  it('needs credentials, an existing suggestion and manage rights', async () => {
    const [record] = await createRecords(server, dataset, [{ fields: { text: 'x' }, suggestions: [label()] }]);
    const suggestion = record.suggestions[0];
    expectUnauthorized(await server.api.delete(suggestionPath(suggestion)));
    expectInvalid(await server.owner.delete('/api/v1/suggestions/nope'), ['path', 'suggestion_id']);
    expectNotFound(await outsiderAnnotator.api.delete(suggestionPath({ id: MISSING_ID })), `Suggestion with id \`${MISSING_ID}\` not found`);
    expectForbidden(await annotator.api.delete(suggestionPath(suggestion)));
    expectForbidden(await outsiderAdmin.api.delete(suggestionPath(suggestion)));
  });

  it('answers 200 with the deleted suggestion', async () => {
    const [record] = await createRecords(server, dataset, [{ fields: { text: 'x' }, suggestions: [label({ agent: 'a', score: 0.5 })] }]);
    const suggestion = record.suggestions[0];
    const response = await admin.api.delete(suggestionPath(suggestion));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(suggestion);
    expect((await server.owner.get(suggestionsPath(record))).body.items).toEqual([]);
    expectNotFound(await admin.api.delete(suggestionPath(suggestion)));
  });
});

describe('GET /api/v1/datasets/{dataset_id}/records/search/suggestions/options', () => {
  const path = (target: { id: string }) => `/api/v1/datasets/${target.id}/records/search/suggestions/options`;

  it('needs credentials and membership; 404 first', async () => {
    expectUnauthorized(await server.api.get(path(dataset)));
    expectNotFound(await outsiderAnnotator.api.get(path({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
    expectForbidden(await outsiderAnnotator.api.get(path(dataset)));
    expectForbidden(await outsiderAdmin.api.get(path(dataset)));
  });

  it('lists every question in creation order with its distinct agents', async () => {
    const target = await makeRecordsDataset(server, { workspace });
    const suggestion = (question: keyof RecordsDataset['questions'], value: unknown, agent: string | null) => ({
      question_id: target.questions[question].id,
      value,
      agent,
    });
    await createRecords(server, target, [
      { fields: { text: 'a' }, suggestions: [suggestion('label', 'positive', 'model-b'), suggestion('rating', 3, 'human')] },
      { fields: { text: 'b' }, suggestions: [suggestion('label', 'negative', 'model-a'), suggestion('rating', 4, null)] },
      { fields: { text: 'c' }, suggestions: [suggestion('label', 'neutral', 'model-b')] },
    ]);
    const response = await annotator.api.get(path(target));
    expect(response.status).toBe(200);
    const items = response.body.items;
    expect(items.map((item: any) => item.question)).toEqual(
      (['label', 'labels', 'rating', 'ranking', 'comment', 'entities'] as const).map((name) => ({ id: target.questions[name].id, name })),
    );
    expect([...items[0].agents].sort()).toEqual(['model-a', 'model-b']);
    expect(items[2].agents).toEqual(['human']);
    expect(items[1].agents).toEqual([]);
  });
});
