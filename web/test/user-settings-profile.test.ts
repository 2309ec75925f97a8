import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS, primaryLanguage } from '../src/features/user-settings/languages';
import { fullNameOf } from '../src/features/user-settings/profile';
import { workspaceDatasetsPath } from '../src/shared/routing/paths';

describe('fullNameOf', () => {
  it('joins first and last name', () => {
    expect(fullNameOf({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('leaves out a missing or blank part without stray spaces', () => {
    expect(fullNameOf({ first_name: 'Ada', last_name: null })).toBe('Ada');
    expect(fullNameOf({ first_name: '  ', last_name: ' Lovelace ' })).toBe('Lovelace');
    expect(fullNameOf({ first_name: '', last_name: null })).toBe('');
  });
});

describe('workspaceDatasetsPath', () => {
  it('opens the dataset list filtered to the workspace by name', () => {
    expect(workspaceDatasetsPath('team-a')).toBe('/datasets?workspaces=team-a');
  });

  it('encodes characters that would break the query', () => {
    expect(workspaceDatasetsPath('a&b c')).toBe('/datasets?workspaces=a%26b%20c');
  });
});

describe('language options', () => {
  it('offers every interface language in its own name', () => {
    expect(LANGUAGE_OPTIONS).toEqual([
      { value: 'en', nativeName: 'English' },
      { value: 'de', nativeName: 'Deutsch' },
      { value: 'es', nativeName: 'Español' },
    ]);
  });

  it('maps a regional tag to the language it belongs to', () => {
    expect(primaryLanguage('de-AT', 'en')).toBe('de');
    expect(primaryLanguage('es_MX', 'en')).toBe('es');
    expect(primaryLanguage('EN', 'de')).toBe('en');
  });

  it('falls back for languages the interface does not speak', () => {
    expect(primaryLanguage('fr', 'en')).toBe('en');
    expect(primaryLanguage(undefined, 'en')).toBe('en');
  });
});
