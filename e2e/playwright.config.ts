import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { sharedServerUrlIfStarted } from './support/shared-server';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Debian's package, never Playwright's downloads (see scripts/ensure-deps.sh). These flags keep a
// root, GPU-less, offline CI machine quiet; Playwright adds --headless and a fresh profile itself.
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  // The machine has two cores: one browser each, the server shares them.
  workers: Number(process.env.GLOSS_E2E_WORKERS ?? 2),
  // Every test seeds its own data, so tests of one file may run on different workers: the long dataset
  // list file no longer holds one worker while the other idles. A file that starts its own server in
  // beforeAll opts out with test.describe.configure({ mode: 'default' }).
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['junit', { outputFile: process.env.GLOSS_E2E_JUNIT ?? here('../.test-output/e2e.xml') }]],
  use: {
    // The global setup starts the server after the runner has read this file; workers read it again
    // afterwards and find the address in their environment.
    baseURL: sharedServerUrlIfStarted(),
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // Recording a trace (a screencast and DOM snapshots of every step) costs the browsers a third more CPU on
    // two cores, for every test: the failure screenshot is always kept, the trace on request.
    trace: process.env.GLOSS_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
