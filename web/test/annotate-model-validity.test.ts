import { describe, expect, it } from 'vitest';
import { answerValidity, isSendable } from '../src/features/dataset/annotate/model/validity';
import type { AnswerValue } from '../src/features/dataset/annotate/model/types';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

/** Values an editor should never produce, to show the model refuses them instead of sending them. */
const odd = (value: unknown) => value as AnswerValue;

describe('answerValidity: text', () => {
  const question = text();

  it('is valid when something is written', () => {
    expect(answerValidity(question, 'fine')).toBe('valid');
    expect(answerValidity(question, '  padded  ')).toBe('valid');
  });

  it('is empty when nothing or only whitespace is written', () => {
    expect(answerValidity(question, undefined)).toBe('empty');
    expect(answerValidity(question, '')).toBe('empty');
    expect(answerValidity(question, ' \n\t ')).toBe('empty');
  });

  it('is invalid when the value is not a string', () => {
    expect(answerValidity(question, 3)).toBe('invalid');
  });
});

describe('answerValidity: single label', () => {
  const question = label();

  it('is valid for a chosen option, including one whose value is "0"', () => {
    expect(answerValidity(question, 'positive')).toBe('valid');
    expect(answerValidity(question, '0')).toBe('valid');
  });

  it('is empty when nothing is chosen', () => {
    expect(answerValidity(question, undefined)).toBe('empty');
    expect(answerValidity(question, '')).toBe('empty');
  });

  it('is invalid for a value that is not an option', () => {
    expect(answerValidity(question, 'neutral')).toBe('invalid');
    expect(answerValidity(question, 0)).toBe('invalid');
  });
});

describe('answerValidity: rating', () => {
  const question = rating();

  it('takes 0 as a rating like any other', () => {
    expect(answerValidity(question, 0)).toBe('valid');
    expect(answerValidity(question, 3)).toBe('valid');
  });

  it('is empty only when unanswered', () => {
    expect(answerValidity(question, undefined)).toBe('empty');
  });

  it('is invalid outside the scale or as a string', () => {
    expect(answerValidity(question, 4)).toBe('invalid');
    expect(answerValidity(question, 1.5)).toBe('invalid');
    expect(answerValidity(question, '1')).toBe('invalid');
  });
});

describe('answerValidity: multi-label', () => {
  const question = multiLabel();

  it('is valid with at least one option selected', () => {
    expect(answerValidity(question, ['tech'])).toBe('valid');
    expect(answerValidity(question, ['tech', 'art'])).toBe('valid');
  });

  it('is empty with no option selected', () => {
    expect(answerValidity(question, undefined)).toBe('empty');
    expect(answerValidity(question, [])).toBe('empty');
  });

  it('stays valid when a label is repeated, since the wire sends each once', () => {
    expect(answerValidity(question, ['tech', 'tech'])).toBe('valid');
  });

  it('is invalid with a label that is not an option or a non-list', () => {
    expect(answerValidity(question, ['tech', 'cooking'])).toBe('invalid');
    expect(answerValidity(question, 'tech')).toBe('invalid');
  });
});

describe('answerValidity: ranking', () => {
  const question = ranking();

  it('is valid when every option has a rank, ties included', () => {
    const ranked = [
      { value: 'a', rank: 1 },
      { value: 'b', rank: 2 },
      { value: 'c', rank: 3 },
    ];
    expect(answerValidity(question, ranked)).toBe('valid');
    const tied = [
      { value: 'a', rank: 1 },
      { value: 'b', rank: 1 },
      { value: 'c', rank: 2 },
    ];
    expect(answerValidity(question, tied)).toBe('valid');
  });

  it('is partial when only some options have a rank', () => {
    const some = [
      { value: 'a', rank: 1 },
      { value: 'b', rank: null },
      { value: 'c', rank: null },
    ];
    expect(answerValidity(question, some)).toBe('partial');
  });

  it('is partial when an option is missing from the list altogether', () => {
    expect(answerValidity(question, [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }])).toBe('partial');
  });

  it('is empty when no option has a rank', () => {
    expect(answerValidity(question, undefined)).toBe('empty');
    expect(answerValidity(question, [])).toBe('empty');
    expect(answerValidity(question, [{ value: 'a', rank: null }, { value: 'b', rank: null }, { value: 'c', rank: null }])).toBe(
      'empty',
    );
  });

  it('is invalid with ranks outside 1..N, unknown or repeated options', () => {
    expect(answerValidity(question, [{ value: 'a', rank: 0 }])).toBe('invalid');
    expect(answerValidity(question, [{ value: 'a', rank: 4 }])).toBe('invalid');
    expect(answerValidity(question, [{ value: 'a', rank: 1.5 }])).toBe('invalid');
    expect(answerValidity(question, [{ value: 'z', rank: 1 }])).toBe('invalid');
    expect(answerValidity(question, [{ value: 'a', rank: 1 }, { value: 'a', rank: 2 }])).toBe('invalid');
    expect(answerValidity(question, 'a')).toBe('invalid');
  });
});

describe('answerValidity: span', () => {
  const question = span();

  it('is always valid, with no span or unanswered', () => {
    expect(answerValidity(question, [])).toBe('valid');
    expect(answerValidity(question, undefined)).toBe('valid');
    expect(answerValidity(question, [{ start: 0, end: 4, label: 'PER' }])).toBe('valid');
  });

  it('ignores overlaps, which the editor resolves', () => {
    const overlapping = [
      { start: 0, end: 5, label: 'PER' },
      { start: 2, end: 8, label: 'ORG' },
    ];
    expect(answerValidity(question, overlapping)).toBe('valid');
  });

  it('is invalid for shapes the server could never accept', () => {
    expect(answerValidity(question, [{ start: 3, end: 3, label: 'PER' }])).toBe('invalid');
    expect(answerValidity(question, [{ start: -1, end: 3, label: 'PER' }])).toBe('invalid');
    expect(answerValidity(question, [{ start: 0, end: 3, label: 'LOC' }])).toBe('invalid');
    expect(answerValidity(question, odd([{ start: '0', end: 3, label: 'PER' }]))).toBe('invalid');
    expect(answerValidity(question, 'PER')).toBe('invalid');
  });
});

describe('isSendable', () => {
  it('sends valid and partially valid answers', () => {
    expect(isSendable(text(), 'yes')).toBe(true);
    expect(isSendable(rating(), 0)).toBe(true);
    expect(isSendable(ranking(), [{ value: 'a', rank: 1 }])).toBe(true);
    expect(isSendable(span(), [])).toBe(true);
  });

  it('does not send empty or invalid answers', () => {
    expect(isSendable(text(), '   ')).toBe(false);
    expect(isSendable(multiLabel(), [])).toBe(false);
    expect(isSendable(label(), 'neutral')).toBe(false);
    expect(isSendable(ranking(), [{ value: 'a', rank: null }])).toBe(false);
  });
});
