import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { datasetMessages as bundle } from '../src/features/dataset/messages';

// Keys, placeholders, markup and untranslated strings of every bundle are checked in i18n-catalogue.test.ts.

async function translatorFor(language: 'en' | 'de' | 'es') {
  const instance = i18next.createInstance();
  await instance.init({ showSupportNotice: false, lng: language, resources: { [language]: { translation: bundle[language] } }, interpolation: { escapeValue: false } });
  return instance.t;
}

describe('dataset messages', () => {
  it('choose singular or plural by count in every language', async () => {
    const expected = { en: ['1 record', '2 records'], de: ['1 Datensatz', '2 Datensätze'], es: ['1 registro', '2 registros'] };
    for (const language of ['en', 'de', 'es'] as const) {
      const t = await translatorFor(language);
      const [one, other] = expected[language];
      expect(t('dataset.overview.records', { count: 1, formatted: '1' })).toBe(one);
      expect(t('dataset.overview.records', { count: 2, formatted: '2' })).toBe(other);
      expect(t('dataset.settings.distribution.explanation', { count: 1 })).not.toBe(t('dataset.settings.distribution.explanation', { count: 2 }));
    }
  });
});
