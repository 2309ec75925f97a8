import type { SourceColumn } from '@gloss/contract';

/**
 * A source's cells as a record holds them, the way the import converts them, so the preview shows what
 * annotators will: text as text (numbers written out, structures as JSON), an image as its URL.
 */
export function cellAsText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export function cellAsNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** An image cell: its URL or data URL, or the `src` of an image object (the Hub's first rows). */
export function cellAsImageUrl(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (value && typeof value === 'object' && typeof (value as { src?: unknown }).src === 'string') return (value as { src: string }).src;
  return null;
}

/** A conversation: the list of messages itself, or one written as JSON text (a CSV cell). */
export function cellAsChat(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A metadata value: a number for a range property, a word for terms. */
export function cellAsMetadata(value: unknown, type: 'terms' | 'integer' | 'float'): string | number | boolean | null {
  if (type !== 'terms') return cellAsNumber(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return cellAsText(value);
}

/**
 * A class label cell as the label's name: the Hub gives a label's number, which `labels` names; a name
 * already is one. Null for anything else.
 */
export function cellAsLabel(value: unknown, column: SourceColumn | undefined): string | null {
  if (typeof value === 'number' && Number.isInteger(value)) {
    const labels = column?.labels;
    return labels ? (labels[value] ?? null) : String(value);
  }
  if (typeof value === 'string') return value || null;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** A list of class labels (or of label names), each as its name; one name alone is a list of one. */
export function cellAsLabels(value: unknown, column: SourceColumn | undefined): string[] | null {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? parsedList(value) : null;
  if (!items) return null;
  const labels = items.map((item) => cellAsLabel(item, column)).filter((label): label is string => label !== null);
  return labels.length > 0 ? labels : null;
}

/** Text holding a JSON list (a CSV cell `["a","b"]`), else the text as the one item. */
function parsedList(text: string): unknown[] | null {
  if (text === '') return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Not JSON: the text is one label.
  }
  return [text];
}
