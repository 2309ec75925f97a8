import { describe, expect, it } from 'vitest';
import { userSettingsMessages as bundle } from '../src/features/user-settings/messages';
import { keyPaths } from '../src/shared/i18n/messages';

// Keys, placeholders and blanks of every bundle are checked in i18n-catalogue.test.ts; these are this bundle's own rules.

function valueAt(messages: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
}

const tagsOf = (text: string) => [...text.matchAll(/<\/?\w+>/g)].map((match) => match[0]).sort();
const untranslated = (language: 'de' | 'es') =>
  keyPaths(bundle.en).filter((path) => valueAt(bundle[language], path) === valueAt(bundle.en, path));

describe('user settings messages', () => {
  it('own only the userSettings top-level key in every language', () => {
    for (const language of ['en', 'de', 'es'] as const) expect(Object.keys(bundle[language])).toEqual(['userSettings']);
  });

  it('keep the markup <Trans> fills in', () => {
    for (const path of keyPaths(bundle.en)) {
      for (const language of ['de', 'es'] as const) {
        expect(tagsOf(valueAt(bundle[language], path)), `${language} ${path}`).toEqual(tagsOf(valueAt(bundle.en, path)));
      }
    }
  });

  it('translate everything except words that are the same in both languages', () => {
    expect(untranslated('de')).toEqual(['userSettings.profile.name', 'userSettings.theme.options.system']);
    expect(untranslated('es')).toEqual([]);
  });
});
