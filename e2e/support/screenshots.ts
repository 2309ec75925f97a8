import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { REPO_ROOT } from './server';

/** Where screenshots taken on purpose go (gitignored); failure screenshots go to e2e/test-results/. */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'e2e', 'artifacts', 'screenshots');

/** Saves a full-page screenshot as `e2e/artifacts/screenshots/<name>.png` and answers its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const fileName = `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`;
  const path = join(SCREENSHOT_DIR, fileName);
  // Transitions finish first: a theme switch fades colours, and a half-faded page is not what people see.
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/**
 * Saves `<name>-light.png` and `<name>-dark.png` of the page as it is. The theme preference must be
 * `system` (the default, nothing stored), so emulating the colour scheme switches the app live.
 */
export async function saveThemedScreenshots(page: Page, name: string): Promise<void> {
  const html = page.locator('html');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(html).toHaveAttribute('data-theme', theme);
    await saveScreenshot(page, `${name}-${theme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
