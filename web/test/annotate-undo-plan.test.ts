import { describe, expect, it } from 'vitest';
import type { DatasetRecord, Response, ResponseStatus } from '@gloss/contract';
import {
  isStale,
  planRestore,
  sameResponse,
  sameValues,
  snapshotOf,
  snapshotOfRecord,
  splitStale,
  type ResponseState,
  type RestoreOperation,
} from '../src/features/dataset/annotate/undo/restore-plan';

const state = (id: string, status: ResponseStatus, label: string | null): ResponseState => ({
  id,
  status,
  values: label === null ? null : { label: { value: label } },
});

const wire = (id: string, status: ResponseStatus, label: string, userId = 'me'): Response => ({
  id,
  status,
  values: { label: { value: label } },
  record_id: 'r1',
  user_id: userId,
  inserted_at: '2026-01-01T00:00:00.000000',
  updated_at: '2026-01-01T00:00:01.000000',
});

type Before = 'none' | ResponseStatus;
type After = 'cleared' | ResponseStatus;

/** The record's response before the action (`prev` answered "old") and as the action left it ("new"). */
function transition(before: Before, after: After) {
  const previous = before === 'none' ? null : state('prev', before, 'old');
  // An update keeps the response's id; a first answer creates one; Clear deletes it.
  const written = after === 'cleared' ? null : state(previous ? previous.id : 'created', after, 'new');
  return planRestore([{ recordId: 'r1', response: previous }], [{ recordId: 'r1', response: written }]);
}

describe('the restore plan, for every status transition of one record', () => {
  const befores: Before[] = ['none', 'draft', 'submitted', 'discarded'];
  const afters: After[] = ['submitted', 'discarded', 'draft', 'cleared'];

  for (const before of befores) {
    for (const after of afters) {
      it(`${before} -> ${after}`, () => {
        const plan = transition(before, after);
        if (before === 'none' && after === 'cleared') {
          // Nothing was there and nothing is: nothing to put back.
          expect(plan).toEqual({ operations: [], unchanged: ['r1'] });
        } else if (before === 'none') {
          // The action created the response: undo deletes it and the record is pending again.
          expect(plan.operations).toEqual([{ kind: 'delete', recordId: 'r1', responseId: 'created', expected: state('created', after as ResponseStatus, 'new') }]);
        } else if (after === 'cleared') {
          // Clear deleted it: undo writes it again with its status and values.
          expect(plan.operations).toEqual([{ kind: 'create', recordId: 'r1', status: before, values: { label: { value: 'old' } }, expected: null }]);
        } else {
          // Updated in place: undo puts the previous status and values back on the same response.
          expect(plan.operations).toEqual([
            { kind: 'update', recordId: 'r1', responseId: 'prev', status: before, values: { label: { value: 'old' } }, expected: state('prev', after, 'new') },
          ]);
        }
      });
    }
  }
});

describe('the restore plan', () => {
  it('keeps a previous draft a draft and a previous submitted submitted, values exactly', () => {
    const values = { label: { value: 'old' }, spans: { value: [{ label: 'PER', start: 0, end: 3 }] }, rank: { value: [{ value: 'a', rank: 1 }] } };
    const plan = planRestore(
      [
        { recordId: 'd', response: { id: 'd1', status: 'draft', values } },
        { recordId: 's', response: { id: 's1', status: 'submitted', values } },
      ],
      [
        { recordId: 'd', response: state('d1', 'submitted', 'new') },
        { recordId: 's', response: state('s1', 'discarded', 'new') },
      ],
    );
    expect(plan.operations.map((operation) => operation.kind === 'update' && [operation.responseId, operation.status, operation.values])).toEqual([
      ['d1', 'draft', values],
      ['s1', 'submitted', values],
    ]);
  });

  it('puts back a response without values as one without values', () => {
    const plan = planRestore([{ recordId: 'r1', response: state('x', 'discarded', null) }], [{ recordId: 'r1', response: state('x', 'submitted', 'new') }]);
    expect(plan.operations).toMatchObject([{ kind: 'update', status: 'discarded', values: null }]);
  });

  it('does nothing for a record the action left as it was (the same status and values, in any key order)', () => {
    const before = { id: 'x', status: 'draft' as const, values: { a: { value: 1 }, b: { value: 'two' } } };
    const after = { id: 'x', status: 'draft' as const, values: { b: { value: 'two' }, a: { value: 1 } } };
    expect(planRestore([{ recordId: 'r1', response: before }], [{ recordId: 'r1', response: after }])).toEqual({ operations: [], unchanged: ['r1'] });
  });

  it('does nothing for records the write failed for (absent from what it left)', () => {
    const plan = planRestore(
      [
        { recordId: 'ok', response: null },
        { recordId: 'failed', response: state('f', 'draft', 'old') },
      ],
      [{ recordId: 'ok', response: state('n', 'submitted', 'new') }],
    );
    expect(plan.operations.map((operation) => operation.recordId)).toEqual(['ok']);
    expect(plan.unchanged).toEqual(['failed']);
  });

  it('plans a bulk write record by record, in the order given, each record once', () => {
    const plan = planRestore(
      [
        { recordId: 'a', response: null },
        { recordId: 'b', response: state('b1', 'draft', 'old') },
        { recordId: 'a', response: null },
        { recordId: 'c', response: state('c1', 'submitted', 'same') },
      ],
      [
        { recordId: 'c', response: state('c1', 'submitted', 'same') },
        { recordId: 'b', response: state('b1', 'submitted', 'new') },
        { recordId: 'a', response: state('a1', 'submitted', 'new') },
      ],
    );
    expect(plan.operations.map((operation) => [operation.recordId, operation.kind])).toEqual([
      ['a', 'delete'],
      ['b', 'update'],
    ]);
    expect(plan.unchanged).toEqual(['c']);
  });
});

