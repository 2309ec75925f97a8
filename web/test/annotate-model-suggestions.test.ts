import { describe, expect, it } from 'vitest';
import {
  formatScore,
  matchesSuggestion,
  orderOptions,
  prefillFromSuggestions,
  suggestedItem,
  suggestionViews,
} from '../src/features/dataset/annotate/model/suggestions';
import type { Question } from '../src/features/dataset/annotate/model/types';
import { label, multiLabel, ranking, rating, span, suggestion, text } from './annotate-model-fixtures';

describe('suggestionViews', () => {
  it('keys each suggestion by its question name, with value, score and agent', () => {
    const question = label();
    const views = suggestionViews([text(), question], [suggestion(question, 'negative', 0.87, 'bert')]);
    expect(views).toEqual({ sentiment: { questionName: 'sentiment', value: 'negative', score: 0.87, agent: 'bert' } });
  });

  it('ignores suggestions for questions the dataset does not have', () => {
    const gone = text();
    expect(suggestionViews([label()], [suggestion(gone, 'hello')])).toEqual({});
  });

  it('is empty without suggestions', () => {
    expect(suggestionViews([label()], undefined)).toEqual({});
    expect(suggestionViews([label()], [])).toEqual({});
  });

  it('keeps a missing score and agent as null', () => {
    const question = rating();
    expect(suggestionViews([question], [suggestion(question, 0, null, null)]).quality).toEqual({
      questionName: 'quality',
      value: 0,
      score: null,
      agent: null,
    });
  });

  it('drops single values that are not options', () => {
    const sentiment = label();
    const quality = rating();
    const views = suggestionViews([sentiment, quality], [suggestion(sentiment, 'neutral'), suggestion(quality, 9)]);
    expect(views).toEqual({});
  });

  it('keeps only known multi-labels, each once, with their own scores', () => {
    const question = multiLabel();
    const views = suggestionViews([question], [suggestion(question, ['tech', 'cooking', 'art', 'tech'], [0.9, 0.8, 0.4, 0.3])]);
    expect(views.topics.value).toEqual(['tech', 'art']);
    expect(views.topics.score).toEqual([0.9, 0.4]);
  });

  it('keeps suggested ranking items only, ranks outside 1..N as unranked, scores per item', () => {
    const question = ranking();
    const views = suggestionViews(
      [question],
      [suggestion(question, [{ value: 'b', rank: 1 }, { value: 'a', rank: 7 }], [0.6, 0.2])],
    );
    expect(views.preference.value).toEqual([
      { value: 'b', rank: 1 },
      { value: 'a', rank: null },
    ]);
    expect(views.preference.score).toEqual([0.6, 0.2]);
  });

  it('keeps spans, and drops per-item scores that cannot be matched to items', () => {
    const question = span();
    const spans = [{ start: 0, end: 3, label: 'PER' }, { start: 13, end: 17, label: 'ORG' }];
    const views = suggestionViews([question], [suggestion(question, spans, [0.5])]);
    expect(views.entities.value).toEqual(spans);
    expect(views.entities.score).toBeNull();
  });

  it('keeps a suggestion of no span at all', () => {
    const question = span();
    expect(suggestionViews([question], [suggestion(question, [])]).entities.value).toEqual([]);
  });
});

describe('prefillFromSuggestions', () => {
  it('pre-fills every suggested question in the form shape', () => {
    const questions = [text(), label(), multiLabel(), rating(), ranking(), span()];
    const [comment, sentiment, topics, quality, preference, entities] = questions;
    const answers = prefillFromSuggestions(questions, [
      suggestion(comment, 'Looks fine'),
      suggestion(sentiment, '0'),
      suggestion(topics, ['art', 'cooking']),
      suggestion(quality, 0),
      suggestion(preference, [{ value: 'c', rank: 1 }]),
      suggestion(entities, [{ start: 0, end: 3, label: 'PER' }]),
    ]);
    expect(answers).toEqual({
      comment: 'Looks fine',
      sentiment: '0',
      topics: ['art'],
      quality: 0,
      preference: [
        { value: 'c', rank: 1 },
        { value: 'a', rank: null },
        { value: 'b', rank: null },
      ],
      entities: [{ start: 0, end: 3, label: 'PER' }],
    });
  });

  it('leaves questions without a suggestion unanswered', () => {
    const questions = [text(), label()];
    expect(prefillFromSuggestions(questions, [suggestion(questions[1], 'positive')])).toEqual({ sentiment: 'positive' });
  });

  it('does not invent suggestions for a multi-label question with many options', () => {
    expect(prefillFromSuggestions([multiLabel()], [])).toEqual({});
  });
});

