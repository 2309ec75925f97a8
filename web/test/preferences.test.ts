import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../src/shared/i18n/language';
import { shouldReloadAfterChunkFailure, isChunkLoadError } from '../src/shared/network/chunk-reload';
import { resolveTheme, isThemePreference } from '../src/shared/theme/theme';

describe('the interface language', () => {
  it('is the stored choice when it is one we speak', () => {
    expect(pickLanguage('de', ['es-ES'])).toBe('de');
  });

  it('otherwise follows the first browser language we speak, by its primary subtag', () => {
    expect(pickLanguage(undefined, ['fr-FR', 'es-MX', 'de'])).toBe('es');
    expect(pickLanguage('klingon', ['de-AT'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(pickLanguage(undefined, ['fr', 'ja'])).toBe('en');
    expect(pickLanguage(undefined, [])).toBe('en');
  });
});

describe('the theme', () => {
  it('follows the system when the choice is system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('is the explicit choice otherwise', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('accepts only light, dark and system as stored values', () => {
    expect(['light', 'dark', 'system'].every(isThemePreference)).toBe(true);
    expect(isThemePreference('high-contrast')).toBe(false);
  });
});

describe('reloading after a failed chunk load', () => {
  it('reloads when it never did, or did more than 60 s ago', () => {
    expect(shouldReloadAfterChunkFailure(1_000_000, undefined)).toBe(true);
    expect(shouldReloadAfterChunkFailure(1_000_000, 1_000_000 - 60_001)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkFailure(1_000_000, 1_000_000 - 60_000)).toBe(false);
    expect(shouldReloadAfterChunkFailure(1_000_000, 1_000_000 - 5)).toBe(false);
  });

  it('recognises the browsers’ chunk-load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
