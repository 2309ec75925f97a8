import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, initialLanguage, saveLanguage, type Language } from './language';
import type { LocaleBundle } from './messages';

/**
 * Merges the bundles (each owns its top-level keys, e.g. `datasets` or `validations`) and starts
 * i18next synchronously, so the first render is already translated.
 */
export function setUpI18n(bundles: readonly LocaleBundle<object>[]): i18n {
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { translation: Object.assign({}, ...bundles.map((bundle) => bundle[language])) as object },
    ]),
  );
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: initialLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advertisement in the browser's console.
    showSupportNotice: false,
  });
  syncDocumentLanguage(instance.language);
  instance.on('languageChanged', syncDocumentLanguage);
  rememberTranslations(instance);
  return instance;
}

/** Past this many remembered strings the memory starts over (a long session's counters and names). */
const REMEMBERED_LIMIT = 20_000;

/**
 * Makes `t` remember what it answered: a translation with interpolation costs tens of microseconds,
 * and the annotation page asks for hundreds of the same strings each time it shows a record (labels
 * of every chip, card and button). The answer depends on the key, the options (the language among
 * them, as `useTranslation` passes it) and the current language; the resources never change after
 * set-up. Only calls whose options are plain values are remembered; anything else goes straight
 * through.
 */
export function rememberTranslations(instance: i18n): void {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, string>();
  const remember = (key: unknown, options: unknown): string | null => {
    if (typeof key !== 'string') return null;
    if (options === undefined) return `${instance.language}\u0000${key}`;
    if (typeof options !== 'object' || options === null || !hasPlainValues(options)) return null;
    return `${instance.language}\u0000${key}\u0000${JSON.stringify(options)}`;
  };
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = rest.length === 0 ? remember(key, options) : null;
    if (id === null) return translate(key, options, ...rest);
    const known = remembered.get(id);
    if (known !== undefined) return known;
    const value = translate(key, options);
    if (typeof value === 'string') {
      if (remembered.size >= REMEMBERED_LIMIT) remembered.clear();
      remembered.set(id, value);
    }
    return value;
  };
  instance.t = t as unknown as typeof instance.t;
}

function hasPlainValues(options: object): boolean {
  for (const value of Object.values(options)) {
    if (value === null || value === undefined) continue;
    const type = typeof value;
    if (type === 'string' || type === 'number' || type === 'boolean') continue;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) continue;
    return false;
  }
  return true;
}

export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  saveLanguage(language);
  await instance.changeLanguage(language);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
