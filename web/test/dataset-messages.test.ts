import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { datasetMessages as bundle } from '../src/features/dataset/messages';
import { keyPaths } from '../src/shared/i18n/messages';

// Keys, placeholders and blanks of every bundle are checked in i18n-catalogue.test.ts; these are this bundle's own rules.

function valueAt(messages: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
}

const untranslated = (language: 'de' | 'es') =>
  keyPaths(bundle.en).filter((path) => valueAt(bundle[language], path) === valueAt(bundle.en, path));

async function translatorFor(language: 'en' | 'de' | 'es') {
  const instance = i18next.createInstance();
  await instance.init({ showSupportNotice: false, lng: language, resources: { [language]: { translation: bundle[language] } }, interpolation: { escapeValue: false } });
  return instance.t;
}

describe('dataset messages', () => {
  it('own only the dataset top-level key in every language', () => {
    for (const language of ['en', 'de', 'es'] as const) expect(Object.keys(bundle[language])).toEqual(['dataset']);
  });

  it('translate everything except words that are the same in both languages', () => {
    expect(untranslated('de')).toEqual([
      'dataset.settings.optional',
      'dataset.settings.columns.name',
      'dataset.settings.info.name',
      'dataset.settings.info.id',
      'dataset.settings.info.status',
      'dataset.types.field.text',
      'dataset.types.field.chat',
      'dataset.types.question.text',
    ]);
    expect(untranslated('es')).toEqual(['dataset.settings.no', 'dataset.settings.info.id', 'dataset.types.field.chat', 'dataset.types.metadata.float']);
  });

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
