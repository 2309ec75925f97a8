import { describe, expect, it } from 'vitest';
import { annotateSpanMessages } from '../src/features/dataset/annotate/questions/span/messages';
import { keyPaths } from '../src/shared/i18n/messages';

function valueAt(messages: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
}

const markersOf = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((match) => match[0]).sort();

describe('span annotation strings', () => {
  const english = keyPaths(annotateSpanMessages.en).sort();

  it('own the top-level key annotateSpan only', () => {
    for (const language of ['en', 'de', 'es'] as const) expect(Object.keys(annotateSpanMessages[language])).toEqual(['annotateSpan']);
  });

  it('have the same keys in every language, translated, with the same placeholders', () => {
    for (const language of ['de', 'es'] as const) {
      expect(keyPaths(annotateSpanMessages[language]).sort()).toEqual(english);
      for (const path of english) {
        const text = valueAt(annotateSpanMessages[language], path);
        expect(text, `${language}:${path}`).not.toBe(valueAt(annotateSpanMessages.en, path));
        expect(markersOf(text), `${language}:${path}`).toEqual(markersOf(valueAt(annotateSpanMessages.en, path)));
      }
    }
  });
});
