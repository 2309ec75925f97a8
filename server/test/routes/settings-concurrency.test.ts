import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../helpers/factories.js';
import { bulkPath, makeRecordsDataset } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Changes of a dataset's settings racing each other and the writes of its records: every answer is one
 * the calls could have had one after another, and the dataset is left in a state one of those orders
 * leaves it in (PostgreSQL runs them side by side; SQLite one at a time).
 */
let server: TestServer;
let workspace: { id: string; name: string };

beforeAll(async () => {
  server = await startTestServer();
  workspace = await server.factory.workspace();
});
afterAll(() => server.close());

const ROUNDS = 6;

async function draftWithOneFieldAndQuestion() {
  const dataset = await server.factory.dataset({ workspace });
  const field = await server.factory.field(dataset);
  const question = await server.factory.question(dataset);
  return { dataset, field, question };
}

describe('publishing', () => {
  it('while the dataset is deleted answers 200 or 404, never a server error', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { dataset } = await draftWithOneFieldAndQuestion();
      const calls = Array.from({ length: 6 }, (_, i) =>
        i % 2 ? server.owner.delete(`/api/v1/datasets/${dataset.id}`) : server.owner.put(`/api/v1/datasets/${dataset.id}/publish`),
      );
      const statuses = (await Promise.all(calls)).map((answer) => answer.status);
      expect(statuses.every((status) => [200, 404, 422].includes(status)), JSON.stringify(statuses)).toBe(true);
    }
  });

  it('while its only field and question are deleted never leaves a published dataset without them', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { dataset, field, question } = await draftWithOneFieldAndQuestion();
      const statuses = (
        await Promise.all([
          server.owner.put(`/api/v1/datasets/${dataset.id}/publish`),
          server.owner.delete(`/api/v1/questions/${question.id}`),
          server.owner.delete(`/api/v1/fields/${field.id}`),
        ])
      ).map((answer) => answer.status);
      expect(statuses.every((status) => status < 500), JSON.stringify(statuses)).toBe(true);
      const after = (await server.owner.get(`/api/v1/datasets/${dataset.id}`)).body;
      if (after.status === 'ready') {
        expect((await server.owner.get(`/api/v1/datasets/${dataset.id}/fields`)).body.items).toHaveLength(1);
        expect((await server.owner.get(`/api/v1/datasets/${dataset.id}/questions`)).body.items).toHaveLength(1);
      }
    }
  });
});

describe('limits on settings', () => {
  it('hold when many are created at once', async () => {
    const dataset = await server.factory.dataset({ workspace });
    const properties = await Promise.all(
      Array.from({ length: 60 }, () =>
        server.owner.post(`/api/v1/datasets/${dataset.id}/metadata-properties`, { name: unique('p'), title: 'P', settings: { type: 'integer' } }),
      ),
    );
    expect(properties.filter((answer) => answer.status === 201)).toHaveLength(50);
    expect((await server.owner.get(`/api/v1/me/datasets/${dataset.id}/metadata-properties`)).body.items).toHaveLength(50);
    const vectors = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.owner.post(`/api/v1/datasets/${dataset.id}/vectors-settings`, { name: unique('v'), title: 'V', dimensions: 2 }),
      ),
    );
    expect(vectors.filter((answer) => answer.status === 201)).toHaveLength(5);
  });
});

describe('settings removed while records are written', () => {
  it('leave every write answered without a server error, and no index rows of the removed property', async () => {
    for (let round = 0; round < 3; round += 1) {
      const dataset = await makeRecordsDataset(server, { workspace });
      const items = (batch: number) =>
        Array.from({ length: 100 }, (_, i) => ({
          external_id: `b${batch}-${i}`,
          fields: { text: 'words' },
          metadata: { words: i },
          vectors: { emb: [1, i, 0] },
        }));
      const writes = Array.from({ length: 6 }, (_, batch) => server.owner.put(bulkPath(dataset), { items: items(batch) }));
      const removals = [
        server.owner.delete(`/api/v1/vectors-settings/${dataset.vectors.emb.id}`),
        server.owner.delete(`/api/v1/metadata-properties/${dataset.properties.words.id}`),
      ];
      const statuses = (await Promise.all([...writes, ...removals])).map((answer) => answer.status);
      expect(statuses.every((status) => status < 500), JSON.stringify(statuses)).toBe(true);
      // A write that came after the vectors settings went is refused (it names them); the others stored their records.
      const written = statuses.slice(0, writes.length).filter((status) => status === 200).length;
      const recreated = await server.owner.post(`/api/v1/datasets/${dataset.id}/metadata-properties`, {
        name: 'words',
        title: 'Words',
        settings: { type: 'terms' },
      });
      expect(recreated.status).toBe(201);
      // The new terms property indexes the values the records carry, as terms: no number of the old one is left.
      const metrics = (await server.owner.get(`/api/v1/metadata-properties/${recreated.body.id}/metrics`)).body;
      expect(metrics.total).toBe(written * 100);
      expect(metrics.values.filter((value: { term: string | null }) => value.term === null)).toEqual([]);
    }
  });
});
