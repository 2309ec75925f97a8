import { describe, expect, it } from 'vitest';
import { validateQuestionValue } from '../src/index.js';
import { question, spanSettings } from './fixtures.js';

const entities = question('entities', spanSettings('text', ['PER', 'ORG']));
const overlapping = question('entities', spanSettings('text', ['PER', 'ORG'], true));
const fields = { text: 'Ada met Bob' }; // 11 code points
const span = (label: string, start: number, end: number) => ({ label, start, end });

describe('span questions: shape', () => {
  it('accept a list of spans over the field text, and an empty list', () => {
    expect(validateQuestionValue(entities, [span('PER', 0, 3), span('PER', 8, 11)], 'submitted', fields)).toBeNull();
    expect(validateQuestionValue(entities, [], 'submitted', fields)).toBeNull();
  });

  it('need a list', () => {
    expect(validateQuestionValue(entities, span('PER', 0, 3), 'draft', fields)).toBe(
      "span question with name='entities' expects a list of spans, found an object",
    );
  });

  it('take at most 10000 spans', () => {
    const many = Array.from({ length: 10_001 }, () => span('PER', 0, 1));
    expect(validateQuestionValue(entities, many, 'draft', fields)).toBe(
      "span question with name='entities' expects at most 10000 spans, found 10001",
    );
  });

  it('need a string label and integer offsets', () => {
    const message = (index: number) =>
      `span at index ${index} of span question with name='entities' must be an object with a string 'label' and integer 'start' and 'end'`;
    expect(validateQuestionValue(entities, [span('PER', 0, 3), 'PER'], 'draft', fields)).toBe(message(1));
    expect(validateQuestionValue(entities, [{ label: 'PER', start: 0 }], 'draft', fields)).toBe(message(0));
    expect(validateQuestionValue(entities, [{ label: 1, start: 0, end: 2 }], 'draft', fields)).toBe(message(0));
    expect(validateQuestionValue(entities, [span('PER', 0.5, 2)], 'draft', fields)).toBe(message(0));
    expect(validateQuestionValue(entities, [{ label: 'PER', start: '0', end: 2 }], 'draft', fields)).toBe(message(0));
  });

  it('need start >= 0, end >= 1 and end > start', () => {
    const at = "span at index 0 of span question with name='entities'";
    expect(validateQuestionValue(entities, [span('PER', -1, 2)], 'draft', fields)).toBe(
      `${at} must have a 'start' of at least 0, found -1`,
    );
    expect(validateQuestionValue(entities, [span('PER', 0, 0)], 'draft', fields)).toBe(
      `${at} must have an 'end' of at least 1, found 0`,
    );
    expect(validateQuestionValue(entities, [span('PER', 3, 3)], 'draft', fields)).toBe(
      `${at} must have an 'end' greater than its 'start', found start=3 and end=3`,
    );
    expect(validateQuestionValue(entities, [span('PER', 4, 2)], 'draft', fields)).toBe(
      `${at} must have an 'end' greater than its 'start', found start=4 and end=2`,
    );
  });
});

describe('span questions: the record field', () => {
  it("need the record to have the question's field", () => {
    expect(validateQuestionValue(entities, [span('PER', 0, 3)], 'draft', { other: 'x' })).toBe(
      "span question with name='entities' requires record to have field 'text'",
    );
    // Even an empty answer needs the field, as upstream checks it before looking at the spans.
    expect(validateQuestionValue(entities, [], 'draft', {})).toBe(
      "span question with name='entities' requires record to have field 'text'",
    );
  });

  it('need that field to hold a string', () => {
    expect(validateQuestionValue(entities, [span('PER', 0, 3)], 'draft', { text: null })).toBe(
      "span question with name='entities' requires record field 'text' to be a string, found null",
    );
    expect(validateQuestionValue(entities, [span('PER', 0, 3)], 'draft', { text: ['x'] })).toBe(
      "span question with name='entities' requires record field 'text' to be a string, found a list",
    );
  });

  it('keep start below the text length and end within it', () => {
    const at = "span at index 1 of span question with name='entities'";
    expect(validateQuestionValue(entities, [span('PER', 0, 3), span('PER', 10, 11)], 'draft', fields)).toBeNull();
    expect(validateQuestionValue(entities, [span('PER', 0, 3), span('PER', 11, 12)], 'draft', fields)).toBe(
      `${at} must have a 'start' lower than 11, the length of record field 'text'`,
    );
    expect(validateQuestionValue(entities, [span('PER', 0, 3), span('PER', 8, 12)], 'draft', fields)).toBe(
      `${at} must have an 'end' lower than or equal to 11, the length of record field 'text'`,
    );
  });

  it('measure the text in code points, so emoji count once', () => {
    const emoji = { text: '😀 ab' }; // 4 code points, 5 UTF-16 units
    expect(validateQuestionValue(entities, [span('PER', 0, 1), span('ORG', 2, 4)], 'draft', emoji)).toBeNull();
    expect(validateQuestionValue(entities, [span('PER', 3, 4)], 'draft', emoji)).toBeNull();
    expect(validateQuestionValue(entities, [span('PER', 2, 5)], 'draft', emoji)).toBe(
      "span at index 0 of span question with name='entities' must have an 'end' lower than or equal to 4, the length of record field 'text'",
    );
    expect(validateQuestionValue(entities, [span('PER', 4, 5)], 'draft', emoji)).toBe(
      "span at index 0 of span question with name='entities' must have a 'start' lower than 4, the length of record field 'text'",
    );
  });

  it('refuse any span over an empty text', () => {
    expect(validateQuestionValue(entities, [span('PER', 0, 1)], 'draft', { text: '' })).toBe(
      "span at index 0 of span question with name='entities' must have a 'start' lower than 0, the length of record field 'text'",
    );
  });
});

describe('span questions: labels and overlaps', () => {
  it('need labels among the option values', () => {
    expect(validateQuestionValue(entities, [span('PER', 0, 3), span('LOC', 4, 7), span('X', 8, 9)], 'draft', fields)).toBe(
      "undefined label 'LOC' for span question with name='entities'.\nValid labels are: ['PER', 'ORG']",
    );
  });

  it('check bounds before labels, as upstream does', () => {
    expect(validateQuestionValue(entities, [span('LOC', 0, 3), span('PER', 0, 30)], 'draft', fields)).toBe(
      "span at index 1 of span question with name='entities' must have an 'end' lower than or equal to 11, the length of record field 'text'",
    );
  });

  it('let spans touch', () => {
    expect(validateQuestionValue(entities, [span('PER', 0, 3), span('ORG', 3, 7)], 'submitted', fields)).toBeNull();
  });

  it('refuse overlapping spans unless the question allows them', () => {
    const value = [span('PER', 8, 11), span('PER', 0, 4), span('ORG', 3, 7)];
    expect(validateQuestionValue(entities, value, 'submitted', fields)).toBe(
      "overlapping values found between spans at index idx=1 and idx=2 of span question with name='entities'",
    );
    expect(validateQuestionValue(overlapping, value, 'submitted', fields)).toBeNull();
  });

  it('refuse two identical spans unless overlapping is allowed', () => {
    const value = [span('PER', 0, 3), span('ORG', 0, 3)];
    expect(validateQuestionValue(entities, value, null, fields)).toBe(
      "overlapping values found between spans at index idx=0 and idx=1 of span question with name='entities'",
    );
    expect(validateQuestionValue(overlapping, value, null, fields)).toBeNull();
  });
});
