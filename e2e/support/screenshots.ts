import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { REPO_ROOT } from './server';

/** Where screenshots taken on purpose go (gitignored); failure screenshots go to e2e/test-results/. */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'e2e', 'artifacts', 'screenshots');

/**
 * Screenshots are for people to look at, and nobody looks at a CI run's: there (`CI` set) they are not
 * written unless `GLOSS_E2E_SCREENSHOTS=1`, which saves a second of encoding each. The pages are still
 * brought to each state and checked on the way.
 */
const SCREENSHOTS_WANTED = !process.env.CI || process.env.GLOSS_E2E_SCREENSHOTS === '1';

/** Saves a full-page screenshot as `e2e/artifacts/screenshots/<name>.png` and answers its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const fileName = `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`;
  const path = join(SCREENSHOT_DIR, fileName);
  if (!SCREENSHOTS_WANTED) return path;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
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
