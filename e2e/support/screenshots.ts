import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './server';

/** Where screenshots taken on purpose go (gitignored); failure screenshots go to e2e/test-results/. */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'e2e', 'artifacts', 'screenshots');

/** Saves a full-page screenshot as `e2e/artifacts/screenshots/<name>.png` and answers its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const fileName = `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`;
  const path = join(SCREENSHOT_DIR, fileName);
  await page.screenshot({ path, fullPage: true });
  return path;
}
