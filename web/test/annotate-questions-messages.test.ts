import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { keyPaths } from '../src/shared/i18n/messages';
import { annotateQuestionsMessages as bundle } from '../src/features/dataset/annotate/questions/messages';
import { SHORTCUTS_BY_TYPE } from '../src/features/dataset/annotate/questions/shortcuts';

function valueAt(messages: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

const markersOf = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((match) => match[0].replace(/\s/g, '')).sort();

// The catalogue test checks every registered bundle; these hold this one to the same rules before it is.
describe('the question editors’ strings', () => {
  it('live under annotateQuestions, with the same keys in en, de and es', () => {
    expect(Object.keys(bundle.en)).toEqual(['annotateQuestions']);
    const english = keyPaths(bundle.en).sort();
    expect(keyPaths(bundle.de).sort()).toEqual(english);
    expect(keyPaths(bundle.es).sort()).toEqual(english);
  });

  it('are translated, keeping their placeholders', () => {
    for (const path of keyPaths(bundle.en)) {
      const english = valueAt(bundle.en, path) as string;
      for (const language of ['de', 'es'] as const) {
        const text = valueAt(bundle[language], path) as string;
        expect(text.trim(), `${language}:${path}`).not.toBe('');
        expect(text, `${language}:${path}`).not.toBe(english);
        expect(markersOf(text), `${language}:${path}`).toEqual(markersOf(english));
      }
    }
  });

  it('describe every shortcut the editors list', () => {
    for (const shortcuts of Object.values(SHORTCUTS_BY_TYPE)) {
      for (const shortcut of shortcuts) {
        expect(shortcut.keys.length).toBeGreaterThan(0);
        for (const language of ['en', 'de', 'es'] as const) {
          expect(typeof valueAt(bundle[language], shortcut.i18nKey), `${language}:${shortcut.i18nKey}`).toBe('string');
        }
      }
    }
  });

  it('keep the specification’s required and optional markers in English', async () => {
    const instance = i18next.createInstance();
    await instance.init({ showSupportNotice: false, lng: 'en', resources: { en: { translation: bundle.en } } });
    expect(instance.t('annotateQuestions.required')).toBe('Required response');
    expect(instance.t('annotateQuestions.optional')).toBe('(optional)');
    expect(instance.t('annotateQuestions.visibleOptions.more', { count: 12 })).toBe('+12 more');
  });
});
