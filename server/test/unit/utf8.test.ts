import { describe, expect, it } from 'vitest';
import { encodedUtf8Issue, invalidUtf8Offset } from '../../src/http/utf8.js';

const strictDecoder = new TextDecoder('utf-8', { fatal: true });
const decodes = (bytes: Uint8Array) => {
  try {
    strictDecoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

describe('the first byte of a body that starts no UTF-8 character', () => {
  it.each([
    ['ASCII', [0x61, 0x62], -1],
    ['two, three and four bytes', [...Buffer.from('é€😀')], -1],
    ['the last code point, U+10FFFF', [0xf4, 0x8f, 0xbf, 0xbf], -1],
    ['U+FFFD itself', [0xef, 0xbf, 0xbd], -1],
    ['0xFF', [0x61, 0xff], 1],
    ['a stray continuation byte', [0x61, 0x62, 0x80], 2],
    ['an overlong two-byte form (0xC0, 0xC1)', [0xc1, 0xbf], 0],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf], 0],
    ['an overlong four-byte form', [0xf0, 0x80, 0x80, 0xaf], 0],
    ['a surrogate (U+D800)', [0x61, 0xed, 0xa0, 0x80], 1],
    ['past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a lead byte past 0xF4', [0xf5, 0x80, 0x80, 0x80], 0],
    ['a sequence cut by the end', [0x61, 0xe2, 0x82], 1],
    ['a sequence cut by ASCII', [0xe2, 0x41, 0xac], 0],
    ['bad bytes after good ones', [...Buffer.from('€ok'), 0xc3], 5],
  ])('%s', (_name, bytes, offset) => {
    const buffer = Uint8Array.from(bytes);
    expect(invalidUtf8Offset(buffer)).toBe(offset);
    // The same verdict as a strict decoder's.
    expect(offset === -1).toBe(decodes(buffer));
  });
});

describe('URL-encoded text whose escapes are not UTF-8', () => {
  it.each([
    ['a=%FF', ['query', 'a'], '%FF'],
    ['ok=%E2%82%AC&bad=x%E2%82', ['query', 'bad'], '%E2%82'],
    ['a=%E2%82x%AC', ['query', 'a'], '%E2%82'],
    ['caf%C3%A9=%C3', ['query', 'café'], '%C3'],
    ['first+name=%80', ['query', 'first name'], '%80'],
  ])('%s', (encoded, loc, run) => {
    expect(encodedUtf8Issue(encoded, 'query')).toEqual({ type: 'string_unicode', loc, msg: `Text must be valid UTF-8: ${run} encodes no character` });
  });

  it.each(['a=1&b=two', 'a=%E2%82%AC', 'a=100%', 'a=%zz', 'a=%25FF', 'q=%F0%9F%98%80+%C3%A9', ''])('passes %j', (encoded) => {
    expect(encodedUtf8Issue(encoded, 'body')).toBeNull();
  });
});
