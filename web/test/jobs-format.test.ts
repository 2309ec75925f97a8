import { describe, expect, it } from 'vitest';
import { formatCount, formatRate, formatTimeLeft, timeLeftParts } from '../src/features/jobs/format';
import { oneOrMany } from '../src/features/jobs/plural';

// Intl writes a narrow no-break space in some languages' numbers and units; compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a job’s counts and rate', () => {
  it('group digits in the language’s way', () => {
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatCount(12_345, 'de')).toBe('12.345');
  });

  it('keep a decimal in small rates only', () => {
    expect(formatRate(2.345, 'en')).toBe('2.3');
    expect(formatRate(2.345, 'de')).toBe('2,3');
    expect(formatRate(1_234.6, 'en')).toBe('1,235');
    expect(formatRate(12.5, 'en')).toBe('13');
  });

  it('pick the one or many form by the count', () => {
    expect(oneOrMany(1)).toBe('One');
    expect(oneOrMany(0)).toBe('Many');
    expect(oneOrMany(2)).toBe('Many');
    expect(oneOrMany(1_000_000)).toBe('Many');
  });
});

describe('the time left', () => {
  it('is nothing once nothing is left', () => {
    expect(timeLeftParts(0)).toEqual([]);
    expect(timeLeftParts(-3)).toEqual([]);
    expect(timeLeftParts(Number.NaN)).toEqual([]);
    expect(formatTimeLeft(0, 'en')).toBe('');
  });

  it('rounds up, in seconds under a minute', () => {
    expect(timeLeftParts(0.2)).toEqual([{ unit: 'second', value: 1 }]);
    expect(timeLeftParts(44.1)).toEqual([{ unit: 'second', value: 45 }]);
    expect(timeLeftParts(59.5)).toEqual([{ unit: 'minute', value: 1 }]);
  });

  it('keeps the seconds under two minutes, where they still matter', () => {
    expect(timeLeftParts(90)).toEqual([{ unit: 'minute', value: 1 }, { unit: 'second', value: 30 }]);
    expect(timeLeftParts(119)).toEqual([{ unit: 'minute', value: 1 }, { unit: 'second', value: 59 }]);
  });

  it('counts whole minutes under an hour, and carries into the next unit', () => {
    expect(timeLeftParts(120)).toEqual([{ unit: 'minute', value: 2 }]);
    expect(timeLeftParts(721)).toEqual([{ unit: 'minute', value: 13 }]);
    expect(timeLeftParts(3_599)).toEqual([{ unit: 'hour', value: 1 }]);
  });

  it('says hours and minutes under a day, days and hours beyond', () => {
    expect(timeLeftParts(3_600)).toEqual([{ unit: 'hour', value: 1 }]);
    expect(timeLeftParts(7_500)).toEqual([{ unit: 'hour', value: 2 }, { unit: 'minute', value: 5 }]);
    expect(timeLeftParts(86_399)).toEqual([{ unit: 'day', value: 1 }]);
    expect(timeLeftParts(3 * 86_400 + 4 * 3_600)).toEqual([{ unit: 'day', value: 3 }, { unit: 'hour', value: 4 }]);
  });

  it('is written out in the person’s language', () => {
    expect(formatTimeLeft(7_500, 'en')).toBe('2 hours, 5 minutes');
    expect(formatTimeLeft(7_500, 'de')).toBe('2 Stunden, 5 Minuten');
    expect(formatTimeLeft(7_500, 'es')).toBe('2 horas y 5 minutos');
    expect(formatTimeLeft(45, 'en')).toBe('45 seconds');
    expect(formatTimeLeft(60, 'de')).toBe('1 Minute');
  });
});
