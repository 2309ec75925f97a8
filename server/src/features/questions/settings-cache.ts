import type { QuestionSettings } from '@gloss/contract';

/**
 * Parsed question settings, kept per question while its `updated_at` stays the same (every settings change
 * stamps a new one, on any instance sharing the database). A label question may hold 50,000 options, a few
 * megabytes of JSON: parsing it on every submit and every record write would cost more than the write, and
 * the contract's rules keep the option values' set beside the parsed list only while that list lives.
 * Bounded by the options held, so a few large questions or many small ones fit, and the least recently
 * used go first.
 */
const CACHED_OPTIONS_MAX = 300_000;

interface Entry {
  updatedAt: string;
  settings: QuestionSettings;
  weight: number;
}

const entries = new Map<string, Entry>();
let heldWeight = 0;

/** The settings of a question as stamped `updatedAt`, if they are at hand. */
export function cachedSettings(id: string, updatedAt: string): QuestionSettings | undefined {
  const entry = entries.get(id);
  if (!entry || entry.updatedAt !== updatedAt) return undefined;
  // Moved to the end: the map's order is the eviction order.
  entries.delete(id);
  entries.set(id, entry);
  return entry.settings;
}

/** A stored question's settings, parsed once per version; callers share the object and never change it. */
export function parsedSettings(row: { id: string; updated_at: string; settings: string }): QuestionSettings {
  const cached = cachedSettings(row.id, row.updated_at);
  if (cached) return cached;
  const settings = JSON.parse(row.settings) as QuestionSettings;
  remember(row.id, { updatedAt: row.updated_at, settings, weight: 1 + ('options' in settings ? settings.options.length : 0) });
  return settings;
}

function remember(id: string, entry: Entry): void {
  const previous = entries.get(id);
  if (previous) {
    entries.delete(id);
    heldWeight -= previous.weight;
  }
  if (entry.weight > CACHED_OPTIONS_MAX) return;
  entries.set(id, entry);
  heldWeight += entry.weight;
  for (const [oldestId, oldest] of entries) {
    if (heldWeight <= CACHED_OPTIONS_MAX) break;
    entries.delete(oldestId);
    heldWeight -= oldest.weight;
  }
}
