import { describe, expect, it } from 'vitest';
import { suggestedRanks } from '../src/features/dataset/annotate/model/ranking';
import { matchesSuggestion, prefillFromSuggestions, suggestedItem, suggestionViews } from '../src/features/dataset/annotate/model/suggestions';
import { ranking, suggestion } from './annotate-model-fixtures';

// The official SDK (argilla 2.x) writes `rg.Suggestion("preference", ["b", "a", "c"])` as the model's
// order with no ranks: `[{"value": "b"}, {"value": "a"}, {"value": "c"}]`.
const SDK_VALUE = [{ value: 'b' }, { value: 'a' }, { value: 'c' }];

describe('a ranking suggestion written by the official SDK', () => {
  it('pre-fills the ranking in the suggested order, rank = position', () => {
    const question = ranking();
    expect(prefillFromSuggestions([question], [suggestion(question, SDK_VALUE, [0.5, 0.3, 0.2], 'ranker')])).toEqual({
      preference: [
        { value: 'b', rank: 1 },
        { value: 'a', rank: 2 },
        { value: 'c', rank: 3 },
      ],
    });
  });

  it('marks each option with its suggested rank and its own score', () => {
    const question = ranking();
    const views = suggestionViews([question], [suggestion(question, SDK_VALUE, [0.5, 0.3, 0.2], 'ranker')]);
    expect(suggestedItem(views.preference, 'b')).toEqual({ score: 0.5, rank: 1 });
    expect(suggestedItem(views.preference, 'a')).toEqual({ score: 0.3, rank: 2 });
    expect(suggestedItem(views.preference, 'c')).toEqual({ score: 0.2, rank: 3 });
  });

  it('counts the pre-filled answer as the suggestion (its badge shows until the person changes it)', () => {
    const question = ranking();
    const suggested = [suggestion(question, SDK_VALUE)];
    const views = suggestionViews([question], suggested);
    const answers = prefillFromSuggestions([question], suggested);
    expect(matchesSuggestion(question, views.preference, answers.preference)).toBe(true);
  });

  it('ranks a partial order and leaves the options it does not name in the pool', () => {
    const question = ranking();
    expect(prefillFromSuggestions([question], [suggestion(question, [{ value: 'c' }, { value: 'a' }])])).toEqual({
      preference: [
        { value: 'c', rank: 1 },
        { value: 'a', rank: 2 },
        { value: 'b', rank: null },
      ],
    });
  });

  it('reads explicit null ranks like missing ones', () => {
    const question = ranking();
    const views = suggestionViews([question], [suggestion(question, [{ value: 'c', rank: null }, { value: 'b', rank: null }])]);
    expect(views.preference?.value).toEqual([
      { value: 'c', rank: 1 },
      { value: 'b', rank: 2 },
    ]);
  });

  it('skips unknown and repeated values without leaving gaps in the ranks', () => {
    const question = ranking();
    const views = suggestionViews(
      [question],
      [suggestion(question, [{ value: 'x' }, { value: 'b' }, { value: 'b' }, { value: 'a' }], [0.9, 0.8, 0.7, 0.6])],
    );
    expect(views.preference?.value).toEqual([
      { value: 'b', rank: 1 },
      { value: 'a', rank: 2 },
    ]);
    expect(views.preference?.score).toEqual([0.8, 0.6]);
  });

  it('keeps the ranks of a suggestion that gives them (Gloss and the HTTP API)', () => {
    const question = ranking();
    const views = suggestionViews([question], [suggestion(question, [{ value: 'a', rank: 2 }, { value: 'b', rank: 1 }, { value: 'c', rank: 2 }])]);
    expect(views.preference?.value).toEqual([
      { value: 'a', rank: 2 },
      { value: 'b', rank: 1 },
      { value: 'c', rank: 2 },
    ]);
  });
});

describe('suggestedRanks', () => {
  it('ranks the fitting items by position when none has a rank, aligned with the items', () => {
    expect(suggestedRanks([{ value: 'x' }, { value: 'b' }, { value: 'a' }], [false, true, true], 3)).toEqual([
      { value: 'x', rank: null },
      { value: 'b', rank: 1 },
      { value: 'a', rank: 2 },
    ]);
  });

  it('keeps given ranks, dropping those outside 1..N, when any fitting item has one', () => {
    expect(suggestedRanks([{ value: 'a', rank: 7 }, { value: 'b' }, { value: 'c', rank: 1 }], [true, true, true], 3)).toEqual([
      { value: 'a', rank: null },
      { value: 'b', rank: null },
      { value: 'c', rank: 1 },
    ]);
  });

  it('is empty for an empty suggestion', () => {
    expect(suggestedRanks([], [], 3)).toEqual([]);
  });
});
