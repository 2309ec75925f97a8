import { describe, expect, it } from 'vitest';
import { validateSuggestion } from '../src/index.js';
import {
  labelSettings,
  multiLabelSettings,
  question,
  rankingSettings,
  ratingSettings,
  spanSettings,
  textSettings,
} from './fixtures.js';

const sentiment = question('sentiment', labelSettings('positive', 'negative'));
const topics = question('topics', multiLabelSettings('a', 'b', 'c'));
const order = question('order', rankingSettings('a', 'b', 'c'));
const entities = question('entities', spanSettings('text', ['PER']));
const quality = question('quality', ratingSettings(1, 2, 3));
const comment = question('comment', textSettings());
const fields = { text: 'Ada met Bob' };

describe('validateSuggestion: the value', () => {
  it('accepts values that fit the question, with or without score, agent and type', () => {
    expect(validateSuggestion(sentiment, { value: 'positive' }, fields)).toBeNull();
    expect(validateSuggestion(sentiment, { value: 'positive', score: 0.9, agent: 'gpt-4o', type: 'model' }, fields)).toBeNull();
    expect(validateSuggestion(comment, { value: 'a summary', score: null, agent: null, type: null }, fields)).toBeNull();
    expect(validateSuggestion(quality, { value: 3, type: 'human' }, fields)).toBeNull();
  });

  it('checks the value as a response value would be', () => {
    expect(validateSuggestion(sentiment, { value: 'meh' }, fields)).toBe(
      "'meh' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative']",
    );
    expect(validateSuggestion(quality, { value: '3' }, fields)).toBe(
      "'3' is not a valid rating for rating question with name='quality'.\nValid ratings are: [1, 2, 3]",
    );
    expect(validateSuggestion(entities, { value: [{ label: 'PER', start: 0, end: 99 }] }, fields)).toBe(
      "span at index 0 of span question with name='entities' must have an 'end' lower than or equal to 11, the length of record field 'text'",
    );
  });

  it('lets a suggested ranking be incomplete and unranked', () => {
    expect(validateSuggestion(order, { value: [{ value: 'b', rank: null }] }, fields)).toBeNull();
  });
});

describe('validateSuggestion: the score', () => {
  it('takes a number in 0..1 for a single value', () => {
    expect(validateSuggestion(sentiment, { value: 'positive', score: 0 }, fields)).toBeNull();
    expect(validateSuggestion(sentiment, { value: 'positive', score: 1 }, fields)).toBeNull();
    expect(validateSuggestion(sentiment, { value: 'positive', score: 1.5 }, fields)).toBe(
      "suggestion score for question with name='sentiment' must be a number between 0 and 1, found 1.5",
    );
    expect(validateSuggestion(sentiment, { value: 'positive', score: -0.1 }, fields)).toBe(
      "suggestion score for question with name='sentiment' must be a number between 0 and 1, found -0.1",
    );
    expect(validateSuggestion(sentiment, { value: 'positive', score: NaN }, fields)).toBe(
      "suggestion score for question with name='sentiment' must be a number between 0 and 1, found nan",
    );
  });

  it('refuses a score that is neither a number nor a list', () => {
    const suggestion = { value: 'positive', score: '0.5' } as unknown as { value: unknown; score: number };
    expect(validateSuggestion(sentiment, suggestion, fields)).toBe(
      "suggestion score for question with name='sentiment' must be a number between 0 and 1, a non-empty list of them, or null, found a string",
    );
  });

  it('takes a list of numbers in 0..1, one per item, for a list value', () => {
    expect(validateSuggestion(topics, { value: ['a', 'b'], score: [0.2, 1] }, fields)).toBeNull();
    expect(validateSuggestion(topics, { value: ['a', 'b'], score: null }, fields)).toBeNull();
    expect(validateSuggestion(entities, { value: [{ label: 'PER', start: 0, end: 3 }], score: [0.7] }, fields)).toBeNull();
    expect(validateSuggestion(order, { value: [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }], score: [0.5, 0.5] }, fields)).toBeNull();
  });

  it('refuses an empty score list and items out of range', () => {
    expect(validateSuggestion(topics, { value: ['a'], score: [] }, fields)).toBe(
      "suggestion score for question with name='topics' must not be an empty list",
    );
    expect(validateSuggestion(topics, { value: ['a', 'b'], score: [0.5, 2] }, fields)).toBe(
      "suggestion score for question with name='topics' at index 1 must be a number between 0 and 1, found 2",
    );
  });

  it('refuses a single score for a list value', () => {
    expect(validateSuggestion(topics, { value: ['a'], score: 0.5 }, fields)).toBe(
      'a single score value is not allowed for a suggestion with a multiple items value',
    );
    expect(validateSuggestion(entities, { value: [], score: 0.5 }, fields)).toBe(
      'a single score value is not allowed for a suggestion with a multiple items value',
    );
  });

  it('refuses a list of scores for a single value', () => {
    expect(validateSuggestion(sentiment, { value: 'positive', score: [0.5] }, fields)).toBe(
      'a list of score values is not allowed for a suggestion with a single value',
    );
    expect(validateSuggestion(quality, { value: 2, score: [0.5] }, fields)).toBe(
      'a list of score values is not allowed for a suggestion with a single value',
    );
  });

  it('needs as many scores as value items', () => {
    expect(validateSuggestion(topics, { value: ['a', 'b'], score: [0.5] }, fields)).toBe(
      "number of items on value and score attributes doesn't match",
    );
    expect(validateSuggestion(topics, { value: ['a'], score: [0.5, 0.5] }, fields)).toBe(
      "number of items on value and score attributes doesn't match",
    );
  });

  it('checks the value before the cardinality', () => {
    expect(validateSuggestion(topics, { value: 'a', score: 0.5 }, fields)).toBe(
      "multi label selection question with name='topics' expects a list of labels, found a string",
    );
  });
});

