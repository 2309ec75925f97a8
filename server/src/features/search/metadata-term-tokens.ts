import { createHash } from 'node:crypto';
import { termKey } from './metadata-index.js';

export interface TermsProperty {
  id: string;
  name: string;
  settings: { type: string };
}

// Categories repeat across records: a value's token is hashed once per this many distinct values.
const CACHED_TOKENS_MAX = 10_000;
const cachedTokens = new Map<string, string>();

/**
 * The word that stands in a record's full-text row for one term of a terms metadata property (SQLite, see
 * dialect-sqlite.ts), so that `word AND category` is merged inside the text index. Letters and digits only, so
 * the tokenizer keeps it whole and the query language cannot mistake it for an operator; 128 bits of SHA-256
 * of the property's id and the term, so two values never share a word in practice. Keyed by the property's id
 * rather than its name: a property deleted and created again does not inherit the old one's words.
 */
export function termToken(propertyId: string, term: string): string {
  const key = `${propertyId}\u0000${term}`;
  let token = cachedTokens.get(key);
  if (token === undefined) {
    token = `m${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
    if (cachedTokens.size >= CACHED_TOKENS_MAX) cachedTokens.clear();
    cachedTokens.set(key, token);
  }
  return token;
}

/** The words of a record's terms metadata, for the text index's metadata column (each term once). */
export function metadataTermTokens(metadata: Record<string, unknown> | null, properties: readonly TermsProperty[]): string[] {
  if (!metadata) return [];
  const tokens = new Set<string>();
  for (const property of properties) {
    if (property.settings.type !== 'terms') continue;
    const value = metadata[property.name];
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) tokens.add(termToken(property.id, termKey(item)));
  }
  return [...tokens];
}
