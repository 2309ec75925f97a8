import type { FieldSettings } from '@gloss/contract';
import { normalizeForSearch } from './text-normalize.js';

const ASCII = /^[\x00-\x7f]*$/;

/**
 * Who reads the indexed text: `any` engine (the normal form, normalizeForSearch), or SQLite's FTS5 with the
 * `unicode61` tokenizer (dialect-sqlite.ts), which on plain ASCII already does what the normal form does:
 * it folds case and breaks words at every character but [A-Za-z0-9]. So ASCII text goes to it as it is,
 * and the index holds the same words and sizes (test/unit/fts-ascii-text.test.ts proves it); other text is
 * normalised for both.
 */
export type IndexReader = 'any' | 'fts5-unicode61';

/**
 * The searchable text of a field value, normalised for indexing: text, chat messages' contents, custom
 * objects as JSON; images have none.
 */
export function searchableText(settings: FieldSettings, value: unknown, reader: IndexReader = 'any'): string | null {
  const text = rawText(settings, value);
  if (!text) return null;
  return reader === 'fts5-unicode61' && ASCII.test(text) ? text : normalizeForSearch(text);
}

function rawText(settings: FieldSettings, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (settings.type) {
    case 'text':
      return typeof value === 'string' ? value : null;
    case 'chat':
      return Array.isArray(value)
        ? value.map((message) => String((message as { content?: unknown }).content ?? '')).join('\n')
        : null;
    case 'custom':
      return JSON.stringify(value);
    case 'image':
      return null;
  }
}
