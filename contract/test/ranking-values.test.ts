import { describe, expect, it } from 'vitest';
import { validateQuestionValue } from '../src/index.js';
import { question, rankingSettings } from './fixtures.js';

const order = question('order', rankingSettings('a', 'b', 'c'));
const fields = {};
const ranked = (...pairs: [string, number | null][]) => pairs.map(([value, rank]) => ({ value, rank }));

describe('ranking questions', () => {
  it('accept every option ranked 1..N when submitted, ties included', () => {
    expect(validateQuestionValue(order, ranked(['a', 1], ['b', 2], ['c', 3]), 'submitted', fields)).toBeNull();
    expect(validateQuestionValue(order, ranked(['c', 1], ['a', 1], ['b', 1]), 'submitted', fields)).toBeNull();
  });

  it('let drafts, discards and suggestions be partial or unranked', () => {
    const partial = ranked(['b', null]);
    for (const status of ['draft', 'discarded', null] as const) {
      expect(validateQuestionValue(order, partial, status, fields)).toBeNull();
      expect(validateQuestionValue(order, [], status, fields)).toBeNull();
      expect(validateQuestionValue(order, [{ value: 'a' }], status, fields)).toBeNull();
      expect(validateQuestionValue(order, ranked(['a', 9]), status, fields)).toBeNull();
    }
  });

  it('need a list', () => {
    expect(validateQuestionValue(order, 'a', 'draft', fields)).toBe(
      "ranking question with name='order' expects a list of values, found a string",
    );
  });

  it('need items with a string value and an integer or null rank', () => {
    const message = (index: number) =>
      `item at index ${index} of ranking question with name='order' must be an object with a string 'value' and an integer or null 'rank'`;
    expect(validateQuestionValue(order, ['a', 'b', 'c'], 'draft', fields)).toBe(message(0));
    expect(validateQuestionValue(order, [{ value: 'a', rank: 1 }, { value: 2, rank: 1 }], 'draft', fields)).toBe(message(1));
    expect(validateQuestionValue(order, [{ value: 'a', rank: 1.5 }], 'draft', fields)).toBe(message(0));
    expect(validateQuestionValue(order, [{ value: 'a', rank: '1' }], 'draft', fields)).toBe(message(0));
    expect(validateQuestionValue(order, [{ rank: 1 }], 'draft', fields)).toBe(message(0));
  });

  it('need every option when submitted', () => {
    expect(validateQuestionValue(order, ranked(['a', 1], ['b', 2]), 'submitted', fields)).toBe(
      "ranking question with name='order' expects a list containing 3 values, found a list of 2 values",
    );
    expect(validateQuestionValue(order, ranked(['a', 1], ['b', 2], ['c', 3], ['a', 3]), 'submitted', fields)).toBe(
      "ranking question with name='order' expects a list containing 3 values, found a list of 4 values",
    );
  });

  it('need ranks within 1..N when submitted, named once and sorted', () => {
    expect(validateQuestionValue(order, ranked(['a', 4], ['b', 0], ['c', 4]), 'submitted', fields)).toBe(
      "[0, 4] are not valid ranks for ranking question with name='order'.\nValid ranks are: [1, 2, 3]",
    );
    expect(validateQuestionValue(order, ranked(['a', 1], ['b', null], ['c', 3]), 'submitted', fields)).toBe(
      "[None] are not valid ranks for ranking question with name='order'.\nValid ranks are: [1, 2, 3]",
    );
    expect(validateQuestionValue(order, [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }, { value: 'c' }], 'submitted', fields)).toBe(
      "[None] are not valid ranks for ranking question with name='order'.\nValid ranks are: [1, 2, 3]",
    );
  });

  it('need values among the options, whatever the status', () => {
    const message = "['x', 'y'] are not valid values for ranking question with name='order'.\nValid values are: ['a', 'b', 'c']";
    expect(validateQuestionValue(order, ranked(['y', 1], ['a', 2], ['x', 3]), 'submitted', fields)).toBe(message);
    expect(validateQuestionValue(order, ranked(['y', null], ['x', null]), 'draft', fields)).toBe(message);
    expect(validateQuestionValue(order, ranked(['y', 1], ['x', 2]), null, fields)).toBe(message);
  });

  it('need unique values, whatever the status', () => {
    const message = "ranking question with name='order' expects unique values, but duplicates were found: ['a']";
    expect(validateQuestionValue(order, ranked(['a', 1], ['a', 2], ['b', 3]), 'submitted', fields)).toBe(message);
    expect(validateQuestionValue(order, ranked(['a', 1], ['a', 2]), 'draft', fields)).toBe(message);
    expect(validateQuestionValue(order, ranked(['a', 1], ['a', 2]), null, fields)).toBe(message);
  });
});
