import { describe, expect, it } from 'vitest';
import { SourceError, readFileRows } from '../../../src/sources/index.js';
import { collect, sourceFolder, summary } from './source-files.js';

const files = sourceFolder();

async function read(format: 'json' | 'jsonl', content: string | Uint8Array, options: Parameters<typeof readFileRows>[2] = {}) {
  return summary(await collect(readFileRows(await files.write(`rows-${Math.random()}.${format}`, content), format, options)));
}

describe('the rows of a JSON file', () => {
  it('are the objects of its top-level array, values as JSON has them', async () => {
    const content = JSON.stringify([
      { text: 'a', score: 1.5, tags: ['x', 'y'], nested: { deep: [1, { n: null }] }, ok: true },
      { text: 'b', count: 12345678901234 },
    ]);
    expect(await read('json', content)).toEqual([
      [1, { text: 'a', score: 1.5, tags: ['x', 'y'], nested: { deep: [1, { n: null }] }, ok: true }],
      [2, { text: 'b', count: 12345678901234 }],
    ]);
  });

  it('read escapes, text beyond the BMP and long strings whole', async () => {
    const long = 'ü'.repeat(100_000);
    const content = `\ufeff[{"text": "say \\"hi\\"\\n\\u00e9 😀", "long": "${long}"}]`;
    expect(await read('json', content)).toEqual([[1, { text: 'say "hi"\né 😀', long }]]);
  });

  it('one object over many lines is one row; objects one after the other are rows', async () => {
    expect(await read('json', '{\n  "text": "a"\n}\n')).toEqual([[1, { text: 'a' }]]);
    expect(await read('json', '{\n "text": "a"\n}\n{\n "text": "b"\n}')).toEqual([
      [1, { text: 'a' }],
      [2, { text: 'b' }],
    ]);
  });

  it('an element that is not an object is refused, and the next read', async () => {
    expect(await read('json', '[1, "two", [3], null, {"text": "ok"}]')).toEqual([
      [1, 'unreadable: it is a number, not a JSON object'],
      [2, 'unreadable: it is a string, not a JSON object'],
      [3, 'unreadable: it is an array, not a JSON object'],
      [4, 'unreadable: it is null, not a JSON object'],
      [5, { text: 'ok' }],
    ]);
  });

  it('a key named __proto__ is a value, not a prototype', async () => {
    const [[, values]] = await read('json', '[{"__proto__": {"polluted": true}, "text": "a"}]');
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values as object)).toEqual(['__proto__', 'text']);
  });

  it('an array cut off: the rows before, then the cut one refused', async () => {
    expect(await read('json', '[{"text": "a"}, {"text": "b"}, {"text": "c", "lab')).toEqual([
      [1, { text: 'a' }],
      [2, { text: 'b' }],
      [3, 'unreadable: the file ends in the middle of it (it may have been cut off)'],
    ]);
  });

  it('JSON that does not parse: the rows before, even in the same piece of text, then that row refused', async () => {
    expect(await read('json', '[{"text": "a"}, {"text": "b"}, {"text": "c" "label": 1}, {"text": "d"}]')).toEqual([
      [1, { text: 'a' }],
      [2, { text: 'b' }],
      [3, "unreadable: it is not valid JSON (expected ','); the rows after it are not read"],
    ]);
  });

  it('a syntax error far into the file still yields every row before it', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => JSON.stringify({ n: index + 1, text: 'some text to take room' }));
    const summaryOf = await read('json', `[${rows.join(',')}, {"n": oops}]`);
    expect(summaryOf).toHaveLength(3001);
    expect(summaryOf[2999]).toEqual([3000, { n: 3000, text: 'some text to take room' }]);
    expect(summaryOf[3000][0]).toBe(3001);
  });

  it('a row longer than maxRowBytes is refused, and the next rows read', async () => {
    const content = JSON.stringify([{ text: 'a' }, { text: 'x'.repeat(500), more: ['y'.repeat(500)] }, { text: 'c' }]);
    expect(await read('json', content, { limits: { maxRowBytes: 100 } })).toEqual([
      [1, { text: 'a' }],
      [2, 'unreadable: it is longer than 100 bytes'],
      [3, { text: 'c' }],
    ]);
  });

  it('bytes that are not UTF-8 refuse their row alone, also past the first 64 KiB', async () => {
    const padding = JSON.stringify(Array.from({ length: 2000 }, (_, index) => ({ n: index + 1, text: 'padding text padding text' }))).slice(1, -1);
    const content = Buffer.concat([Buffer.from(`[${padding}, {"text": "caf`), Buffer.from([0xe9]), Buffer.from('"}, {"text": "é"}]')]);
    const rows = await read('json', content);
    expect(rows).toHaveLength(2002);
    expect(rows[2000]).toEqual([2001, 'unreadable: it holds bytes that are not UTF-8 text']);
    expect(rows[2001]).toEqual([2002, { text: 'é' }]);
  });

  it('an empty array has no row', async () => {
    expect(await read('json', '[]')).toEqual([]);
  });

  it('more keys across rows than maxColumns refuse the file', async () => {
    const error = await read('json', JSON.stringify([{ a: 1, b: 2 }, { c: 3 }]), { limits: { maxColumns: 2 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe('The file has 3 columns; Gloss imports at most 2');
  });

  it('a row of 10,000 keys refuses the file', async () => {
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`c${index}`, index]));
    await expect(read('jsonl', `${JSON.stringify(wide)}\n`)).rejects.toThrow('The file has 10,000 columns; Gloss imports at most 1,000');
    await expect(read('json', JSON.stringify([wide]))).rejects.toThrow('The file has 10,000 columns; Gloss imports at most 1,000');
  });

  it('skipped rows are not yielded', async () => {
    expect(await read('json', '[{"n": 1}, {"n": 2}, {"n": 3}]', { skipRows: 2 })).toEqual([[3, { n: 3 }]]);
  });
});

