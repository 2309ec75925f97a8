import { validateResponseValues } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { answerFromWire, answersFromResponse, fillRanking } from '../src/features/dataset/annotate/model/from-wire';
import { answerToWire, responseBody, responseValues } from '../src/features/dataset/annotate/model/to-wire';
import type { Answers } from '../src/features/dataset/annotate/model/types';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

const recordFields = { text: 'Ada works at ACME' };

describe('answerToWire', () => {
  it('sends text, labels and ratings as they are, rating 0 and label "0" included', () => {
    expect(answerToWire(text(), ' as typed ')).toBe(' as typed ');
    expect(answerToWire(label(), '0')).toBe('0');
    expect(answerToWire(rating(), 0)).toBe(0);
  });

  it('sends each selected label once', () => {
    expect(answerToWire(multiLabel(), ['tech', 'art', 'tech'])).toEqual(['tech', 'art']);
  });

  it('sends only the ranked options of a ranking, by rank', () => {
    const value = [
      { value: 'a', rank: null },
      { value: 'b', rank: 2 },
      { value: 'c', rank: 1 },
    ];
    expect(answerToWire(ranking(), value)).toEqual([
      { value: 'c', rank: 1 },
      { value: 'b', rank: 2 },
    ]);
  });

  it('sends spans as start, end and label only, and an unanswered span question as no span', () => {
    const drawn = [{ start: 0, end: 3, label: 'PER', colour: 'hsl(1, 80%, 80%)' }];
    expect(answerToWire(span(), drawn)).toEqual([{ start: 0, end: 3, label: 'PER' }]);
    expect(answerToWire(span(), undefined)).toEqual([]);
  });

  it('sends nothing for empty or invalid answers', () => {
    expect(answerToWire(text(), '  ')).toBeUndefined();
    expect(answerToWire(multiLabel(), [])).toBeUndefined();
    expect(answerToWire(label(), 'neutral')).toBeUndefined();
    expect(answerToWire(ranking(), [{ value: 'a', rank: null }])).toBeUndefined();
    expect(answerToWire(rating(), undefined)).toBeUndefined();
  });
});

describe('responseValues and responseBody', () => {
  const questions = [text(), label(), multiLabel(), rating(), ranking(false), span()];
  const complete: Answers = {
    comment: 'Good',
    sentiment: 'positive',
    topics: ['tech'],
    quality: 0,
    preference: [
      { value: 'a', rank: 2 },
      { value: 'b', rank: 1 },
      { value: 'c', rank: 2 },
    ],
    entities: [{ start: 0, end: 3, label: 'PER' }],
  };

  it('builds a submitted response the server accepts', () => {
    const body = responseBody('submitted', questions, complete);
    expect(body.status).toBe('submitted');
    expect(body.values).toEqual({
      comment: { value: 'Good' },
      sentiment: { value: 'positive' },
      topics: { value: ['tech'] },
      quality: { value: 0 },
      preference: {
        value: [
          { value: 'b', rank: 1 },
          { value: 'a', rank: 2 },
          { value: 'c', rank: 2 },
        ],
      },
      entities: { value: [{ start: 0, end: 3, label: 'PER' }] },
    });
    expect(validateResponseValues(questions, body.values, 'submitted', recordFields)).toBeNull();
  });

  it('leaves out empty and invalid answers, and answers to unknown questions', () => {
    const answers: Answers = { comment: '   ', sentiment: 'neutral', topics: [], quality: 2, other: 'x' };
    expect(responseValues(questions, answers)).toEqual({ quality: { value: 2 }, entities: { value: [] } });
  });

  it('builds a draft with a partial ranking that the server accepts', () => {
    const body = responseBody('draft', questions, { preference: [{ value: 'c', rank: 1 }, { value: 'a', rank: null }] });
    expect(body.values.preference).toEqual({ value: [{ value: 'c', rank: 1 }] });
    expect(validateResponseValues(questions, body.values, 'draft', recordFields)).toBeNull();
  });

  it('always carries values, empty for a discard with nothing answered, which the server accepts', () => {
    const body = responseBody('discarded', [text(), label()], {});
    expect(body).toEqual({ status: 'discarded', values: {} });
    expect(validateResponseValues([text(), label()], body.values, 'discarded', recordFields)).toBeNull();
  });
});

describe('answerFromWire', () => {
  it('reads each type back in the form shape, rating 0 included', () => {
    expect(answerFromWire(text(), 'ok')).toBe('ok');
    expect(answerFromWire(label(), '0')).toBe('0');
    expect(answerFromWire(rating(), 0)).toBe(0);
    expect(answerFromWire(multiLabel(), ['art', 'art', 'tech'])).toEqual(['art', 'tech']);
    expect(answerFromWire(span(), [{ start: 4, end: 9, label: 'ORG', extra: 1 }])).toEqual([
      { start: 4, end: 9, label: 'ORG' },
    ]);
  });

  it('fills every option of a ranking: ranked by rank, then the rest unranked in option order', () => {
    expect(answerFromWire(ranking(), [{ value: 'c', rank: 1 }])).toEqual([
      { value: 'c', rank: 1 },
      { value: 'a', rank: null },
      { value: 'b', rank: null },
    ]);
  });

  it('gives nothing for a value whose shape does not fit the question', () => {
    expect(answerFromWire(text(), 3)).toBeUndefined();
    expect(answerFromWire(rating(), '3')).toBeUndefined();
    expect(answerFromWire(multiLabel(), 'tech')).toBeUndefined();
    expect(answerFromWire(ranking(), ['a'])).toBeUndefined();
    expect(answerFromWire(span(), [{ start: 0 }])).toBeUndefined();
  });
});

describe('fillRanking', () => {
  it('keeps ties, orders them as the options, and drops unknown options', () => {
    const items = [
      { value: 'c', rank: 1 },
      { value: 'a', rank: 1 },
      { value: 'zz', rank: 2 },
    ];
    expect(fillRanking(ranking(), items)).toEqual([
      { value: 'a', rank: 1 },
      { value: 'c', rank: 1 },
      { value: 'b', rank: null },
    ]);
  });

  it('treats a missing rank or one outside 1..N as unranked', () => {
    expect(fillRanking(ranking(), [{ value: 'a' }, { value: 'b', rank: 0 }, { value: 'c', rank: 9 }])).toEqual([
      { value: 'a', rank: null },
      { value: 'b', rank: null },
      { value: 'c', rank: null },
    ]);
  });
});

describe('answersFromResponse', () => {
  const questions = [text(), rating(), ranking(), span()];

  it('reads the saved answers per question and ignores values of unknown questions', () => {
    const answers = answersFromResponse(questions, {
      comment: { value: 'saved' },
      quality: { value: 0 },
      entities: { value: [] },
      removed: { value: 'x' },
    });
    expect(answers).toEqual({ comment: 'saved', quality: 0, entities: [] });
  });

  it('is empty for a response with no values', () => {
    expect(answersFromResponse(questions, null)).toEqual({});
    expect(answersFromResponse(questions, undefined)).toEqual({});
  });

  it('round-trips what responseBody sends', () => {
    const answers: Answers = {
      comment: 'x',
      quality: 3,
      preference: [
        { value: 'b', rank: 1 },
        { value: 'a', rank: 2 },
        { value: 'c', rank: 3 },
      ],
      entities: [{ start: 0, end: 3, label: 'PER' }],
    };
    expect(answersFromResponse(questions, responseBody('submitted', questions, answers).values)).toEqual(answers);
  });
});
