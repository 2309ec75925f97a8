import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../src/http/body-parsers.js';
import { nulCharacterIssue } from '../../src/http/nul-characters.js';

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

describe('the NUL character check', () => {
  it('names the place of the first NUL in values and keys, and passes clean values', () => {
    expect(nulCharacterIssue({ a: [{ b: 'x\u0000' }] }, ['body'])?.loc).toEqual(['body', 'a', 0, 'b']);
    expect(nulCharacterIssue({ 'k\u0000': 1 }, ['body'])?.loc).toEqual(['body', 'k\u0000']);
    expect(nulCharacterIssue({ a: ['x', 1, null, true, { b: '\\u0000' }] }, ['body'])).toBeNull();
  });
});