describe('the rows of a JSON Lines file', () => {
  it('are its lines, one object each; blank lines skipped; a BOM stripped', async () => {
    expect(await read('jsonl', '\ufeff{"text": "a"}\r\n\n   \n{"text": "b", "n": [1, 2]}\n')).toEqual([
      [1, { text: 'a' }],
      [2, { text: 'b', n: [1, 2] }],
    ]);
  });

  it('a line that does not parse, or is no object, is refused and the next read', async () => {
    expect(await read('jsonl', '{"text": "a"}\n{"text": \n[1]\n{"text": "d"}\n')).toEqual([
      [1, { text: 'a' }],
      [2, expect.stringMatching(/^unreadable: it is not valid JSON \(/)],
      [3, 'unreadable: it is an array, not a JSON object'],
      [4, { text: 'd' }],
    ]);
  });

  it('a last line cut off is refused as such', async () => {
    expect(await read('jsonl', '{"text": "a"}\n{"text": "b", "lab')).toEqual([
      [1, { text: 'a' }],
      [2, 'unreadable: the file ends in the middle of it'],
    ]);
  });

  it('a last line without a line end that is whole is a row', async () => {
    expect(await read('jsonl', '{"text": "a"}\n{"text": "b"}')).toEqual([
      [1, { text: 'a' }],
      [2, { text: 'b' }],
    ]);
  });

  it('a line longer than maxRowBytes is refused, and the next read', async () => {
    expect(await read('jsonl', `{"text": "a"}\n{"text": "${'x'.repeat(300_000)}"}\n{"text": "c"}\n`, { limits: { maxRowBytes: 1000 } })).toEqual([
      [1, { text: 'a' }],
      [2, 'unreadable: it is longer than 1,000 bytes'],
      [3, { text: 'c' }],
    ]);
  });

  it('bytes that are not UTF-8 refuse their line alone', async () => {
    const content = Buffer.concat([Buffer.from('{"text": "a"}\n{"text": "caf'), Buffer.from([0xe9]), Buffer.from('"}\n{"text": "c"}\n')]);
    expect(await read('jsonl', content)).toEqual([
      [1, { text: 'a' }],
      [2, 'unreadable: it holds bytes that are not UTF-8 text'],
      [3, { text: 'c' }],
    ]);
  });
});
