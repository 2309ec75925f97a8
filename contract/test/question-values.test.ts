import { describe, expect, it } from 'vitest';
import { validateQuestionValue } from '../src/index.js';
import { labelSettings, multiLabelSettings, question, ratingSettings, textSettings } from './fixtures.js';

const fields = { text: 'hello' };

describe('text questions', () => {
  const comment = question('comment', textSettings());

  it('accept any string, even an empty one', () => {
    expect(validateQuestionValue(comment, 'a comment', 'submitted', fields)).toBeNull();
    expect(validateQuestionValue(comment, '', 'submitted', fields)).toBeNull();
  });

  it('refuse anything else', () => {
    expect(validateQuestionValue(comment, 3, 'submitted', fields)).toBe(
      "text question with name='comment' expects a string, found an integer",
    );
    expect(validateQuestionValue(comment, ['a'], null, fields)).toBe(
      "text question with name='comment' expects a string, found a list",
    );
    expect(validateQuestionValue(comment, null, 'draft', fields)).toBe(
      "text question with name='comment' expects a string, found null",
    );
    expect(validateQuestionValue(comment, { a: 1 }, 'draft', fields)).toBe(
      "text question with name='comment' expects a string, found an object",
    );
    expect(validateQuestionValue(comment, true, 'draft', fields)).toBe(
      "text question with name='comment' expects a string, found a boolean",
    );
    expect(validateQuestionValue(comment, 1.5, 'draft', fields)).toBe(
      "text question with name='comment' expects a string, found a number",
    );
  });
});

describe('label selection questions', () => {
  const sentiment = question('sentiment', labelSettings('a', 'b'));
  const message = (shown: string) =>
    `${shown} is not a valid label for label selection question.\nValid labels are: ['a', 'b']`;

  it('accept one of the option values', () => {
    expect(validateQuestionValue(sentiment, 'a', 'submitted', fields)).toBeNull();
    expect(validateQuestionValue(sentiment, 'b', null, fields)).toBeNull();
  });

  it("refuse anything else with Argilla's message", () => {
    expect(validateQuestionValue(sentiment, 'x', 'submitted', fields)).toBe(message("'x'"));
    expect(validateQuestionValue(sentiment, 'A', 'submitted', fields)).toBe(message("'A'"));
    expect(validateQuestionValue(sentiment, '', 'draft', fields)).toBe(message("''"));
    expect(validateQuestionValue(sentiment, 3, 'draft', fields)).toBe(message('3'));
    expect(validateQuestionValue(sentiment, ['a'], 'draft', fields)).toBe(message("['a']"));
    expect(validateQuestionValue(sentiment, null, 'draft', fields)).toBe(message('None'));
  });

  it('check the option value, not its text', () => {
    expect(validateQuestionValue(sentiment, 'A', null, fields)).toBe(message("'A'"));
  });
});

describe('multi label selection questions', () => {
  const topics = question('topics', multiLabelSettings('a', 'b', 'c'));

  it('accept a non-empty list of distinct option values', () => {
    expect(validateQuestionValue(topics, ['a'], 'submitted', fields)).toBeNull();
    expect(validateQuestionValue(topics, ['c', 'a', 'b'], 'submitted', fields)).toBeNull();
  });

  it('need a list', () => {
    expect(validateQuestionValue(topics, 'a', 'submitted', fields)).toBe(
      "multi label selection question with name='topics' expects a list of labels, found a string",
    );
  });

  it('need at least one label, even in drafts', () => {
    const message = "multi label selection question with name='topics' expects at least one label, found an empty list";
    expect(validateQuestionValue(topics, [], 'submitted', fields)).toBe(message);
    expect(validateQuestionValue(topics, [], 'draft', fields)).toBe(message);
  });

  it('refuse duplicates', () => {
    expect(validateQuestionValue(topics, ['a', 'b', 'a', 'b', 'a'], 'submitted', fields)).toBe(
      "multi label selection question with name='topics' expects unique labels, but duplicates were found: ['a', 'b']",
    );
  });

  it('name every unknown label once, sorted', () => {
    expect(validateQuestionValue(topics, ['z', 'a', 'x'], 'submitted', fields)).toBe(
      "['x', 'z'] are not valid labels for multi label selection question with name='topics'.\nValid labels are: ['a', 'b', 'c']",
    );
    expect(validateQuestionValue(topics, [2, 'a'], 'submitted', fields)).toBe(
      "[2] are not valid labels for multi label selection question with name='topics'.\nValid labels are: ['a', 'b', 'c']",
    );
  });
});

