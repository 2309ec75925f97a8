import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../src/http/body-parsers.js';
import { unstorableTextIssue } from '../../src/http/unstorable-text.js';

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('the JSON depth check', () => {
  it.each([
    [nested(100), false],
    [nested(101), true],
    [`{"a":${nested(99)}}`, false],
    [`{"a":${nested(100)}}`, true],
    ['[' + Array(1000).fill('[1]').join(',') + ']', false],
  ])('measures brackets: %#', (text, deeper) => {
    expect(nestsDeeperThan(text, 100)).toBe(deeper);
  });

  it.each([
    [`{"text":"${'['.repeat(500)}"}`, false],
    [`{"text":"a \\" ${'{'.repeat(500)}"}`, false],
    [`{"text":"ends in a backslash \\\\", "deep": ${nested(101)}}`, true],
    [`{"text":"\\\\\\" still inside ${'['.repeat(200)}"}`, false],
    [`{"${'['.repeat(200)}": 1}`, false],
  ])('skips brackets inside strings, escaped quotes included: %#', (text, deeper) => {
    expect(nestsDeeperThan(text, 100)).toBe(deeper);
  });

  it('stops at an unterminated string (the parser then refuses the body)', () => {
    expect(nestsDeeperThan(`["${'['.repeat(500)}`, 100)).toBe(false);
  });
});

describe('the check for text no engine stores faithfully', () => {
  it('names the place of the first NUL in values and keys, and passes clean values', () => {
    expect(unstorableTextIssue({ a: [{ b: 'x\u0000' }] }, ['body'])?.loc).toEqual(['body', 'a', 0, 'b']);
    expect(unstorableTextIssue({ 'k\u0000': 1 }, ['body'])?.loc).toEqual(['body', 'k\u0000']);
    expect(unstorableTextIssue({ a: ['x', 1, null, true, { b: '\\u0000' }] }, ['body'])).toBeNull();
  });

  it('finds lone surrogates, high or low, and passes whole pairs (emoji)', () => {
    for (const text of ['a\ud800', '\ud800b', '\udc00', 'x\udfffy', '\udbff\udbff\udc00']) {
      expect(unstorableTextIssue({ t: text }, ['body']), JSON.stringify(text)).toMatchObject({
        loc: ['body', 't'],
        msg: 'Text may not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)',
      });
    }
    expect(unstorableTextIssue({ t: '😀 \ud83d\ude00 done' }, ['body'])).toBeNull();
  });
});
