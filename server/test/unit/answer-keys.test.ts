import { describe, expect, it } from 'vitest';
import { answerKey, answersDiffer } from '../../src/compositions/reviews/answer-keys.js';
import { disagreementRows } from '../../src/compositions/reviews/disagreements.js';

describe('answerKey: answers that mean the same have one key', () => {
  it.each<[string, unknown, unknown]>([
    ['a label by value', 'positive', 'positive'],
    ['a rating by value', 3, 3],
    ['a text by value', 'same words', 'same words'],
    ['multi-label as a set', ['news', 'tech'], ['tech', 'news', 'news']],
    ['a ranking by the order of its values, whatever order the items came in', [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }], [{ value: 'b', rank: 2 }, { value: 'a', rank: 1 }]],
    ['a ranking with ties', [{ value: 'a', rank: 1 }, { value: 'b', rank: 1 }, { value: 'c', rank: 2 }], [{ value: 'b', rank: 1 }, { value: 'c', rank: 2 }, { value: 'a', rank: 1 }]],
    ['spans as a set of label/start/end', [{ label: 'PER', start: 0, end: 3 }, { label: 'LOC', start: 5, end: 9 }], [{ start: 5, end: 9, label: 'LOC' }, { end: 3, label: 'PER', start: 0 }]],
    ['no spans', [], []],
  ])('%s', (_kind, left, right) => {
    expect(answerKey(left)).toBe(answerKey(right));
    expect(answersDiffer([left, right])).toBe(false);
  });

  it.each<[string, unknown, unknown]>([
    ['labels', 'positive', 'negative'],
    ['ratings', 3, 4],
    ['a rating and its text', 3, '3'],
    ['texts by one space', 'same words', 'same  words'],
    ['multi-label sets', ['news'], ['news', 'tech']],
    ['rankings in another order', [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }], [{ value: 'a', rank: 2 }, { value: 'b', rank: 1 }]],
    ['a tie and an order', [{ value: 'a', rank: 1 }, { value: 'b', rank: 1 }], [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }]],
    ['spans by a label', [{ label: 'PER', start: 0, end: 3 }], [{ label: 'ORG', start: 0, end: 3 }]],
    ['spans by an offset', [{ label: 'PER', start: 0, end: 3 }], [{ label: 'PER', start: 0, end: 4 }]],
    ['spans and none', [{ label: 'PER', start: 0, end: 3 }], []],
  ])('tells apart %s', (_kind, left, right) => {
    expect(answerKey(left)).not.toBe(answerKey(right));
    expect(answersDiffer([left, right])).toBe(true);
  });

  it('needs two answers to differ, and one differing among many is enough', () => {
    expect(answersDiffer([])).toBe(false);
    expect(answersDiffer(['a'])).toBe(false);
    expect(answersDiffer(['a', 'a', 'a'])).toBe(false);
    expect(answersDiffer(['a', 'a', 'b'])).toBe(true);
  });
});

describe('disagreementRows', () => {
  const questionIds = new Map([
    ['d1\u0000label', 'q-label'],
    ['d1\u0000labels', 'q-labels'],
    ['d1\u0000comment', 'q-comment'],
  ]);
  const response = (record: string, values: Record<string, unknown> | null) => ({
    record_id: record,
    dataset_id: 'd1',
    values: values === null ? null : JSON.stringify(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }]))),
  });

  it('names each question whose answers differ on a record, per record', () => {
    const rows = disagreementRows(
      [
        response('r1', { label: 'a', labels: ['x', 'y'], comment: 'same' }),
        response('r1', { label: 'b', labels: ['y', 'x'], comment: 'same' }),
        response('r2', { label: 'a' }),
        response('r2', { label: 'a', comment: 'only one answered this' }),
        response('r3', { label: 'c' }),
      ],
      questionIds,
    );
    expect(rows).toEqual([{ record_id: 'r1', question_id: 'q-label', dataset_id: 'd1' }]);
  });

  it('leaves out questions it does not know and responses without values', () => {
    const rows = disagreementRows([response('r1', { gone: 'a' }), response('r1', { gone: 'b' }), response('r1', null)], questionIds);
    expect(rows).toEqual([]);
  });
});
