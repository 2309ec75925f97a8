import { LANGUAGES, type Language } from '../../shared/i18n/language';

/** Each language is offered in its own name, so people find theirs whatever the interface shows now. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
};

export interface LanguageOption {
  value: Language;
  nativeName: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = LANGUAGES.map((value) => ({
  value,
  nativeName: LANGUAGE_NATIVE_NAMES[value],
}));

/** i18next may report a regional tag (`de-AT`); the picker knows only the primary languages. */
export function primaryLanguage(tag: string | undefined, fallback: Language): Language {
  const primary = tag?.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? fallback;
}
