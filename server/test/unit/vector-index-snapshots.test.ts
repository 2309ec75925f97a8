import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepBuilt } from '../../src/features/search/approximate-builder.js';
import { ApproximateIndex } from '../../src/features/search/approximate-index.js';
import { SILENT } from '../../src/features/search/vector-index-log.js';
import { type SnapshotPosition, VectorIndexSnapshots } from '../../src/features/search/vector-index-snapshots.js';
import { VectorIndex } from '../../src/features/search/vector-index.js';
import { seededRandom } from '../helpers/random.js';

/** A vector index written to disk and read back answers as it did, and a snapshot that cannot be trusted is not used. */
const DIMENSIONS = 16;
const SETTINGS_ID = '0190a7e2-7c3b-7d4e-8f00-123456789abc';
const POSITION: SnapshotPosition = { version: 7, loaded: { version: 7, recordId: 'r9' }, generation: 2, stale: 1, declinedAt: null, recall: 0.99 };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gloss-snapshots-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function filled(count: number, seed = 1): VectorIndex<ApproximateIndex> {
  const rand = seededRandom(seed);
  const index = new VectorIndex<ApproximateIndex>(DIMENSIONS);
  for (let i = 0; i < count; i += 1) index.upsert(`r${i}`, Array.from({ length: DIMENSIONS }, () => rand() - 0.5));
  return index;
}

async function withGraph(index: VectorIndex<ApproximateIndex>): Promise<ApproximateIndex> {
  const approximate = new ApproximateIndex(index);
  index.approximate = approximate;
  keepBuilt(index, approximate, { vectorSettingsId: SETTINGS_ID, log: SILENT, onDeclined: () => undefined, expansions: [64] });
  while (!approximate.settled) await sleep(5);
  return approximate;
}

const query = Array.from({ length: DIMENSIONS }, (_, i) => Math.sin(i));

describe('vector index snapshots', () => {
  it('give back the rows, free rows, the graph and the position they were taken at', async () => {
    const index = filled(3000);
    index.forget(['r10', 'r11'], index.writes);
    await withGraph(index);
    const snapshots = new VectorIndexSnapshots(dir);
    expect(await snapshots.save(SETTINGS_ID, index, POSITION)).toBe('saved');

    const loaded = (await snapshots.load(SETTINGS_ID, DIMENSIONS, 7))!;
    expect(loaded.position).toEqual(POSITION);
    expect(loaded.index.size).toBe(2998);
    expect(loaded.index.rows).toBe(3000);
    expect(loaded.index.approximate).toMatchObject({ expansion: index.approximate!.expansion, size: 2998, pending: 0 });
    expect(loaded.index.approximate!.canAnswer(20)).toBe(true);
    expect(loaded.index.search(query, 20, { order: 'most_similar' })).toEqual(index.search(query, 20, { order: 'most_similar' }));
    expect(loaded.index.approximate!.searches).toBe(1);
    expect(loaded.index.search(query, 20, { order: 'least_similar' })).toEqual(index.search(query, 20, { order: 'least_similar' }));

    // The restored index keeps changing as the live one did: freed rows are reused, the graph follows.
    loaded.index.upsert('new', query);
    expect(loaded.index.rows).toBe(3000);
    loaded.index.approximate!.step(1000);
    expect(loaded.index.search(query, 1, { order: 'most_similar' })[0].recordId).toBe('new');
  });

  it('keep an index without a graph, and replace the previous snapshot, leaving only the new files', async () => {
    const snapshots = new VectorIndexSnapshots(dir);
    const index = filled(100);
    await snapshots.save(SETTINGS_ID, index, POSITION);
    index.upsert('r0', query);
    await snapshots.save(SETTINGS_ID, index, { ...POSITION, version: 8 });
    expect(readdirSync(join(dir, SETTINGS_ID)).sort().map((name) => name.split('-')[0])).toEqual(['ids', 'rows', 'snapshot.json']);
    const loaded = (await snapshots.load(SETTINGS_ID, DIMENSIONS, 8))!;
    expect(loaded.index.approximate).toBeNull();
    expect(loaded.index.search(query, 1, { order: 'most_similar' })[0].recordId).toBe('r0');
  });

  it('are not used for other dimensions, nor ahead of the database (a database put back from an older copy)', async () => {
    const snapshots = new VectorIndexSnapshots(dir);
    await snapshots.save(SETTINGS_ID, filled(100), POSITION);
    expect(await snapshots.load(SETTINGS_ID, DIMENSIONS + 1, 7)).toBeNull();
    expect(await snapshots.load(SETTINGS_ID, DIMENSIONS, 6)).toBeNull();
    expect(await snapshots.load(SETTINGS_ID, DIMENSIONS, 9)).not.toBeNull();
    expect(await snapshots.load('0190a7e2-7c3b-7d4e-8f00-000000000000', DIMENSIONS, 9)).toBeNull();
  });

  it('are not written when the index changed while its rows were being written', async () => {
    const snapshots = new VectorIndexSnapshots(dir);
    const index = filled(100);
    const saving = snapshots.save(SETTINGS_ID, index, POSITION);
    index.upsert('r1', query);
    expect(await saving).toBe('changed');
    expect(await snapshots.load(SETTINGS_ID, DIMENSIONS, 7)).toBeNull();
    expect(readdirSync(join(dir, SETTINGS_ID))).toEqual([]);
  });

  it('never name a folder with anything but a vector settings id', async () => {
    const snapshots = new VectorIndexSnapshots(dir);
    await expect(snapshots.save('../../etc', filled(1), POSITION)).rejects.toThrow('not a vector settings id');
    await snapshots.save(SETTINGS_ID, filled(1), POSITION);
    expect(await snapshots.list()).toEqual([SETTINGS_ID]);
    await snapshots.remove(SETTINGS_ID);
    expect(await snapshots.list()).toEqual([]);
  });
});
