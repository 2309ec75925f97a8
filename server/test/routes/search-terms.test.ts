import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  createRecords,
  expectInvalidUnder,
  makeRecordsDataset,
  search,
  searchIds,
  submitted,
  terms,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Terms filter values are strings, as in Argilla: a number is read as its text (the SDK sends
 * `("id", "==", 1)` as `values: [1]`), and it finds numbers stored in answers and suggestions as well as
 * text, while a boolean is refused.
 */
let server: TestServer;
let annotator: MadeUser;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  let workspace: { id: string };
  ({ workspace, annotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
  const rating = (value: number, score: number) => ({ question_id: dataset.questions.rating.id, value, score });
  const records = await createRecords(server, dataset, [
    { external_id: '1', fields: { text: 'one' }, metadata: { secret: 7, words: 20 }, suggestions: [rating(3, 0.5)] },
    { external_id: '2.5', fields: { text: 'two' }, metadata: { secret: '8', words: 30 }, suggestions: [rating(4, 0.25)] },
    { external_id: 'x', fields: { text: 'three' }, metadata: { secret: '7' } },
  ]);
  await answer(annotator.api, records[0], submitted('positive', { rating: 3 }));
  await answer(annotator.api, records[1], submitted('negative', { rating: 5 }));
});
afterAll(() => server.close());

const found = async (body: unknown, options = { admin: true }) => (await searchIds(server.owner, dataset, body, options)).ids.sort();
const externalId = { entity: 'record', property: 'external_id' };

describe('terms filter values', () => {
  it('read a number as its text on the external id', async () => {
    expect(await found(terms(externalId, [1]))).toEqual(['1']);
    expect(await found(terms(externalId, [2.5]))).toEqual(['2.5']);
    expect(await found(terms(externalId, [1, 'x']))).toEqual(['1', 'x']);
    expect((await searchIds(annotator.api, dataset, terms(externalId, [1]))).ids).toEqual(['1']);
  });

  it('find terms metadata by text, whether the record holds the number or the string', async () => {
    const secret = { entity: 'metadata', metadata_property: 'secret' };
    expect(await found(terms(secret, [7]))).toEqual(['1', 'x']);
    expect(await found(terms(secret, ['7']))).toEqual(['1', 'x']);
    expect(await found(terms(secret, [8]))).toEqual(['2.5']);
    expect(await found(terms({ entity: 'metadata', metadata_property: 'words' }, ['20', 30]))).toEqual(['1', '2.5']);
  });

  it('find numbers in suggestions and answers, given as text or as numbers', async () => {
    const suggested = { entity: 'suggestion', question: 'rating', property: 'value' };
    expect(await found(terms(suggested, ['3']))).toEqual(['1']);
    expect(await found(terms(suggested, [3, '4']))).toEqual(['1', '2.5']);
    expect(await found(terms({ entity: 'suggestion', question: 'rating', property: 'score' }, ['0.25']))).toEqual(['2.5']);
    const answered = { entity: 'response', question: 'rating' };
    expect(await found(terms(answered, ['5']))).toEqual(['2.5']);
    expect(await found(terms(answered, [3]))).toEqual(['1']);
    expect((await searchIds(annotator.api, dataset, terms(answered, ['3', '5']))).ids.sort()).toEqual(['1', '2.5']);
    expect(await found(terms({ entity: 'response', question: 'label' }, ['negative']))).toEqual(['2.5']);
  });

  it('refuse booleans, naming the value', async () => {
    const response = await search(server.owner, dataset, terms(externalId, ['x', true]), { admin: true });
    expectInvalidUnder(response, ['body', 'filters', 'and', 0, 'values', 1]);
  });
});
