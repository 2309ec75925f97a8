import { describe, expect, it } from 'vitest';
import { pressMulti, pressSingle, unconfirmedFromPrefill } from '../src/features/dataset/annotate/model/confirmation';
import { prefillFromSuggestions } from '../src/features/dataset/annotate/model/suggestions';
import { label, multiLabel, ranking, rating, span, suggestion, text } from './annotate-model-fixtures';

describe('what a suggestion pre-fills waits for the person to agree', () => {
  it('holds the pre-filled options of label, multi-label and rating questions, ratings as text', () => {
    const questions = [label(), multiLabel(), rating(), text(), ranking(), span()];
    const [sentiment, topics, quality, comment, preference, entities] = questions;
    const answers = prefillFromSuggestions(questions, [
      suggestion(sentiment!, 'negative'),
      suggestion(topics!, ['sports', 'art']),
      suggestion(quality!, 0),
      suggestion(comment!, 'a text'),
      suggestion(preference!, [{ value: 'a', rank: 1 }]),
      suggestion(entities!, [{ start: 0, end: 2, label: 'PER' }]),
    ]);
    expect(unconfirmedFromPrefill(questions, answers)).toEqual({ sentiment: ['negative'], topics: ['sports', 'art'], quality: ['0'] });
    expect(unconfirmedFromPrefill(questions, {})).toEqual({});
  });
});

describe('a key or click on an option of a label or a rating', () => {
  it('confirms an option only a suggestion selected: it stays, and the answer is the person\'s', () => {
    expect(pressSingle('negative', 'negative', ['negative'])).toEqual({ value: 'negative', unconfirmed: [], outcome: 'confirmed' });
    expect(pressSingle(0, 0, ['0'])).toEqual({ value: 0, unconfirmed: [], outcome: 'confirmed' });
  });

  it('takes back, on a second press, an option the person confirmed or chose', () => {
    const confirmed = pressSingle('negative', 'negative', ['negative']);
    expect(pressSingle(confirmed.value, 'negative', confirmed.unconfirmed)).toEqual({ value: undefined, unconfirmed: [], outcome: 'unselected' });
    expect(pressSingle(3, 3, [])).toEqual({ value: undefined, unconfirmed: [], outcome: 'unselected' });
  });

  it('selects another option, which is the person\'s', () => {
    expect(pressSingle('negative', 'positive', ['negative'])).toEqual({ value: 'positive', unconfirmed: [], outcome: 'selected' });
    expect(pressSingle(undefined, 2, [])).toEqual({ value: 2, unconfirmed: [], outcome: 'selected' });
  });

  it('never takes an option back from the search box (select)', () => {
    expect(pressSingle('positive', 'positive', [], 'select')).toEqual({ value: 'positive', unconfirmed: [], outcome: 'selected' });
  });
});

describe('a key or click on an option of a multi-label question', () => {
  const order = ['sports', 'politics', 'tech', 'art'];

  it('confirms a suggested label and keeps every other suggested one, still waiting', () => {
    expect(pressMulti(['sports', 'art'], 'sports', ['sports', 'art'], order)).toEqual({ value: ['sports', 'art'], unconfirmed: ['art'], outcome: 'confirmed' });
  });

  it('toggles a label the person confirmed or chose, in the question\'s order', () => {
    expect(pressMulti(['sports', 'art'], 'sports', ['art'], order)).toEqual({ value: ['art'], unconfirmed: ['art'], outcome: 'unselected' });
    expect(pressMulti(['art'], 'politics', ['art'], order)).toEqual({ value: ['politics', 'art'], unconfirmed: ['art'], outcome: 'selected' });
    expect(pressMulti(['art'], 'art', [], order)).toEqual({ value: undefined, unconfirmed: [], outcome: 'unselected' });
    expect(pressMulti(undefined, 'tech', [], order)).toEqual({ value: ['tech'], unconfirmed: [], outcome: 'selected' });
  });
});
