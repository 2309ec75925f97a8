import { describe, expect, it } from 'vitest';
import { cellAsNumber, cellAsText, imageCellAsUrl } from '../../../src/sources/index.js';
import { PNG_BYTES } from './source-files.js';

const pngUrl = `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`;

describe('a cell as text', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['  kept  ', '  kept  '],
    [12.5, '12.5'],
    [true, 'true'],
    [2n ** 60n, '1152921504606846976'],
    [{ a: [1, 'x'] }, '{"a":[1,"x"]}'],
    [{ n: 2n ** 60n, small: 1n, bytes: Uint8Array.from([1, 2, 3]) }, '{"n":"1152921504606846976","small":1,"bytes":"AQID"}'],
    [Uint8Array.from([1, 2, 3]), 'AQID'],
  ])('%o is %o', (value, text) => {
    expect(cellAsText(value)).toBe(text);
  });
});

describe('a cell as a number', () => {
  it.each([
    [null, null],
    ['', null],
    ['  ', null],
    [3, 3],
    [' 2.5 ', 2.5],
    ['-1e3', -1000],
    ['007', 7],
    [5n, 5],
    ['abc', undefined],
    ['1,000', undefined],
    ['NaN', undefined],
    [Number.NaN, undefined],
    [true, undefined],
    [[1], undefined],
  ])('%o is %o', (value, number) => {
    expect(cellAsNumber(value)).toBe(number);
  });
});

describe('a cell as an image`s URL', () => {
  it.each([
    [null, null],
    ['', null],
    ['https://example.com/cat.png', 'https://example.com/cat.png'],
    [PNG_BYTES, pngUrl],
    [{ bytes: PNG_BYTES, path: 'cat.png' }, pngUrl],
    [{ bytes: null, path: 'https://example.com/dog.jpg' }, 'https://example.com/dog.jpg'],
    [{ bytes: null, path: 'images/dog.jpg' }, null],
    [{ src: 'https://host/image.jpg', height: 1, width: 1 }, 'https://host/image.jpg'],
    [Buffer.from('GIF89a....'), `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`],
    [Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), expect.stringMatching(/^data:image\/svg\+xml;base64,/)],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), expect.stringMatching(/^data:image\/jpeg;base64,/)],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), expect.stringMatching(/^data:image\/webp;base64,/)],
    [Uint8Array.from([1, 2, 3]), 'data:application/octet-stream;base64,AQID'],
    [42, null],
  ])('%o is %o', (value, url) => {
    expect(imageCellAsUrl(value)).toEqual(url);
  });
});
