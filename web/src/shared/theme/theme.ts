import { readPreference, writePreference } from '../preferences/storage';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export type AppliedTheme = 'light' | 'dark';

export const DEFAULT_THEME: ThemePreference = 'system';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readThemePreference(): ThemePreference {
  const stored = readPreference('theme');
  return isThemePreference(stored) ? stored : DEFAULT_THEME;
}

export function saveThemePreference(theme: ThemePreference): void {
  writePreference('theme', theme);
}

/** `system` follows the operating system's light or dark setting. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): AppliedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
