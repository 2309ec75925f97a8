import type { BrowserContext, Page } from '@playwright/test';

/** The local-storage key of the app's preferences, and where the session sits inside it. */
export const PREFERENCES_KEY = 'argilla';
export const TOKEN_PREFERENCE = 'auth._token.local';

/**
 * Signs the browser in without the form: the token is written into local storage before the app's own
 * scripts run, the way the app itself keeps it ("Bearer <token>" under `auth._token.local`).
 *
 * It is written once per tab (a session-storage flag survives reloads), so signing out and reloading
 * stays signed out, and the app's own later writes (theme, language) are never overwritten.
 */
export async function signInWithToken(target: Page | BrowserContext, token: string, preferences: Record<string, string> = {}): Promise<void> {
  await target.addInitScript(
    ({ key, tokenKey, value, extra }) => {
      try {
        if (window.sessionStorage.getItem('gloss-e2e-session-seeded')) return;
        window.sessionStorage.setItem('gloss-e2e-session-seeded', '1');
        const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
        window.localStorage.setItem(key, JSON.stringify({ ...stored, ...extra, [tokenKey]: `Bearer ${value}` }));
      } catch {
        // about:blank and other opaque origins have no storage; the next page load seeds it.
      }
    },
    { key: PREFERENCES_KEY, tokenKey: TOKEN_PREFERENCE, value: token, extra: preferences },
  );
}

/** The app's preferences object as the page sees it now. */
export async function readPreferences(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>, PREFERENCES_KEY);
}
