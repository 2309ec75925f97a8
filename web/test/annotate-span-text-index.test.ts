import { codePointLength } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { indexText } from '../src/features/dataset/annotate/questions/span/text-index';

describe('span text index: UTF-16 and code-point offsets', () => {
  it('is the identity for text without astral characters', () => {
    const index = indexText('Hello, wörld — ça va?');
    expect(index.hasAstral).toBe(false);
    expect(index.length).toBe('Hello, wörld — ça va?'.length);
    for (let offset = 0; offset <= index.length; offset++) {
      expect(index.toCodePoint(offset)).toBe(offset);
      expect(index.toUtf16(offset)).toBe(offset);
    }
  });

  it('counts an emoji once, as the server (Python) does', () => {
    const text = 'I 😀 love 🇩🇪 and 𠀋!';
    const index = indexText(text);
    expect(index.hasAstral).toBe(true);
    expect(index.length).toBe(codePointLength(text));
    expect(index.length).toBe([...text].length);
  });

  it('converts both ways, matching the code points of the string', () => {
    const text = 'a😀b👩‍💻c𠀋d';
    const index = indexText(text);
    const points = [...text];
    let utf16 = 0;
    for (let codePoint = 0; codePoint <= points.length; codePoint++) {
      expect(index.toUtf16(codePoint)).toBe(utf16);
      expect(index.toCodePoint(utf16)).toBe(codePoint);
      if (codePoint < points.length) utf16 += points[codePoint].length;
    }
  });

  it('rounds an offset inside a surrogate pair down or up', () => {
    const index = indexText('x😀y');
    // UTF-16: x=0, 😀=1..2, y=3. Offset 2 is inside the emoji.
    expect(index.toCodePoint(2, 'down')).toBe(1);
    expect(index.toCodePoint(2, 'up')).toBe(2);
    expect(index.toCodePoint(3)).toBe(2);
  });

  it('counts a lone surrogate as one, as Python does', () => {
    const text = 'a\uD83Db';
    const index = indexText(text);
    expect(index.length).toBe(3);
    expect(index.length).toBe(codePointLength(text));
    expect(index.toUtf16(2)).toBe(2);
  });

  it('clamps offsets to the text and slices by code points', () => {
    const index = indexText('😀😀abc');
    expect(index.toUtf16(-3)).toBe(0);
    expect(index.toUtf16(99)).toBe('😀😀abc'.length);
    expect(index.toCodePoint(99)).toBe(5);
    expect(index.slice(1, 3)).toBe('😀a');
    expect(index.codePointAt(1)).toBe(0x1f600);
    expect(index.codePointAt(5)).toBeUndefined();
  });

  it('handles the empty text', () => {
    const index = indexText('');
    expect(index.length).toBe(0);
    expect(index.toCodePoint(0)).toBe(0);
    expect(index.toUtf16(0)).toBe(0);
  });
});
