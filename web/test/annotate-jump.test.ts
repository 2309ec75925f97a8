import { describe, expect, it } from 'vitest';
import { clampPosition, isGoToKey, readJumpTarget } from '../src/features/dataset/annotate/jump/jump-target';
import { pageStartFor } from '../src/features/dataset/annotate/bulk/bulk-view';
import { press } from './key-press-fixtures';

describe('the counter\'s "Go to record" box', () => {
  it('goes to a position written as the interface language writes numbers, or as plain digits', () => {
    expect(readJumpTarget('900,000', 1_000_000, 'en')).toEqual({ kind: 'go', position: 900_000 });
    expect(readJumpTarget('900.000', 1_000_000, 'de')).toEqual({ kind: 'go', position: 900_000 });
    expect(readJumpTarget('900.000', 1_000_000, 'es')).toEqual({ kind: 'go', position: 900_000 });
    for (const language of ['en', 'de', 'es']) expect(readJumpTarget(' 900000 ', 1_000_000, language)).toEqual({ kind: 'go', position: 900_000 });
    expect(readJumpTarget('1.200', 1_200, 'es')).toEqual({ kind: 'go', position: 1_200 });
  });

  it('clamps a number past either end to that end', () => {
    expect(readJumpTarget('0', 1_200, 'en')).toEqual({ kind: 'go', position: 1 });
    expect(readJumpTarget('-5', 1_200, 'en')).toEqual({ kind: 'go', position: 1 });
    expect(readJumpTarget('5000', 1_200, 'en')).toEqual({ kind: 'go', position: 1_200 });
    expect(readJumpTarget('9'.repeat(400), 1_200, 'en')).toEqual({ kind: 'go', position: 1_200 });
    expect(clampPosition(7, 340)).toBe(7);
    expect(clampPosition(7, 0)).toBe(1);
  });

  it('refuses what is not a whole number, and the other language\'s grouping, rather than guess', () => {
    for (const text of ['', '   ', 'abc', '12a', '1e5', '0x10', '12.5', '--3', '9,00', '1,2345']) {
      expect(readJumpTarget(text, 1_200, 'en')).toEqual({ kind: 'refused' });
    }
    // "900.000" in English could be 900 or 900,000; "900,000" in German is a decimal.
    expect(readJumpTarget('900.000', 1_000_000, 'en')).toEqual({ kind: 'refused' });
    expect(readJumpTarget('900,000', 1_000_000, 'de')).toEqual({ kind: 'refused' });
    expect(readJumpTarget('900,5', 1_000_000, 'es')).toEqual({ kind: 'refused' });
  });

  it('refuses everything in an empty view', () => {
    expect(readJumpTarget('1', 0, 'en')).toEqual({ kind: 'refused' });
  });

  it('goes, in the bulk view, to the page holding the record', () => {
    expect(pageStartFor(1_200, 25)).toBe(1_176);
    expect(pageStartFor(600, 100)).toBe(501);
    expect(pageStartFor(1, 10)).toBe(1);
  });

  it('opens with Alt+G by the key\'s place, never with a bare G (in a text box the key is the box\'s)', () => {
    expect(isGoToKey(press('g', { altKey: true }))).toBe(true);
    expect(isGoToKey(press('©', { altKey: true, code: 'KeyG' }))).toBe(true);
    expect(isGoToKey(press('g'))).toBe(false);
    expect(isGoToKey(press('g', { altKey: true, ctrlKey: true }))).toBe(false);
    expect(isGoToKey(press('G', { altKey: true, shiftKey: true }))).toBe(false);
  });
});
