/**
 * Preferences live in one JSON object under the local-storage key `argilla`, the key Argilla's app
 * uses, so a browser that signed in to Argilla on the same origin keeps its theme and language.
 */
export const PREFERENCES_KEY = 'argilla';

export interface Preferences {
  /** The session, under the prefix `auth`. */
  'auth._token.local'?: string;
  theme?: 'light' | 'dark' | 'system';
  language?: string;
  /** When the app last reloaded itself after failing to load a code chunk (ms since epoch). */
  chunkReloadAt?: number;
  /** Splitter positions (0–1) by splitter id, e.g. `<datasetId>-records-questions`. */
  layout?: Record<string, number>;
  /** Panels folded away, by panel id, e.g. `<datasetId>-guidelines`; a missing id is unfolded. */
  collapsed?: Record<string, boolean>;
  /** Annotation: with one single-label or rating question, choosing an option by its key submits the record. */
  submitOnChoice?: boolean;
}

function readAll(): Preferences {
  try {
    const raw = globalThis.localStorage?.getItem(PREFERENCES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Preferences) : {};
  } catch {
    return {};
  }
}

export function readPreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return readAll()[key];
}

export function writePreference<K extends keyof Preferences>(key: K, value: Preferences[K] | undefined): void {
  const all = readAll();
  if (value === undefined) delete all[key];
  else all[key] = value;
  try {
    globalThis.localStorage?.setItem(PREFERENCES_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled (private mode): the preference lasts for this page only.
  }
}
