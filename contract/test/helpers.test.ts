import { describe, expect, it } from 'vitest';
import { codePointLength, findOverlappingSpans, isListValueQuestion, pythonNumberStr, pythonRepr, spansOverlap } from '../src/index.js';

describe('codePointLength', () => {
  it('counts code points as Python does, not UTF-16 units', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('😀 ab')).toBe(4);
    expect('😀 ab'.length).toBe(5);
    expect(codePointLength('👩‍💻')).toBe(3); // a ZWJ sequence is three code points
    expect(codePointLength('é')).toBe(1);
    expect(codePointLength('e\u0301')).toBe(2); // combining accent: two code points
  });

  it('counts a lone surrogate once', () => {
    expect(codePointLength('\ud83d')).toBe(1);
    expect(codePointLength('a\udc00b')).toBe(3);
    expect(codePointLength('\udc00\ud83d')).toBe(2); // low then high is not a pair
  });
});

describe('spansOverlap', () => {
  it('sees spans sharing a character as overlapping', () => {
    expect(spansOverlap({ start: 0, end: 3 }, { start: 2, end: 5 })).toBe(true);
    expect(spansOverlap({ start: 2, end: 5 }, { start: 0, end: 3 })).toBe(true);
    expect(spansOverlap({ start: 0, end: 10 }, { start: 2, end: 3 })).toBe(true);
    expect(spansOverlap({ start: 1, end: 2 }, { start: 1, end: 2 })).toBe(true);
  });

  it('does not see touching or distant spans as overlapping', () => {
    expect(spansOverlap({ start: 0, end: 3 }, { start: 3, end: 5 })).toBe(false);
    expect(spansOverlap({ start: 3, end: 5 }, { start: 0, end: 3 })).toBe(false);
    expect(spansOverlap({ start: 0, end: 1 }, { start: 4, end: 5 })).toBe(false);
  });
});

describe('findOverlappingSpans', () => {
  it('returns null when no two spans overlap', () => {
    expect(findOverlappingSpans([])).toBeNull();
    expect(findOverlappingSpans([{ start: 4, end: 6 }, { start: 0, end: 2 }, { start: 2, end: 4 }])).toBeNull();
  });

  it('names the first pair in list order, as Argilla reports it', () => {
    const spans = [
      { start: 0, end: 1 },
      { start: 5, end: 8 },
      { start: 2, end: 4 },
      { start: 3, end: 6 },
    ];
    // 1 overlaps 3, and 2 overlaps 3: the lowest first index wins.
    expect(findOverlappingSpans(spans)).toEqual([1, 3]);
  });

  it('finds equal spans and spans with the same start', () => {
    expect(findOverlappingSpans([{ start: 1, end: 3 }, { start: 1, end: 2 }])).toEqual([0, 1]);
  });

  it('copes with a large valid list quickly', () => {
    const spans = Array.from({ length: 10_000 }, (_, index) => ({ start: index * 2, end: index * 2 + 2 }));
    expect(findOverlappingSpans(spans)).toBeNull();
    spans.push({ start: 19_999, end: 20_001 });
    expect(findOverlappingSpans(spans)).toEqual([9_999, 10_000]);
  });
});

describe('isListValueQuestion', () => {
  it('is true for the types whose value is a list', () => {
    expect(isListValueQuestion('multi_label_selection')).toBe(true);
    expect(isListValueQuestion('ranking')).toBe(true);
    expect(isListValueQuestion('span')).toBe(true);
    expect(isListValueQuestion('text')).toBe(false);
    expect(isListValueQuestion('label_selection')).toBe(false);
    expect(isListValueQuestion('rating')).toBe(false);
  });
});

describe('pythonRepr', () => {
  it('renders values as Python prints them', () => {
    expect(pythonRepr(['a', 'b'])).toBe("['a', 'b']");
    expect(pythonRepr([])).toBe('[]');
    expect(pythonRepr([1, 2, 3])).toBe('[1, 2, 3]');
    expect(pythonRepr(3.5)).toBe('3.5');
    expect(pythonRepr(null)).toBe('None');
    expect(pythonRepr(true)).toBe('True');
    expect(pythonRepr(false)).toBe('False');
    expect(pythonRepr({ a: [1, null] })).toBe("{'a': [1, None]}");
    expect(pythonRepr([NaN, Infinity, -Infinity])).toBe('[nan, inf, -inf]');
  });

  it('quotes and escapes strings as Python does', () => {
    expect(pythonRepr('x')).toBe("'x'");
    expect(pythonRepr("it's")).toBe(`"it's"`);
    expect(pythonRepr(`it's "quoted"`)).toBe(`'it\\'s "quoted"'`);
    expect(pythonRepr('a\\b')).toBe("'a\\\\b'");
    expect(pythonRepr('line\nbreak\ttab\r')).toBe("'line\\nbreak\\ttab\\r'");
    expect(pythonRepr('\u0000\u007f')).toBe("'\\x00\\x7f'");
    expect(pythonRepr('😀 é')).toBe("'😀 é'");
    expect(pythonRepr('\ud83d')).toBe("'\\ud83d'");
  });
});

describe('pythonNumberStr', () => {
  it('writes integers as their digits', () => {
    expect(pythonNumberStr(1)).toBe('1');
    expect(pythonNumberStr(-3)).toBe('-3');
    expect(pythonNumberStr(0)).toBe('0');
    expect(pythonNumberStr(-0)).toBe('0');
    expect(pythonNumberStr(9_999_999_999_999_998)).toBe('9999999999999998');
  });

  it('writes other numbers as Python writes floats', () => {
    const cases: [number, string][] = [
      [0.5, '0.5'],
      [-0.25, '-0.25'],
      [0.0001, '0.0001'],
      [123456.789, '123456.789'],
      [1 / 3, '0.3333333333333333'],
      [0.1 + 0.2, '0.30000000000000004'],
      [1e-7, '1e-07'],
      [1.5e-5, '1.5e-05'],
      [-1e-10, '-1e-10'],
      [1e16, '1e+16'],
      [1.5e16, '1.5e+16'],
      [12345678901234567, '1.2345678901234568e+16'],
      [2.5e20, '2.5e+20'],
      [1e300, '1e+300'],
    ];
    for (const [value, text] of cases) expect(pythonNumberStr(value), String(value)).toBe(text);
  });
});
