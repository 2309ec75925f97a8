import type { FieldSettings } from '@gloss/contract';
import { normalizeForSearch } from './text-normalize.js';

/**
 * The searchable text of a field value, normalised for indexing: text, chat messages' contents, custom
 * objects as JSON; images have none.
 */
export function searchableText(settings: FieldSettings, value: unknown): string | null {
  const text = rawText(settings, value);
  return text ? normalizeForSearch(text) : null;
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