describe('stale undo', () => {
  const update: RestoreOperation = {
    kind: 'update',
    recordId: 'r1',
    responseId: 'x',
    status: 'draft',
    values: { label: { value: 'old' } },
    expected: state('x', 'submitted', 'new'),
  };
  const create: RestoreOperation = { kind: 'create', recordId: 'r1', status: 'submitted', values: { label: { value: 'old' } }, expected: null };
  const remove: RestoreOperation = { kind: 'delete', recordId: 'r1', responseId: 'x', expected: state('x', 'discarded', 'new') };

  it('is fresh while the server has exactly what the action wrote', () => {
    expect(isStale(update, state('x', 'submitted', 'new'))).toBe(false);
    expect(isStale(remove, state('x', 'discarded', 'new'))).toBe(false);
    expect(isStale(create, null)).toBe(false);
  });

  it('is stale once another write changed the values, the status, or the response itself', () => {
    expect(isStale(update, state('x', 'submitted', 'edited'))).toBe(true);
    expect(isStale(update, state('x', 'draft', 'new'))).toBe(true);
    // Cleared and answered again: another response.
    expect(isStale(update, state('y', 'submitted', 'new'))).toBe(true);
    // Cleared since.
    expect(isStale(remove, null)).toBe(true);
    // Answered again after the Clear that is being undone.
    expect(isStale(create, state('z', 'draft', 'again'))).toBe(true);
  });

  it('is stale when the record is gone', () => {
    expect(isStale(update, undefined)).toBe(true);
    expect(isStale(create, undefined)).toBe(true);
  });

  it('splits a bulk undo into what may still be put back and the records changed since', () => {
    const other: RestoreOperation = { ...update, recordId: 'r2' };
    const gone: RestoreOperation = { ...update, recordId: 'r3' };
    const current = new Map<string, ResponseState | null>([
      ['r1', state('x', 'submitted', 'new')],
      ['r2', state('x', 'submitted', 'edited later')],
    ]);
    expect(splitStale([update, other, gone], current)).toEqual({ fresh: [update], stale: ['r2', 'r3'] });
  });
});

describe('snapshots and comparisons', () => {
  it('take from a contract response only what undo needs', () => {
    expect(snapshotOf('r1', wire('x', 'draft', 'a'))).toEqual({ recordId: 'r1', response: { id: 'x', status: 'draft', values: { label: { value: 'a' } } } });
    expect(snapshotOf('r1', undefined)).toEqual({ recordId: 'r1', response: null });
  });

  it("take the caller's response of a record, not a teammate's", () => {
    const record: DatasetRecord = {
      id: 'r1',
      status: 'pending',
      fields: {},
      metadata: null,
      external_id: null,
      dataset_id: 'd',
      inserted_at: '2026-01-01T00:00:00',
      updated_at: '2026-01-01T00:00:00',
      responses: [wire('theirs', 'submitted', 'b', 'them'), wire('mine', 'draft', 'a', 'me')],
    };
    expect(snapshotOfRecord(record, 'me').response?.id).toBe('mine');
    expect(snapshotOfRecord({ ...record, responses: [] }, 'me').response).toBeNull();
  });

  it('compare values by content: key order does not matter, list order does, none is empty', () => {
    expect(sameValues({ a: { value: ['1', '2'] }, b: { value: 'x' } }, { b: { value: 'x' }, a: { value: ['1', '2'] } })).toBe(true);
    expect(sameValues({ a: { value: ['x', 'y'] } }, { a: { value: ['y', 'x'] } })).toBe(false);
    expect(sameValues(null, {})).toBe(true);
    expect(sameValues(null, { a: { value: 'x' } })).toBe(false);
    expect(sameResponse(null, null)).toBe(true);
    expect(sameResponse(state('x', 'draft', 'a'), null)).toBe(false);
  });
});
