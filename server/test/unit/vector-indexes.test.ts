import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApproximateIndex } from '../../src/features/search/approximate-index.js';
import { VectorIndexSnapshots } from '../../src/features/search/vector-index-snapshots.js';
import { VectorIndex } from '../../src/features/search/vector-index.js';
import { VectorIndexes } from '../../src/features/search/vector-indexes.js';
import { type RecordsDataset, createRecords, makeRecordsDataset } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** In-memory vector indexes go when their vector settings or dataset do, wherever they were deleted. */
let server: TestServer;
let workspace: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  workspace = await server.factory.workspace();
});
afterAll(() => server.close());

async function datasetWithVectors(): Promise<RecordsDataset> {
  const dataset = await makeRecordsDataset(server, { workspace });
  await createRecords(server, dataset, [{ fields: { text: 'a' }, vectors: { emb: [1, 0, 0], small: [0, 1] } }]);
  return dataset;
}

describe('the vector indexes', () => {
  it('free those of a deleted dataset and of deleted vector settings, and keep the rest', async () => {
    const indexes = new VectorIndexes();
    const gone = await datasetWithVectors();
    const kept = await datasetWithVectors();
    for (const dataset of [gone, kept]) {
      for (const settings of Object.values(dataset.vectors)) {
        const index = await indexes.indexFor(server.db, { id: settings.id, dimensions: settings.dimensions });
        expect(index.search([1, 0, 0].slice(0, settings.dimensions), 1, { order: 'most_similar' })).toHaveLength(1);
      }
    }
    expect(indexes.size).toBe(4);

    expect((await server.owner.delete(`/api/v1/datasets/${gone.id}`)).status).toBe(200);
    expect((await server.owner.delete(`/api/v1/vectors-settings/${kept.vectors.small.id}`)).status).toBe(200);
    await indexes.forgetRemoved(server.db);
    expect(indexes.size).toBe(1);
    const index = await indexes.indexFor(server.db, { id: kept.vectors.emb.id, dimensions: 3 });
    expect(index.search([1, 0, 0], 1, { order: 'most_similar' })).toHaveLength(1);
  });

  it('remove the snapshots on disk of vector settings deleted since, and keep the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gloss-sweep-'));
    try {
      const snapshots = new VectorIndexSnapshots(dir);
      const indexes = new VectorIndexes({ snapshots });
      const dataset = await datasetWithVectors();
      const position = { version: 1, loaded: { version: 1, recordId: '' }, generation: 0, stale: 0, declinedAt: null, recall: null };
      for (const settings of Object.values(dataset.vectors)) {
        const index = new VectorIndex<ApproximateIndex>(settings.dimensions);
        index.upsert('r', [1, 0, 0].slice(0, settings.dimensions));
        await snapshots.save(settings.id, index, position);
      }
      expect((await snapshots.list()).sort()).toEqual([dataset.vectors.emb.id, dataset.vectors.small.id].sort());
      expect((await server.owner.delete(`/api/v1/vectors-settings/${dataset.vectors.small.id}`)).status).toBe(200);
      await indexes.forgetRemoved(server.db);
      expect(await snapshots.list()).toEqual([dataset.vectors.emb.id]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
