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
  });
  syncDocumentLanguage(instance.language);
  instance.on('languageChanged', syncDocumentLanguage);
  return instance;
}

export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  saveLanguage(language);
  await instance.changeLanguage(language);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
