import { describe, expect, it } from 'vitest';
import { numberFormat, parseWholeNumber } from '../src/shared/format/numbers';

describe('whole numbers as people type them', () => {
  it('reads plain digits in every language', () => {
    for (const language of ['en', 'de', 'es']) {
      expect(parseWholeNumber('0', language)).toBe(0);
      expect(parseWholeNumber('1200', language)).toBe(1200);
      expect(parseWholeNumber('  42 ', language)).toBe(42);
    }
  });

  it("reads groups of three with the language's separator, or spaces", () => {
    expect(parseWholeNumber('1,000,000', 'en')).toBe(1_000_000);
    expect(parseWholeNumber('1.000.000', 'de')).toBe(1_000_000);
    expect(parseWholeNumber('12.000', 'es')).toBe(12_000);
    expect(parseWholeNumber('900 000', 'en')).toBe(900_000);
    expect(parseWholeNumber('900\u00a0000', 'de')).toBe(900_000);
    expect(parseWholeNumber('900\u202f000', 'es')).toBe(900_000);
  });

  it('reads what the language writes back', () => {
    for (const language of ['en', 'de', 'es']) {
      for (const value of [7, 1_200, 12_000, 900_000, 1_000_000]) {
        expect(parseWholeNumber(numberFormat(language).format(value), language)).toBe(value);
      }
    }
  });

  it('keeps a leading minus', () => {
    expect(parseWholeNumber('-12', 'en')).toBe(-12);
    expect(parseWholeNumber('\u22121.000', 'de')).toBe(-1000);
    expect(parseWholeNumber('-0', 'en')).toBe(0);
    expect(parseWholeNumber('+5', 'en')).toBe(5);
  });

  it('answers null for decimals, misplaced separators and anything else', () => {
    expect(parseWholeNumber('', 'en')).toBeNull();
    expect(parseWholeNumber('1.5', 'en')).toBeNull();
    expect(parseWholeNumber('1,5', 'de')).toBeNull();
    expect(parseWholeNumber('1,000', 'de')).toBeNull();
    expect(parseWholeNumber('1.000', 'en')).toBeNull();
    expect(parseWholeNumber('10,00', 'en')).toBeNull();
    expect(parseWholeNumber(',100', 'en')).toBeNull();
    expect(parseWholeNumber('1,000.', 'en')).toBeNull();
    expect(parseWholeNumber('1e3', 'en')).toBeNull();
    expect(parseWholeNumber('seven', 'en')).toBeNull();
    expect(parseWholeNumber('١٢', 'en')).toBeNull();
  });
});
