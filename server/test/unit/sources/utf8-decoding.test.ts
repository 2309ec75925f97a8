import { describe, expect, it } from 'vitest';
import { LenientUtf8Decoder, invalidUtf8Offset, isWellFormedText } from '../../../src/sources/utf8.js';

function decodeInPieces(bytes: Buffer, cuts: number[]): string {
  const decoder = new LenientUtf8Decoder();
  let text = '';
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    text += decoder.decode(bytes.subarray(from, cut));
    from = cut;
  }
  return text + decoder.end();
}

describe('decoding a file chunk by chunk', () => {
  const bytes = Buffer.from('aé€😀b');

  it('keeps characters cut between chunks whole, wherever the cut falls', () => {
    for (let cut = 0; cut <= bytes.length; cut += 1) expect(decodeInPieces(bytes, [cut])).toBe('aé€😀b');
    expect(decodeInPieces(bytes, [2, 4, 5, 7, 8, 9])).toBe('aé€😀b');
  });

  it('writes a byte that starts no character as a lone surrogate, which text read from UTF-8 never holds', () => {
    const text = decodeInPieces(Buffer.from([0x61, 0xe9, 0x62, 0xe2, 0x82]), []);
    expect(text).toBe('a\udce9b\udce2\udc82');
    expect(isWellFormedText(text)).toBe(false);
    expect(isWellFormedText('aé€😀b')).toBe(true);
  });

  it('judges a sample that may end inside a character', () => {
    expect(invalidUtf8Offset(bytes.subarray(0, 8), true)).toBe(-1);
    expect(invalidUtf8Offset(bytes.subarray(0, 8), false)).toBe(6);
    expect(invalidUtf8Offset(Buffer.from([0x61, 0xff, 0x62]), true)).toBe(1);
  });
});
