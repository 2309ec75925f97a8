import { describe, expect, it } from 'vitest';
import { validateResponseValues } from '../src/index.js';
import { labelSettings, question, ratingSettings, rankingSettings, textSettings } from './fixtures.js';

const questions = [
  question('sentiment', labelSettings('positive', 'negative'), true),
  question('comment', textSettings()),
  question('quality', ratingSettings(1, 2, 3), true),
  question('order', rankingSettings('a', 'b', 'c')),
];
const fields = { text: 'hello' };

describe('validateResponseValues: the response as a whole', () => {
  it('accepts a complete submitted response', () => {
    const values = {
      sentiment: { value: 'positive' },
      comment: { value: 'fine' },
      quality: { value: 2 },
      order: {
        value: [
          { value: 'a', rank: 1 },
          { value: 'b', rank: 2 },
          { value: 'c', rank: 2 },
        ],
      },
    };
    expect(validateResponseValues(questions, values, 'submitted', fields)).toBeNull();
  });

  it('needs values for a submitted response', () => {
    const message = 'missing response values for submitted response';
    expect(validateResponseValues(questions, null, 'submitted', fields)).toBe(message);
    expect(validateResponseValues(questions, undefined, 'submitted', fields)).toBe(message);
    expect(validateResponseValues(questions, {}, 'submitted', fields)).toBe(message);
  });

  it('lets drafts and discards carry no values', () => {
    for (const status of ['draft', 'discarded'] as const) {
      expect(validateResponseValues(questions, null, status, fields)).toBeNull();
      expect(validateResponseValues(questions, undefined, status, fields)).toBeNull();
      expect(validateResponseValues(questions, {}, status, fields)).toBeNull();
    }
  });

  it('needs every required question answered when submitted, naming the first in question order', () => {
    expect(validateResponseValues(questions, { comment: { value: 'x' } }, 'submitted', fields)).toBe(
      "missing response value for required question with name='sentiment'",
    );
    expect(validateResponseValues(questions, { sentiment: { value: 'negative' } }, 'submitted', fields)).toBe(
      "missing response value for required question with name='quality'",
    );
  });

  it('lets drafts and discards leave required questions out', () => {
    expect(validateResponseValues(questions, { comment: { value: 'x' } }, 'draft', fields)).toBeNull();
    expect(validateResponseValues(questions, { comment: { value: 'x' } }, 'discarded', fields)).toBeNull();
  });

  it('refuses values for questions the dataset does not have, whatever the status', () => {
    for (const status of ['submitted', 'draft', 'discarded'] as const) {
      const values = { sentiment: { value: 'positive' }, quality: { value: 1 }, tone: { value: 'x' } };
      expect(validateResponseValues(questions, values, status, fields)).toBe(
        "found response value for non configured question with name='tone'",
      );
    }
  });

  it("quotes an unknown name as Python's repr does", () => {
    expect(validateResponseValues(questions, { "it's": { value: 'x' } }, 'draft', fields)).toBe(
      `found response value for non configured question with name="it's"`,
    );
  });

  it('does not mistake inherited keys for answers or questions', () => {
    const withConstructor = [question('constructor', textSettings(), true)];
    expect(validateResponseValues(withConstructor, { other: { value: 'x' } }, 'submitted', fields)).toBe(
      "missing response value for required question with name='constructor'",
    );
    expect(validateResponseValues(withConstructor, { constructor: { value: 'x' } }, 'submitted', fields)).toBeNull();
  });

  it('reports a missing required question before an unknown one, and both before a bad value', () => {
    expect(validateResponseValues(questions, { quality: { value: 9 }, tone: { value: 'x' } }, 'submitted', fields)).toBe(
      "missing response value for required question with name='sentiment'",
    );
    expect(validateResponseValues(questions, { quality: { value: 9 }, tone: { value: 'x' } }, 'draft', fields)).toBe(
      "found response value for non configured question with name='tone'",
    );
  });

  it('checks every value in drafts and discards too', () => {
    for (const status of ['draft', 'discarded'] as const) {
      expect(validateResponseValues(questions, { quality: { value: 9 } }, status, fields)).toBe(
        "9 is not a valid rating for rating question with name='quality'.\nValid ratings are: [1, 2, 3]",
      );
    }
  });

  it('reports the first bad value in question order', () => {
    const values = { comment: { value: 3 }, sentiment: { value: 'meh' }, quality: { value: 1 } };
    expect(validateResponseValues(questions, values, 'submitted', fields)).toBe(
      "'meh' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative']",
    );
  });

  it('needs each answer wrapped as {value}', () => {
    const values = { comment: 'bare' } as unknown as Record<string, { value: unknown }>;
    expect(validateResponseValues(questions, values, 'draft', fields)).toBe(
      "response value for question with name='comment' must be an object with a 'value' key",
    );
    const empty = { comment: {} } as unknown as Record<string, { value: unknown }>;
    expect(validateResponseValues(questions, empty, 'draft', fields)).toBe(
      "response value for question with name='comment' must be an object with a 'value' key",
    );
  });

  it('passes the status on: rankings must be complete only when submitted', () => {
    const partial = { order: { value: [{ value: 'a', rank: 1 }] } };
    expect(validateResponseValues(questions, partial, 'draft', fields)).toBeNull();
    expect(validateResponseValues(questions, partial, 'discarded', fields)).toBeNull();
    expect(
      validateResponseValues(questions, { ...partial, sentiment: { value: 'positive' }, quality: { value: 1 } }, 'submitted', fields),
    ).toBe("ranking question with name='order' expects a list containing 3 values, found a list of 1 values");
  });
});
