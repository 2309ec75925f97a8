// Debian's Chromium, headless, driven by playwright-core (installed with the e2e workspace's
// @playwright/test; never Playwright's own browser downloads), with the page signed in and the probe
// installed before the app's scripts run.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
// The e2e suite's flags (e2e/playwright.config.ts): quiet on a root, GPU-less, offline machine.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const VIEWPORT = { width: 1440, height: 900 };

export async function launchBrowser() {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    throw new Error('playwright-core is missing: run `npm install` at the repository root (it comes with the e2e workspace)');
  }
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (or set BENCH_CHROMIUM)`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context signed in as `token` (the app keeps "Bearer <token>" under `auth._token.local` in the
 * `argilla` local-storage entry, as e2e/support/session.ts does) with the probe installed.
 */
export async function signedInContext(browser, token) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US' });
  await context.addInitScript((value) => {
    try {
      const stored = JSON.parse(window.localStorage.getItem('argilla') ?? '{}');
      window.localStorage.setItem('argilla', JSON.stringify({ ...stored, 'auth._token.local': `Bearer ${value}` }));
    } catch {
      // about:blank has no storage
    }
  }, token);
  await context.addInitScript({ path: join(here, 'probe.js') });
  return context;
}

/**
 * Rewrites one label question of a dataset's `GET …/questions` answer to hold `options`: the server takes
 * at most 500 options (Argilla's limit), the page is measured with more.
 */
export async function overrideQuestionOptions(page, datasetId, questionName, options) {
  await page.route(`**/api/v1/datasets/${datasetId}/questions*`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const question of body.items ?? []) {
      if (question.name === questionName) question.settings = { ...question.settings, options };
    }
    await route.fulfill({ response, json: body });
  });
}

/** A CPU profile of the page while `fn` runs (BENCH_ANNOTATE_PROFILE), written as a .cpuprofile. */
export async function profiled(page, file, fn) {
  if (!file) return fn();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    await cdp.detach();
  }
}
