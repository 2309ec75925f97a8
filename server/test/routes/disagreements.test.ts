import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cast, MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  bulkPath,
  createPlainRecords,
  makeRecordsDataset,
  responsePath,
  submitted,
} from '../helpers/records-fixtures.js';
import { reviewPath, reviewSearch, validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Which questions a record's submitted answers disagree on, kept by every change to responses and read
 * through the review search (its items' `disagreements`, and the `disagreement` filter).
 */
let server: TestServer;
let cast: Cast;
let third: MadeUser;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  third = await server.factory.user('annotator', { workspaces: [cast.workspace] });
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
});
afterAll(() => server.close());

/** The questions disagreed on per record id, for these records. */
async function disagreementsOf(records: { id: string }[]): Promise<Record<string, string[]>> {
  const page = await reviewSearch(server.owner, dataset, {}, 'limit=1000');
  const ids = new Set(records.map((record) => record.id));
  return Object.fromEntries(page.items.filter((item: any) => ids.has(item.record.id)).map((item: any) => [item.record.id, item.disagreements]));
}
const disagreeing = { filters: { and: [{ type: 'terms', scope: { entity: 'review', property: 'disagreement' }, values: ['true'] }] } };

describe('disagreements follow the submitted answers', () => {
  it('appear when two submitted answers differ, and go when one changes to agree', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    const mine = await answer(cast.annotator.api, record, submitted('positive', { labels: ['news', 'tech'], rating: 3 }));
    expect(await disagreementsOf([record])).toEqual({ [record.id]: [] });
    await answer(cast.admin.api, record, submitted('negative', { labels: ['tech', 'news'], rating: 4 }));
    expect(await disagreementsOf([record])).toEqual({ [record.id]: ['label', 'rating'] });
    const filtered = await reviewSearch(server.owner, dataset, disagreeing, 'limit=1000');
    expect(filtered.items.map((item: any) => item.record.id)).toContain(record.id);

    const changed = await cast.annotator.api.put(responsePath(mine), submitted('negative', { labels: ['news', 'tech'], rating: 4 }));
    expect(changed.status).toBe(200);
    expect(await disagreementsOf([record])).toEqual({ [record.id]: [] });
  });

  it('count only submitted answers: a draft or a discard takes no side', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    await answer(cast.annotator.api, record, submitted('positive'));
    const draft = await answer(cast.admin.api, record, { status: 'draft', values: { label: { value: 'negative' } } });
    await answer(third.api, record, { status: 'discarded', values: { label: { value: 'neutral' } } });
    expect(await disagreementsOf([record])).toEqual({ [record.id]: [] });
    // The draft submitted: now they differ.
    expect((await cast.admin.api.put(responsePath(draft), submitted('negative'))).status).toBe(200);
    expect(await disagreementsOf([record])).toEqual({ [record.id]: ['label'] });
  });

  it('compare rankings by order, multi-labels as sets and spans as sets', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    await answer(cast.annotator.api, record, submitted('positive', {
      ranking: [{ value: 'first', rank: 1 }, { value: 'second', rank: 2 }, { value: 'third', rank: 3 }],
      entities: [{ start: 0, end: 6, label: 'PER' }, { start: 7, end: 8, label: 'LOC' }],
    }));
    await answer(cast.admin.api, record, submitted('positive', {
      ranking: [{ value: 'third', rank: 3 }, { value: 'first', rank: 1 }, { value: 'second', rank: 2 }],
      entities: [{ start: 7, end: 8, label: 'LOC' }, { start: 0, end: 6, label: 'PER' }],
    }));
    expect(await disagreementsOf([record])).toEqual({ [record.id]: [] });
    await answer(third.api, record, submitted('positive', {
      ranking: [{ value: 'second', rank: 1 }, { value: 'first', rank: 2 }, { value: 'third', rank: 3 }],
      entities: [{ start: 0, end: 6, label: 'ORG' }],
    }));
    expect(await disagreementsOf([record])).toEqual({ [record.id]: ['ranking', 'entities'] });
  });

  it('go when a response is deleted', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    await answer(cast.annotator.api, record, submitted('positive'));
    const theirs = await answer(cast.admin.api, record, submitted('negative'));
    expect(await disagreementsOf([record])).toEqual({ [record.id]: ['label'] });
    expect((await cast.admin.api.delete(responsePath(theirs))).status).toBe(200);
    expect(await disagreementsOf([record])).toEqual({ [record.id]: [] });
  });

  it('follow the bulk answers', async () => {
    const [one, two] = await createPlainRecords(server, dataset, 2);
    await answer(cast.annotator.api, one, submitted('positive'));
    await answer(cast.annotator.api, two, submitted('positive'));
    const bulk = await cast.admin.api.post('/api/v1/me/responses/bulk', {
      items: [
        { record_id: one.id, ...submitted('negative') },
        { record_id: two.id, ...submitted('positive') },
      ],
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(await disagreementsOf([one, two])).toEqual({ [one.id]: ['label'], [two.id]: [] });
  });

  it('follow responses written with the records', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    const upsert = (label: string) =>
      server.owner.put(bulkPath(dataset), {
        items: [
          {
            id: record.id,
            responses: [
              { user_id: cast.annotator.id, ...submitted('positive') },
              { user_id: cast.admin.id, ...submitted(label) },
            ],
          },
        ],
      });
    expect((await upsert('neutral')).status).toBe(200);
    expect(await disagreementsOf([record])).toEqual({ [record.id]: ['label'] });
    expect((await upsert('positive')).status).toBe(200);
    expect(await disagreementsOf([record])).toEqual({ [record.id]: [] });
    const created = await server.owner.post(bulkPath(dataset), {
      items: [{ fields: { text: 'made with answers' }, responses: [{ user_id: cast.annotator.id, ...submitted('positive') }, { user_id: third.id, ...submitted('negative') }] }],
    });
    expect(created.status).toBe(201);
    expect(await disagreementsOf(created.body.items)).toEqual({ [created.body.items[0].id]: ['label'] });
  });

  it('go with a deleted user’s responses', async () => {
    const leaving = await server.factory.user('annotator', { workspaces: [cast.workspace] });
    const [record] = await createPlainRecords(server, dataset, 1);
    await answer(cast.annotator.api, record, submitted('positive'));
    await answer(leaving.api, record, submitted('negative'));
    expect(await disagreementsOf([record])).toEqual({ [record.id]: ['label'] });
    expect((await server.owner.delete(`/api/v1/users/${leaving.id}`)).status).toBe(200);
    expect(await disagreementsOf([record])).toEqual({ [record.id]: [] });
  });

  it('go with a reset, which leaves no submitted answer', async () => {
    const [record] = await createPlainRecords(server, dataset, 1);
    await answer(cast.annotator.api, record, submitted('positive'));
    await answer(cast.admin.api, record, submitted('negative'));
    await validate(cast.admin.api, record, { label: 'positive' });
    expect((await server.owner.delete(reviewPath(record))).status).toBe(200);
    expect(await disagreementsOf([record])).toEqual({ [record.id]: [] });
  });

  it('are right when two annotators submit to a record at the same moment', async () => {
    const batch = await createPlainRecords(server, dataset, 6);
    await Promise.all(batch.flatMap((record) => [answer(cast.annotator.api, record, submitted('positive')), answer(cast.admin.api, record, submitted('negative'))]));
    const found = await disagreementsOf(batch);
    expect(batch.map((record) => found[record.id])).toEqual(batch.map(() => ['label']));
  });
});
