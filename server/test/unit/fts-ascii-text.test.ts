import Database from 'better-sqlite3';
import { normalizeForSearch } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { FTS5_TOKENIZER } from '../../src/features/search/dialect-sqlite.js';
import { searchableText } from '../../src/features/search/text-index.js';
import { seededRandom } from '../helpers/random.js';

/**
 * Plain ASCII text is given to SQLite's FTS5 as it is, not in the normal form (text-index.ts): the index must
 * hold the same thing either way. Two contentless tables of the datasets' kind, one fed the normal form and one
 * the text as sent, must have the same words, in the same columns and documents, at the same positions, and
 * the same document sizes (what bm25 ranks by).
 */

const TRICKY = [
  'The Quick BROWN fox',
  "don't stop-believing: it's 2024!!",
  'snake_case and camelCase, kebab-case',
  'tabs\tand\nnew\r\nlines\u0001control\u001fchars',
  '   leading and trailing   ',
  '!!! ??? ...',
  'a1b2 C3D4 e5-f6 007 0x1F',
  'email@example.com http://x.y/z?q=1&r=2#frag',
  '{"json": [1, 2.5, true, null], "Key": "Value"}',
  '~`^|\\<>[]{}()*+=%$#@',
  'MiXeD CaSe WoRdS wOrDs words',
  'x',
];

function randomAscii(random: () => number): string {
  const length = Math.floor(random() * 120);
  let text = '';
  for (let i = 0; i < length; i += 1) {
    // Letters, digits and separators more often than the rest, so words form.
    const pick = random();
    text += pick < 0.5 ? String.fromCharCode(97 + Math.floor(random() * 26)) : pick < 0.6 ? String.fromCharCode(65 + Math.floor(random() * 26)) : pick < 0.7 ? String(Math.floor(random() * 10)) : String.fromCharCode(Math.floor(random() * 128));
  }
  return text.replace(/\u0000/g, ' ');
}

function indexOf(texts: readonly (readonly [string | null, string | null])[]): { vocabulary: unknown[]; sizes: unknown[] } {
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE t USING fts5(c0, c1, content='', contentless_delete=1, tokenize='${FTS5_TOKENIZER}')`);
  db.exec(`CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')`);
  const insert = db.prepare('INSERT INTO t (rowid, c0, c1) VALUES (?, ?, ?)');
  texts.forEach(([a, b], index) => insert.run(index + 1, a ?? '', b ?? ''));
  const vocabulary = db.prepare('SELECT term, doc, col, offset FROM v ORDER BY term, doc, col, offset').all();
  const sizes = db.prepare('SELECT id, sz FROM t_docsize ORDER BY id').all();
  db.close();
  return { vocabulary, sizes };
}

describe('ASCII text indexed by FTS5 as it is sent', () => {
  it('is given as it is only to FTS5, and only when it is ASCII', () => {
    const text = 'Hello, World';
    expect(searchableText({ type: 'text' } as never, text, 'fts5-unicode61')).toBe(text);
    expect(searchableText({ type: 'text' } as never, text)).toBe(normalizeForSearch(text));
    expect(searchableText({ type: 'text' } as never, 'Ça Ümlaut', 'fts5-unicode61')).toBe(normalizeForSearch('Ça Ümlaut'));
  });

  it('gives the index the same words, positions and document sizes as the normal form', () => {
    const random = seededRandom(26);
    const texts = [...TRICKY, ...Array.from({ length: 500 }, () => randomAscii(random))];
    const pairs = texts.map((text, index) => [text, texts[(index * 7 + 3) % texts.length]] as const);
    const field = { type: 'text' } as never;
    const normal = indexOf(pairs.map(([a, b]) => [searchableText(field, a), searchableText(field, b)] as const));
    const asSent = indexOf(pairs.map(([a, b]) => [searchableText(field, a, 'fts5-unicode61'), searchableText(field, b, 'fts5-unicode61')] as const));
    expect(asSent.vocabulary.length).toBeGreaterThan(1000);
    expect(asSent.vocabulary).toEqual(normal.vocabulary);
    expect(asSent.sizes).toEqual(normal.sizes);
  });
});