describe('validateSuggestion: agent and type', () => {
  it('takes agents of letters, digits, whitespace and - _ : . /', () => {
    for (const agent of ['gpt-4o', 'meta-llama/Llama-3.1-8B', 'model v2: run_3', 'a', 'x'.repeat(200)]) {
      expect(validateSuggestion(sentiment, { value: 'positive', agent }, fields)).toBeNull();
    }
  });

  it('refuses agents that are empty or longer than 200 characters', () => {
    expect(validateSuggestion(sentiment, { value: 'positive', agent: '' }, fields)).toBe(
      "suggestion agent for question with name='sentiment' must have 1 to 200 characters, found 0",
    );
    expect(validateSuggestion(sentiment, { value: 'positive', agent: 'x'.repeat(201) }, fields)).toBe(
      "suggestion agent for question with name='sentiment' must have 1 to 200 characters, found 201",
    );
  });

  it('refuses agents with other characters or with no letter or digit', () => {
    const message =
      "suggestion agent for question with name='sentiment' may only contain letters, digits, whitespace and - _ : . /, with at least one letter or digit";
    for (const agent of ['gpt@4', 'modèle', '😀', '---', '   ', '_:./']) {
      expect(validateSuggestion(sentiment, { value: 'positive', agent }, fields)).toBe(message);
    }
  });

  it('refuses an agent that is not a string', () => {
    const suggestion = { value: 'positive', agent: 7 } as unknown as { value: unknown; agent: string };
    expect(validateSuggestion(sentiment, suggestion, fields)).toBe(
      "suggestion agent for question with name='sentiment' must be a string or null, found an integer",
    );
  });

  it("takes 'model', 'human' or null as type", () => {
    expect(validateSuggestion(sentiment, { value: 'positive', type: 'model' }, fields)).toBeNull();
    expect(validateSuggestion(sentiment, { value: 'positive', type: 'human' }, fields)).toBeNull();
    expect(validateSuggestion(sentiment, { value: 'positive', type: 'robot' }, fields)).toBe(
      "suggestion type for question with name='sentiment' must be 'model', 'human' or null, found 'robot'",
    );
  });

  it('reports type, agent and score before the value', () => {
    expect(validateSuggestion(sentiment, { value: 'meh', type: 'robot', agent: '', score: 3 }, fields)).toMatch(/^suggestion type/);
    expect(validateSuggestion(sentiment, { value: 'meh', agent: '', score: 3 }, fields)).toMatch(/^suggestion agent/);
    expect(validateSuggestion(sentiment, { value: 'meh', score: 3 }, fields)).toMatch(/^suggestion score/);
  });
});
