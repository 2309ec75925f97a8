import { PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from '@gloss/contract/accounts';

/*
 * Passwords the Team page makes for new accounts and resets. They are read off a screen and typed, or
 * pasted into a message: letters and digits only (no character a chat or mail client could reformat),
 * without look-alikes (0/O, 1/l/I), at least one of each kind so any "mixed characters" rule elsewhere
 * accepts them. 18 characters over 55 symbols is about 104 bits.
 */
export const GENERATED_PASSWORD_LENGTH = 18;

export const PASSWORD_ALPHABETS = {
  lower: 'abcdefghijkmnopqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digits: '23456789',
} as const;

const EVERY_SYMBOL = PASSWORD_ALPHABETS.lower + PASSWORD_ALPHABETS.upper + PASSWORD_ALPHABETS.digits;

/** Fills the array with random 32-bit integers (the browser's `crypto.getRandomValues`). */
export type RandomSource = (array: Uint32Array) => Uint32Array;

const browserRandom: RandomSource = (array) => crypto.getRandomValues(array);

/** A uniform integer in [0, bound): values past the last whole multiple of `bound` are drawn again. */
function uniformBelow(bound: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const cell = new Uint32Array(1);
  for (;;) {
    const value = random(cell)[0]!;
    if (value < limit) return value % bound;
  }
}

const pick = (alphabet: string, random: RandomSource) => alphabet[uniformBelow(alphabet.length, random)]!;

/** A new password: one of each kind, the rest from all of them, shuffled so the kinds sit anywhere. */
export function generatePassword(random: RandomSource = browserRandom, length = GENERATED_PASSWORD_LENGTH): string {
  const { lower, upper, digits } = PASSWORD_ALPHABETS;
  const characters = [pick(lower, random), pick(upper, random), pick(digits, random)];
  while (characters.length < length) characters.push(pick(EVERY_SYMBOL, random));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = uniformBelow(index + 1, random);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}

export type PasswordProblem = 'tooShort' | 'tooLong';

/**
 * A typed password the server would refuse, and why: Argilla's bounds, counted as the server's schema
 * counts them (UTF-16 units, so an emoji is two).
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_LENGTH_MIN) return 'tooShort';
  if (password.length > PASSWORD_LENGTH_MAX) return 'tooLong';
  return null;
}
