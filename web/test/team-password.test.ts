import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  PASSWORD_ALPHABETS,
  generatePassword,
  passwordProblem,
  type RandomSource,
} from '../src/features/team/password';

/** A repeatable random source: a linear congruential sequence from a seed. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return (array) => {
    for (let index = 0; index < array.length; index += 1) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      array[index] = state;
    }
    return array;
  };
}

/** A source that always answers the same value. */
const constant =
  (value: number): RandomSource =>
  (array) =>
    array.fill(value);

const ALL = PASSWORD_ALPHABETS.lower + PASSWORD_ALPHABETS.upper + PASSWORD_ALPHABETS.digits;

describe('generated passwords', () => {
  it('are long enough for the server, from letters and digits without look-alikes', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const password = generatePassword(seeded(seed));
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(passwordProblem(password)).toBeNull();
      expect([...password].every((character) => ALL.includes(character))).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('always hold a lower-case letter, an upper-case letter and a digit', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const password = generatePassword(seeded(seed));
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
    }
  });

  it('hold every kind even from a source that always draws the same number', () => {
    const password = generatePassword(constant(7));
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[2-9]/);
  });

  it('differ from one call to the next with the browser’s source', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
  });

  it('draw again rather than favour the first symbols (no modulo bias)', () => {
    // 2^32 - 1 lies past the last whole multiple of any alphabet size here: it must be drawn again.
    const draws = [0xffff_ffff, 3];
    let calls = 0;
    const source: RandomSource = (array) => {
      array[0] = draws[Math.min(calls, draws.length - 1)]!;
      calls += 1;
      return array;
    };
    generatePassword(source, 3);
    expect(calls).toBeGreaterThan(3);
  });

  it('take a length', () => {
    expect(generatePassword(seeded(3), 40)).toHaveLength(40);
  });
});

describe('typed passwords', () => {
  it('must have 8 to 100 characters, as the server counts them', () => {
    expect(passwordProblem('1234567')).toBe('tooShort');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(100))).toBeNull();
    expect(passwordProblem('x'.repeat(101))).toBe('tooLong');
    expect(passwordProblem('')).toBe('tooShort');
    // An emoji is two UTF-16 units, as the server's schema counts.
    expect(passwordProblem('😀😀😀😀')).toBeNull();
  });
});
