import { describe, expect, it } from 'vitest';
import type { DatasetRecord } from '@gloss/contract';
import {
  QUEUE_PAGE_SIZE,
  appendPage,
  emptyQueue,
  isOutOfReach,
  nextPageRequest,
  pinFirst,
  positionOf,
  prependPage,
  previousPageRequest,
  recordAt,
  replaceRecord,
  shouldLoadAhead,
} from '../src/features/dataset/annotate/queue/queue-state';

const record = (id: string): DatasetRecord => ({
  id,
  status: 'pending',
  fields: {},
  metadata: null,
  external_id: null,
  dataset_id: 'd',
  inserted_at: '2026-01-01T00:00:00',
  updated_at: '2026-01-01T00:00:00',
});
const page = (from: number, count: number, total: number) => ({
  items: Array.from({ length: count }, (_, index) => record(`r${from + index}`)),
  total,
});

describe('the record queue', () => {
  it('starts where the URL says and asks the server from there', () => {
    expect(nextPageRequest(emptyQueue(7))).toEqual({ offset: 6, limit: QUEUE_PAGE_SIZE });
    expect(nextPageRequest(emptyQueue(0))).toEqual({ offset: 0, limit: QUEUE_PAGE_SIZE });
  });

  it('maps positions to loaded records', () => {
    const state = appendPage(emptyQueue(7), page(7, 10, 340));
    expect(recordAt(state, 7)?.id).toBe('r7');
    expect(recordAt(state, 16)?.id).toBe('r16');
    expect(recordAt(state, 17)).toBeUndefined();
    expect(positionOf(state, 'r9')).toBe(9);
    expect(state.total).toBe(340);
  });

  it('loads ahead when few records are left', () => {
    const state = appendPage(emptyQueue(), page(1, 10, 340));
    expect(shouldLoadAhead(state, 5)).toBe(false);
    expect(shouldLoadAhead(state, 8)).toBe(true);
  });

  it('knows the end from a short page', () => {
    const state = appendPage(emptyQueue(), page(1, 4, 4));
    expect(state.endReached).toBe(true);
    expect(nextPageRequest(state)).toBeNull();
    expect(shouldLoadAhead(state, 4)).toBe(false);
  });

  it('shifts the next offset by the answered records that left the queue, so none is skipped', () => {
    let state = appendPage(emptyQueue(), page(1, 10, 340));
    state = replaceRecord(state, { ...record('r1') }, false);
    state = replaceRecord(state, { ...record('r2') }, false);
    expect(nextPageRequest(state)).toEqual({ offset: 8, limit: QUEUE_PAGE_SIZE });
    // The server now counts 338 matches; the two answered ones are still on this page's list.
    state = appendPage(state, page(11, 10, 338));
    expect(state.total).toBe(340);
    expect(recordAt(state, 11)?.id).toBe('r11');
  });

  it('forgets a record left the queue once it matches again', () => {
    let state = appendPage(emptyQueue(), page(1, 10, 30));
    state = replaceRecord(state, record('r1'), false);
    state = replaceRecord(state, record('r1'), true);
    expect(state.left.size).toBe(0);
  });

  it('never lists a record twice', () => {
    let state = appendPage(emptyQueue(), page(1, 10, 30));
    state = appendPage(state, page(8, 10, 30));
    expect(state.items.map((item) => item.id)).toEqual([...Array.from({ length: 17 }, (_, index) => `r${index + 1}`)]);
  });

  it('loads the records before a shared link’s position when going back', () => {
    let state = appendPage(emptyQueue(25), page(25, 10, 100));
    expect(previousPageRequest(state)).toEqual({ offset: 14, limit: 10 });
    state = prependPage(state, page(15, 10, 100));
    expect(state.start).toBe(15);
    expect(recordAt(state, 15)?.id).toBe('r15');
    expect(recordAt(state, 25)?.id).toBe('r25');
    expect(previousPageRequest(appendPage(emptyQueue(4), page(4, 10, 100)))).toEqual({ offset: 0, limit: 3 });
    expect(previousPageRequest(state)).toEqual({ offset: 4, limit: 10 });
  });

  it('puts a linked record first when the queue has moved on', () => {
    const state = pinFirst(appendPage(emptyQueue(3), page(3, 10, 100)), record('linked'));
    expect(recordAt(state, 3)?.id).toBe('linked');
    expect(recordAt(state, 4)?.id).toBe('r3');
  });
});

describe('going far in the queue (the counter\'s "Go to record")', () => {
  const loaded = appendPage(emptyQueue(1), page(1, 10, 1_000_000));

  it('reads the queue again from a place farther than one call reaches', () => {
    expect(isOutOfReach(loaded, 900_000)).toBe(true);
    expect(isOutOfReach(loaded, 1_000_000)).toBe(true);
    const there = appendPage(emptyQueue(900_000), page(900_000, 10, 1_000_000));
    expect(isOutOfReach(there, 7)).toBe(true);
    expect(isOutOfReach(there, 900_000 - 11)).toBe(true);
  });

  it('loads what is within one call as it always did, a page ahead or behind', () => {
    expect(isOutOfReach(loaded, 5)).toBe(false);
    expect(isOutOfReach(loaded, 11)).toBe(false);
    expect(isOutOfReach(loaded, 20)).toBe(false);
    expect(isOutOfReach(loaded, 21)).toBe(true);
    const there = appendPage(emptyQueue(900_000), page(900_000, 10, 1_000_000));
    expect(isOutOfReach(there, 900_000 - 10)).toBe(false);
  });

  it('counts a bulk page as the view: the next page of 100 is one call away, the one after is not', () => {
    const bulk = appendPage(emptyQueue(101), page(101, 100, 1_000), 100);
    expect(isOutOfReach(bulk, 201, 100)).toBe(false);
    expect(isOutOfReach(bulk, 301, 100)).toBe(true);
    expect(isOutOfReach(bulk, 1, 100)).toBe(false);
    expect(previousPageRequest(bulk, 100)).toEqual({ offset: 0, limit: 100 });
  });

  it('never restarts a queue whose end is loaded, nor one not loaded yet, nor a similarity search', () => {
    const ended = appendPage(emptyQueue(1), page(1, 4, 4));
    expect(isOutOfReach(ended, 400)).toBe(false);
    expect(isOutOfReach(emptyQueue(1), 900_000)).toBe(false);
    const similar = appendPage(emptyQueue(1, { pageSize: 50, oneShot: true }), page(1, 50, 50), 50);
    expect(isOutOfReach(similar, 50)).toBe(false);
  });
});
