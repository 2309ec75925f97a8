import type { Response } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import {
  BULK_CHUNK_SIZE,
  chunked,
  outcomeOf,
  percentDone,
  runBulkWrite,
  startTally,
  tallyChunk,
  type BulkAnswer,
  type BulkItem,
} from '../src/features/dataset/annotate/bulk/bulk-write';

const response = (recordId: string): Response => ({
  id: `resp-${recordId}`,
  record_id: recordId,
  user_id: 'u1',
  status: 'submitted',
  values: { label: { value: 'positive' } },
  inserted_at: '2026-01-01T00:00:00',
  updated_at: '2026-01-01T00:00:00',
});
const ok = (ids: readonly string[]): BulkAnswer => ({ items: ids.map((id) => ({ item: response(id), error: null })) });
const ids = (count: number) => Array.from({ length: count }, (_, index) => `r${index + 1}`);

describe('chunks of a bulk write', () => {
  it('are of 10, the last one holding the rest', () => {
    expect(BULK_CHUNK_SIZE).toBe(10);
    expect(chunked(ids(25)).map((chunk) => chunk.length)).toEqual([10, 10, 5]);
    expect(chunked(ids(10))).toHaveLength(1);
    expect(chunked([])).toEqual([]);
    expect(() => chunked(ids(3), 0)).toThrow(RangeError);
  });
});

describe('the bookkeeping of a bulk write', () => {
  it('counts what each chunk wrote and what failed, item by item, in request order', () => {
    let tally = startTally(4);
    tally = tallyChunk(tally, ['a', 'b'], ok(['a', 'b']));
    expect(percentDone(tally)).toBe(50);
    tally = tallyChunk(tally, ['c', 'd'], { items: [{ item: response('c'), error: null }, { item: null, error: { detail: 'Record is not valid' } }] });
    expect(tally.done).toBe(4);
    expect(tally.written.map((item) => item.record_id)).toEqual(['a', 'b', 'c']);
    expect(tally.failed).toEqual([{ recordId: 'd', detail: 'Record is not valid' }]);
    expect(outcomeOf(tally)).toBe('partial');
    expect(percentDone(tally)).toBe(100);
  });

  it('counts a whole chunk failed when the call itself failed, and an item the answer left out', () => {
    let tally = startTally(3);
    tally = tallyChunk(tally, ['a', 'b'], { error: 'Network down' });
    tally = tallyChunk(tally, ['c'], { items: [] });
    expect(tally.failed.map((item) => item.recordId)).toEqual(['a', 'b', 'c']);
    expect(tally.failed[0]!.detail).toBe('Network down');
    expect(outcomeOf(tally)).toBe('failed');
  });

  it('never says 100 % before the last chunk is answered', () => {
    const tally = tallyChunk(startTally(1_000), ids(995), ok(ids(995)));
    expect(percentDone(tally)).toBe(99);
    expect(percentDone(startTally(0))).toBe(100);
    expect(outcomeOf(tallyChunk(startTally(1), ['a'], ok(['a'])))).toBe('succeeded');
  });
});

describe('running a bulk write', () => {
  it('sends every record in chunks of 10, one after the other, reporting progress after each', async () => {
    const records = ids(23);
    const sent: BulkItem[][] = [];
    const progress: number[] = [];
    let inFlight = 0;
    const tally = await runBulkWrite({
      records,
      idOf: (id) => id,
      itemFor: (id) => ({ record_id: id, status: 'submitted', values: { label: { value: 'positive' } } }),
      send: async (items) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        sent.push(items);
        await Promise.resolve();
        inFlight -= 1;
        return ok(items.map((item) => item.record_id));
      },
      onProgress: (current) => progress.push(percentDone(current)),
    });
    expect(sent.map((chunk) => chunk.length)).toEqual([10, 10, 3]);
    expect(sent.flat().map((item) => item.record_id)).toEqual(records);
    expect(progress).toEqual([43, 86, 100]);
    expect(tally.written).toHaveLength(23);
    expect(outcomeOf(tally)).toBe('succeeded');
  });

  it('goes on after a chunk the server refused, and names the records of that chunk', async () => {
    let call = 0;
    const tally = await runBulkWrite({
      records: ids(30),
      idOf: (id) => id,
      itemFor: (id) => ({ record_id: id, status: 'draft', values: {} }),
      send: async (items) => {
        call += 1;
        if (call === 2) throw new Error('500');
        return ok(items.map((item) => item.record_id));
      },
    });
    expect(call).toBe(3);
    expect(tally.written).toHaveLength(20);
    expect(tally.failed.map((item) => item.recordId)).toEqual(ids(20).slice(10));
  });

  it('builds each item only when its chunk is sent', async () => {
    const built: string[] = [];
    const seenAtSend: number[] = [];
    await runBulkWrite({
      records: ids(20),
      idOf: (id) => id,
      itemFor: (id) => {
        built.push(id);
        return { record_id: id, status: 'discarded' };
      },
      send: async (items) => {
        seenAtSend.push(built.length);
        return ok(items.map((item) => item.record_id));
      },
    });
    expect(seenAtSend).toEqual([10, 20]);
  });
});
