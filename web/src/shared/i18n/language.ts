import { readPreference, writePreference } from '../preferences/storage';

export const LANGUAGES = ['en', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language: the one chosen in user settings, else the first of the browser's
 * languages we speak (`de-AT` counts as `de`), else English.
 */
export function pickLanguage(stored: unknown, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}

export function initialLanguage(): Language {
  const browser = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ''];
  return pickLanguage(readPreference('language'), browser);
}

export function saveLanguage(language: Language): void {
  writePreference('language', language);
}