describe('rating questions', () => {
  const quality = question('quality', ratingSettings(1, 2, 3, 4, 5));
  const message = (shown: string) =>
    `${shown} is not a valid rating for rating question with name='quality'.\nValid ratings are: [1, 2, 3, 4, 5]`;

  it('accept one of the option values', () => {
    expect(validateQuestionValue(quality, 3, 'submitted', fields)).toBeNull();
    expect(validateQuestionValue(quality, 1, null, fields)).toBeNull();
  });

  it('are strict: no numeric strings, fractions or booleans', () => {
    expect(validateQuestionValue(quality, '3', 'submitted', fields)).toBe(message("'3'"));
    expect(validateQuestionValue(quality, 3.5, 'submitted', fields)).toBe(message('3.5'));
    expect(validateQuestionValue(quality, true, 'submitted', fields)).toBe(message('True'));
    expect(validateQuestionValue(quality, null, 'draft', fields)).toBe(message('None'));
    expect(validateQuestionValue(quality, [3], 'draft', fields)).toBe(message('[3]'));
  });

  it('refuse integers that are not options', () => {
    expect(validateQuestionValue(quality, 0, 'submitted', fields)).toBe(message('0'));
    expect(validateQuestionValue(quality, 6, 'draft', fields)).toBe(message('6'));
  });

  it('accept 0 when it is an option', () => {
    const zeroBased = question('zero', ratingSettings(0, 1));
    expect(validateQuestionValue(zeroBased, 0, 'submitted', fields)).toBeNull();
  });
});

describe('questions with 50,000 labels', () => {
  const values = Array.from({ length: 50_000 }, (_, index) => `label-${index}`);
  const label = question('label', labelSettings(...values));
  const tags = question('tags', multiLabelSettings(...values));

  it('accept any of them, first to last, and refuse others', () => {
    for (const value of ['label-0', 'label-25000', 'label-49999']) {
      expect(validateQuestionValue(label, value, 'submitted', fields)).toBeNull();
    }
    expect(validateQuestionValue(tags, ['label-49999', 'label-0'], 'submitted', fields)).toBeNull();
    expect(validateQuestionValue(label, 'label-50000', 'submitted', fields)).toMatch(/^'label-50000' is not a valid label/);
    expect(validateQuestionValue(tags, ['label-1', 'label-50000'], 'submitted', fields)).toMatch(/^\['label-50000'\] are not valid labels/);
  });

  it('name the first 20 valid labels and count the rest, so a refusal stays short', () => {
    const refusal = validateQuestionValue(label, 'nope', 'submitted', fields)!;
    expect(refusal).toBe(
      `'nope' is not a valid label for label selection question.\nValid labels are: [${values.slice(0, 20).map((value) => `'${value}'`).join(', ')}, ...] (49980 more)`,
    );
    expect(validateQuestionValue(tags, ['nope'], 'submitted', fields)!.length).toBeLessThan(500);
    // Up to 20 labels the message lists them all, as Argilla's does.
    const twenty = question('label', labelSettings(...values.slice(0, 20)));
    expect(validateQuestionValue(twenty, 'nope', 'submitted', fields)).toMatch(/'label-19'\]$/);
  });

  it('check against the options as they are now when a question is given new settings', () => {
    const renamed = question('label', labelSettings(...values.slice(1), 'label-new'));
    expect(validateQuestionValue(renamed, 'label-new', 'submitted', fields)).toBeNull();
    expect(validateQuestionValue(renamed, 'label-0', 'submitted', fields)).toMatch(/is not a valid label/);
    expect(validateQuestionValue(label, 'label-0', 'submitted', fields)).toBeNull();
  });
});
