import { describe, expect, it } from 'vitest';
import {
  guidelinesError,
  minSubmittedError,
  parseMinSubmitted,
  questionDescriptionError,
  questionTitleError,
  titleError,
} from '../src/features/dataset/settings/edit/validation';

describe('the settings validation rules of the specification', () => {
  it('a question title is required after trimming and at most 200 characters', () => {
    expect(questionTitleError('')).toBe('required');
    expect(questionTitleError('   ')).toBe('required');
    expect(questionTitleError('a'.repeat(200))).toBeNull();
    expect(questionTitleError(`  ${'a'.repeat(200)}  `)).toBeNull();
    expect(questionTitleError('a'.repeat(201))).toBe('max200');
  });

  it('a question description is optional and at most 500 characters after trimming', () => {
    expect(questionDescriptionError('')).toBeNull();
    expect(questionDescriptionError('b'.repeat(500))).toBeNull();
    expect(questionDescriptionError('b'.repeat(501))).toBe('max500');
  });

  it('field, vector and metadata titles are at most 500 characters, and may be empty (the name shows)', () => {
    expect(titleError('')).toBeNull();
    expect(titleError('t'.repeat(500))).toBeNull();
    expect(titleError('t'.repeat(501))).toBe('max500');
  });

  it('guidelines are required after trimming', () => {
    expect(guidelinesError('')).toBe('required');
    expect(guidelinesError(' \n\t ')).toBe('required');
    expect(guidelinesError('# Label it')).toBeNull();
  });

  it('the minimum of submitted responses is a whole number of at least 1, with one message for every wrong value', () => {
    expect(parseMinSubmitted('1')).toBe(1);
    expect(parseMinSubmitted(' 3 ')).toBe(3);
    for (const wrong of ['', ' ', '0', '-1', '1.5', '2e3', 'two', '99999999999999999999']) {
      expect(parseMinSubmitted(wrong), wrong).toBeNull();
      expect(minSubmittedError(wrong), wrong).toBe('required');
    }
    expect(minSubmittedError('2')).toBeNull();
  });
});
