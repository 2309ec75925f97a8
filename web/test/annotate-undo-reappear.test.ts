import { describe, expect, it } from 'vitest';
import type { DatasetRecord, Response, ResponseStatus } from '@gloss/contract';
import { appendPage, emptyQueue, replaceRecord } from '../src/features/dataset/annotate/queue/queue-state';
import { reappearance, statusOf } from '../src/features/dataset/annotate/undo/reappear';

const response = (status: ResponseStatus, userId = 'me'): Response => ({
  id: `${userId}-${status}`,
  status,
  values: null,
  record_id: 'x',
  user_id: userId,
  inserted_at: '2026-01-01T00:00:00',
  updated_at: '2026-01-01T00:00:00',
});

const record = (id: string, responses: Response[] = [], datasetId = 'd'): DatasetRecord => ({
  id,
  status: 'pending',
  fields: {},
  metadata: null,
  external_id: null,
  dataset_id: datasetId,
  inserted_at: '2026-01-01T00:00:00',
  updated_at: '2026-01-01T00:00:00',
  responses,
});

/** A pending queue of r1..r3 where r1 was submitted (it left the queue) and the person is on r2. */
const answeredQueue = () => replaceRecord(appendPage(emptyQueue(1), { items: [record('r1'), record('r2'), record('r3')], total: 3 }), record('r1', [response('submitted')]), false);

describe('where a restored record reappears', () => {
  it('back in its queue at its place, and the person is taken to it', () => {
    const restored = record('r1');
    const plan = reappearance(answeredQueue(), 'pending', 'me', 'd', [restored], 'r2');
    expect(plan.replacements).toEqual([{ record: restored, stillMatches: true }]);
    expect(plan.show).toEqual({ recordId: 'r1', position: 1 });
    // Replaced, it counts in the queue again.
    expect(replaceRecord(answeredQueue(), restored, true).left.size).toBe(0);
  });

  it('updated in place when it is the record on screen (a draft saved or a clear undone)', () => {
    const restored = record('r2', [response('draft')]);
    const plan = reappearance(answeredQueue(), 'draft', 'me', 'd', [restored], 'r2');
    expect(plan.replacements).toEqual([{ record: restored, stillMatches: true }]);
    expect(plan.show).toBeNull();
  });

  it("marked as not matching when its status of before is not the queue's (a draft undone in the pending queue)", () => {
    const restored = record('r1', [response('draft')]);
    const plan = reappearance(answeredQueue(), 'pending', 'me', 'd', [restored], 'r2');
    expect(plan.replacements).toEqual([{ record: restored, stillMatches: false }]);
    expect(plan.show).toEqual({ recordId: 'r1', position: 1 });
  });

  it('found again by reloading the queue when the queue no longer holds it (it started again from the first)', () => {
    const plan = reappearance(answeredQueue(), 'pending', 'me', 'd', [record('elsewhere')], 'r2');
    expect(plan.replacements).toEqual([]);
    expect(plan.show).toEqual({ recordId: 'elsewhere', reload: true });
  });

  it('takes the person to the first of several restored records (a bulk undo)', () => {
    const plan = reappearance(answeredQueue(), 'pending', 'me', 'd', [record('r3'), record('r1')], 'r2');
    expect(plan.replacements.map((item) => item.record.id)).toEqual(['r3', 'r1']);
    expect(plan.show).toEqual({ recordId: 'r3', position: 3 });
  });

  it("ignores records of another dataset (the page moved on to another one)", () => {
    expect(reappearance(answeredQueue(), 'pending', 'me', 'd', [record('r1', [], 'other')], 'r2')).toEqual({ replacements: [], show: null });
  });

  it("reads the caller's status, not a teammate's", () => {
    expect(statusOf(record('r1', [response('submitted', 'them')]), 'me')).toBe('pending');
    expect(statusOf(record('r1', [response('submitted', 'them'), response('discarded')]), 'me')).toBe('discarded');
  });
});
