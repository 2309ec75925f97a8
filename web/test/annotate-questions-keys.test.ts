import { describe, expect, it } from 'vitest';
import {
  DIGIT_COMBO_MS,
  hasCommandModifier,
  isSearchStartKey,
  isTypingTarget,
  keyHintForIndex,
  optionIndexForKey,
  ratingValueForKey,
} from '../src/features/dataset/annotate/questions/keys';

const element = (tagName: string, extra: Record<string, unknown> = {}) => ({ tagName, ...extra }) as unknown as EventTarget;
const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('keys typed into a text box', () => {
  it('are text for inputs, textareas, selects and contenteditable elements', () => {
    expect(isTypingTarget(element('INPUT', { type: 'text' }))).toBe(true);
    expect(isTypingTarget(element('input', { type: 'search' }))).toBe(true);
    expect(isTypingTarget(element('INPUT'))).toBe(true);
    expect(isTypingTarget(element('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(element('SELECT'))).toBe(true);
    expect(isTypingTarget(element('DIV', { isContentEditable: true }))).toBe(true);
  });

  it('are shortcuts elsewhere, checkboxes and buttons included', () => {
    expect(isTypingTarget(element('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(element('BUTTON'))).toBe(false);
    expect(isTypingTarget(element('DIV', { isContentEditable: false }))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('number keys of options', () => {
  it('pick the first nine with 1–9 and the tenth with 0', () => {
    expect(optionIndexForKey('1')).toBe(0);
    expect(optionIndexForKey('9')).toBe(8);
    expect(optionIndexForKey('0')).toBe(9);
    expect(optionIndexForKey('a')).toBeNull();
    expect(optionIndexForKey('F1')).toBeNull();
  });

  it('are shown on the first ten keycaps', () => {
    expect([0, 1, 8, 9, 10].map(keyHintForIndex)).toEqual(['1', '2', '9', '0', null]);
    for (let index = 0; index < 10; index += 1) expect(optionIndexForKey(keyHintForIndex(index)!)).toBe(index);
  });
});

describe('modifiers and search keys', () => {
  it('Ctrl, Cmd or Alt make a key a command', () => {
    expect(hasCommandModifier(press('1'))).toBe(false);
    expect(hasCommandModifier(press('1', { ctrlKey: true }))).toBe(true);
    expect(hasCommandModifier(press('1', { metaKey: true }))).toBe(true);
    expect(hasCommandModifier(press('1', { altKey: true }))).toBe(true);
  });

  it('a plain letter, in any script, starts a search', () => {
    expect(isSearchStartKey(press('a'))).toBe(true);
    expect(isSearchStartKey(press('Ä'))).toBe(true);
    expect(isSearchStartKey(press('ñ'))).toBe(true);
    expect(isSearchStartKey(press('1'))).toBe(false);
    expect(isSearchStartKey(press('?'))).toBe(false);
    expect(isSearchStartKey(press('Enter'))).toBe(false);
    expect(isSearchStartKey(press('s', { ctrlKey: true }))).toBe(false);
  });
});

describe('number keys of a rating', () => {
  const oneToFive = [1, 2, 3, 4, 5];
  const zeroToTen = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const oneToTen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it('pick the value they name, or nothing outside the scale', () => {
    expect(ratingValueForKey('3', oneToFive, null, 0)).toEqual({ value: 3, combined: false });
    expect(ratingValueForKey('7', oneToFive, null, 0)).toBeNull();
    expect(ratingValueForKey('0', oneToFive, null, 0)).toBeNull();
    expect(ratingValueForKey('x', oneToFive, null, 0)).toBeNull();
  });

  it('0 picks 0 when the scale has it, else 10', () => {
    expect(ratingValueForKey('0', zeroToTen, null, 0)).toEqual({ value: 0, combined: false });
    expect(ratingValueForKey('0', oneToTen, null, 0)).toEqual({ value: 10, combined: false });
    expect(ratingValueForKey('0', oneToTen, { digit: '1', at: 0 }, 10)).toEqual({ value: 10, combined: false });
  });

  it('on a 0–10 scale, 1 then 0 quickly is 10; slowly it is 0', () => {
    expect(ratingValueForKey('1', zeroToTen, null, 0)).toEqual({ value: 1, combined: false });
    expect(ratingValueForKey('0', zeroToTen, { digit: '1', at: 0 }, DIGIT_COMBO_MS)).toEqual({ value: 10, combined: true });
    expect(ratingValueForKey('0', zeroToTen, { digit: '1', at: 0 }, DIGIT_COMBO_MS + 1)).toEqual({ value: 0, combined: false });
    expect(ratingValueForKey('0', zeroToTen, { digit: '2', at: 0 }, 10)).toEqual({ value: 0, combined: false });
  });
});
