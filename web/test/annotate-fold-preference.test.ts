import { describe, expect, it } from 'vitest';
import { isFolded, storedFold } from '../src/features/dataset/annotate/page/fold-preference';

describe('a folding panel (the guidelines)', () => {
  it('starts as the layout suits until the person chooses', () => {
    expect(isFolded(undefined, true)).toBe(true);
    expect(isFolded(undefined, false)).toBe(false);
  });

  it('keeps the person’s choice on either layout', () => {
    expect(isFolded(true, false)).toBe(true);
    expect(isFolded(false, true)).toBe(false);
  });

  it('remembers a choice only where it differs from the start, so putting it back follows the layout again', () => {
    expect(storedFold(true, false)).toBe(true);
    expect(storedFold(false, true)).toBe(false);
    expect(storedFold(false, false)).toBeUndefined();
    expect(storedFold(true, true)).toBeUndefined();
  });

  it('round-trips: what is stored reads back as what was chosen', () => {
    for (const start of [true, false]) {
      for (const folded of [true, false]) expect(isFolded(storedFold(folded, start), start)).toBe(folded);
    }
  });
});
