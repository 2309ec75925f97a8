import { describe, expect, it } from 'vitest';
import { datasetsMessages } from '../src/features/datasets/messages';
import { keyPaths } from '../src/shared/i18n/messages';

function valueAt(messages: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
}

/** Strings that are the same word in the other languages (product and borrowed technical terms). */
const SAME_IN_TRANSLATION = new Set(['datasets.title', 'datasets.columns.name', 'datasets.pagination.range']);

describe('dataset list strings', () => {
  const english = keyPaths(datasetsMessages.en);

  it('owns only the datasets key', () => {
    for (const language of ['en', 'de', 'es'] as const) expect(Object.keys(datasetsMessages[language])).toEqual(['datasets']);
  });

  it('has every key in German and Spanish, translated', () => {
    for (const language of ['de', 'es'] as const) {
      expect(keyPaths(datasetsMessages[language])).toEqual(english);
      for (const path of english) {
        const translated = valueAt(datasetsMessages[language], path);
        expect(translated.trim(), `${language} ${path}`).not.toBe('');
        if (!SAME_IN_TRANSLATION.has(path)) expect(translated, `${language} ${path}`).not.toBe(valueAt(datasetsMessages.en, path));
      }
    }
  });

  it('keeps the same placeholders and tags in every language', () => {
    const markers = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();
    for (const language of ['de', 'es'] as const) {
      for (const path of english) {
        expect(markers(valueAt(datasetsMessages[language], path)), `${language} ${path}`).toEqual(
          markers(valueAt(datasetsMessages.en, path)),
        );
      }
    }
  });
});