describe('suggestedItem', () => {
  const topics = multiLabel();
  const preference = ranking();
  const entities = span();
  const sentiment = label();
  const views = suggestionViews(
    [topics, preference, entities, sentiment],
    [
      suggestion(topics, ['tech', 'art'], [0.9, 0.35]),
      suggestion(preference, [{ value: 'b', rank: 2 }], [0.7]),
      suggestion(entities, [{ start: 0, end: 3, label: 'PER' }], [0.5]),
      suggestion(sentiment, '0', 0.8),
    ],
  );

  it('finds a suggested label with its own score', () => {
    expect(suggestedItem(views.topics, 'art')).toEqual({ score: 0.35, rank: null });
    expect(suggestedItem(views.topics, 'sports')).toBeUndefined();
  });

  it('finds a suggested ranking option with its rank and score', () => {
    expect(suggestedItem(views.preference, 'b')).toEqual({ score: 0.7, rank: 2 });
    expect(suggestedItem(views.preference, 'a')).toBeUndefined();
  });

  it('finds a suggested span by its range and label', () => {
    expect(suggestedItem(views.entities, { start: 0, end: 3, label: 'PER' })).toEqual({ score: 0.5, rank: null });
    expect(suggestedItem(views.entities, { start: 0, end: 3, label: 'ORG' })).toBeUndefined();
  });

  it('finds a suggested single value, label "0" included', () => {
    expect(suggestedItem(views.sentiment, '0')).toEqual({ score: 0.8, rank: null });
    expect(suggestedItem(views.sentiment, 'positive')).toBeUndefined();
  });

  it('finds rating 0 and reports a null score', () => {
    const quality = rating();
    const view = suggestionViews([quality], [suggestion(quality, 0)]).quality;
    expect(suggestedItem(view, 0)).toEqual({ score: null, rank: null });
  });

  it('finds nothing without a suggestion', () => {
    expect(suggestedItem(undefined, 'art')).toBeUndefined();
  });
});

describe('matchesSuggestion', () => {
  it('holds while the answer is still the suggestion, in any order', () => {
    const question = multiLabel();
    const view = suggestionViews([question], [suggestion(question, ['tech', 'art'])]).topics;
    expect(matchesSuggestion(question, view, ['art', 'tech'])).toBe(true);
    expect(matchesSuggestion(question, view, ['art'])).toBe(false);
    expect(matchesSuggestion(question, undefined, ['art'])).toBe(false);
  });

  it('holds for a pre-filled ranking, whose pool the suggestion did not list', () => {
    const question = ranking();
    const suggested = [suggestion(question, [{ value: 'c', rank: 1 }])];
    const view = suggestionViews([question], suggested).preference;
    expect(matchesSuggestion(question, view, prefillFromSuggestions([question], suggested).preference)).toBe(true);
  });
});

describe('formatScore', () => {
  it('shows one decimal', () => {
    expect(formatScore(0.87)).toBe('0.9');
    expect(formatScore(0.1)).toBe('0.1');
    expect(formatScore(1)).toBe('1.0');
    expect(formatScore(0)).toBe('0.0');
  });

  it('rounds halves up despite binary fractions', () => {
    expect(formatScore(0.35)).toBe('0.4');
    expect(formatScore(0.05)).toBe('0.1');
  });

  it('uses the locale decimal mark when asked', () => {
    expect(formatScore(0.87, 'de')).toBe('0,9');
  });

  it('shows nothing without a score', () => {
    expect(formatScore(null)).toBeNull();
    expect(formatScore(undefined)).toBeNull();
    expect(formatScore(Number.NaN)).toBeNull();
  });
});

describe('orderOptions', () => {
  const withOrder = (order: 'natural' | 'suggestion'): Question => {
    const question = multiLabel();
    if (question.settings.type !== 'multi_label_selection') throw new Error('fixture');
    return { ...question, settings: { ...question.settings, options_order: order } };
  };
  const values = (...args: Parameters<typeof orderOptions>) => orderOptions(...args).map((option) => option.value);

  it('puts suggested options first by descending score, then the rest in natural order', () => {
    const question = withOrder('suggestion');
    const view = suggestionViews([question], [suggestion(question, ['art', 'politics'], [0.3, 0.8])]).topics;
    expect(values(question, view)).toEqual(['politics', 'art', 'sports', 'tech']);
  });

  it('puts unscored suggested options after scored ones, ties in option order', () => {
    const question = withOrder('suggestion');
    const unscored = suggestionViews([question], [suggestion(question, ['tech', 'politics'])]).topics;
    expect(values(question, unscored)).toEqual(['politics', 'tech', 'sports', 'art']);
    const tied = suggestionViews([question], [suggestion(question, ['art', 'politics', 'tech'], [0.5, 0.5, 0.9])]).topics;
    expect(values(question, tied)).toEqual(['tech', 'politics', 'art', 'sports']);
  });

  it('keeps the natural order when asked, by default for natural questions, or without a suggestion', () => {
    const natural = withOrder('natural');
    const view = suggestionViews([natural], [suggestion(natural, ['art'], [0.9])]).topics;
    expect(values(natural, view)).toEqual(['sports', 'politics', 'tech', 'art']);
    const bySuggestion = withOrder('suggestion');
    expect(values(bySuggestion, view, 'natural')).toEqual(['sports', 'politics', 'tech', 'art']);
    expect(values(bySuggestion, undefined)).toEqual(['sports', 'politics', 'tech', 'art']);
  });

  it('follows an explicit suggestion order on any question with options', () => {
    const question = label();
    const view = suggestionViews([question], [suggestion(question, 'negative', 0.4)]).sentiment;
    expect(values(question, view, 'suggestion')).toEqual(['negative', '0', 'positive']);
  });
});
