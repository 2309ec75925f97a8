#!/usr/bin/env node
// The annotation-page benchmark: a real Gloss server on a fresh SQLite data directory serving the built
// web app, datasets seeded through the API, and the annotation page driven in headless Chromium, timed in
// the page itself. See bench/README.md ("The annotation benchmark").
//
//   npm run bench:annotate                      at the repo root: builds, then BENCH_ANNOTATE_ROUNDS rounds
//   node bench/annotate/run.mjs                 without building
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Api } from '../records/lib/api.mjs';
import { defaultWorkspaceId, randomSecret } from '../records/lib/dataset.mjs';
import { describeMachine, machine } from '../records/lib/report.mjs';
import { startServer } from '../records/lib/server.mjs';
import { launchBrowser, overrideQuestionOptions, profiled, signedInContext } from './lib/browser.mjs';
import { cpuWatch, waitForQuiet } from './lib/cpu.mjs';
import { printReport, summarizeRound, TARGETS, combineRounds } from './lib/report.mjs';
import {
  addSpansByMouse,
  annotationUrl,
  filterOptions,
  keyboardInSpanField,
  openRecordPage,
  queriesFor,
  submitRecords,
  typeInTextQuestion,
} from './lib/scenarios.mjs';
import { seedHeavy, seedLargeLabels, seedLongText, seedOptions, seedTypical, taxonomyOptions } from './lib/seed.mjs';
import { bulkUrl, seedBulk, selectAndSubmit, switchViews } from './lib/bulk-scenarios.mjs';
import { changeFilters, changeSort, findSimilar, replaySearches, searchText, searchWords, watchSearchRequests } from './lib/search-scenarios.mjs';
import { prepareSearchBodies, seedSearch } from './lib/search-seed.mjs';
import { CATEGORIES, VOCABULARY } from '../records/lib/data.mjs';

/** The scenarios on the large dataset (seeded only when one of them runs). */
const SEARCH_SCENARIOS = ['search-text', 'filter-change', 'sort-change', 'find-similar'];
/** The bulk view's scenarios, on their own dataset (seeded only when one of them runs). */
const BULK_SCENARIOS = ['bulk-switch', 'bulk-submit'];
/** Issue 14's large label set, on its own dataset (seeded only when it runs). */
const LABELS_SCENARIO = 'labels-large';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

function positiveInt(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

function readConfig() {
  return {
    rounds: positiveInt('BENCH_ANNOTATE_ROUNDS', 3),
    submits: positiveInt('BENCH_ANNOTATE_SUBMITS', 50),
    submitWarmup: positiveInt('BENCH_ANNOTATE_SUBMIT_WARMUP', 3, 0),
    thinkMs: positiveInt('BENCH_ANNOTATE_THINK_MS', 300, 0),
    longTextChars: positiveInt('BENCH_ANNOTATE_TEXT_CHARS', 60_000),
    spans: positiveInt('BENCH_ANNOTATE_SPANS', 200),
    typedKeys: positiveInt('BENCH_ANNOTATE_KEYS', 100),
    keyGapMs: positiveInt('BENCH_ANNOTATE_KEY_GAP_MS', 40, 0),
    mouseSpans: positiveInt('BENCH_ANNOTATE_MOUSE_SPANS', 20),
    caretMoves: positiveInt('BENCH_ANNOTATE_CARET_MOVES', 100),
    keyboardSpanEvery: positiveInt('BENCH_ANNOTATE_KEYBOARD_SPAN_EVERY', 5),
    caretJumps: positiveInt('BENCH_ANNOTATE_CARET_JUMPS', 5),
    filterKeys: positiveInt('BENCH_ANNOTATE_FILTER_KEYS', 50),
    serverOptions: 500,
    browserOptions: positiveInt('BENCH_ANNOTATE_OPTIONS', 1000),
    profileDir: process.env.BENCH_ANNOTATE_PROFILE ? join(process.env.BENCH_ANNOTATE_PROFILE_DIR ?? join(os.tmpdir(), 'gloss-annotate-profiles')) : null,
    webDir: process.env.BENCH_ANNOTATE_WEB_DIR || null,
    only: process.env.BENCH_ANNOTATE_ONLY ? process.env.BENCH_ANNOTATE_ONLY.split(',').map((name) => name.trim()) : null,
    quietWaitS: positiveInt('BENCH_ANNOTATE_QUIET_WAIT_S', 300, 0),
    searchRecords: positiveInt('BENCH_ANNOTATE_SEARCH_RECORDS', 100_000),
    searchChanges: positiveInt('BENCH_ANNOTATE_SEARCHES', 20),
    searchWarmup: positiveInt('BENCH_ANNOTATE_SEARCH_WARMUP', 2, 0),
    searchThinkMs: positiveInt('BENCH_ANNOTATE_SEARCH_THINK_MS', 700, 0),
    bulkTarget: positiveInt('BENCH_ANNOTATE_BULK_RECORDS', 1000),
    bulkSwitches: positiveInt('BENCH_ANNOTATE_SWITCHES', 20),
    largeOptions: positiveInt('BENCH_ANNOTATE_LARGE_OPTIONS', 50_000),
  };
}

const wants = (config, name) => !config.only || config.only.includes(name);
const wantsSearch = (config) => SEARCH_SCENARIOS.some((name) => wants(config, name));
const wantsBulk = (config) => BULK_SCENARIOS.some((name) => wants(config, name));

const t0 = performance.now();
const log = (message) => console.log(`[bench ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);

function serverEnvironment(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GLOSS_')));
  return { ...env, ...extra };
}

/** A copy of the built web app for this run, so a rebuild meanwhile (vite empties web/dist) changes nothing. */
function snapshotWebApp(scratch) {
  const dist = join(root, 'web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('web/dist/index.html is missing: run `npm run build` first (npm run bench:annotate does)');
  const copy = join(scratch, 'web');
  cpSync(dist, copy, { recursive: true });
  return copy;
}

/**
 * Where a cold open's time went (ms from navigation start): the document, the app's scripts, and when
 * the dataset's questions and first records had arrived, with their sizes.
 */
function openTimings(page) {
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    const last = (part) => resources.filter((r) => r.name.includes(part)).at(-1);
    const timing = (r) => (r ? { start: Math.round(r.startTime), end: Math.round(r.responseEnd), kB: Math.round((r.encodedBodySize || r.transferSize) / 1024) } : null);
    const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    return {
      documentEnd: Math.round(nav?.responseEnd ?? 0),
      domContentLoaded: Math.round(nav?.domContentLoadedEventEnd ?? 0),
      scriptsEnd: Math.round(Math.max(0, ...scripts.map((r) => r.responseEnd))),
      questions: timing(last('/questions')),
      records: timing(last('/records')),
      // Every API call of the open, in order: [path, start, end, kB].
      api: resources
        .filter((r) => r.name.includes('/api/'))
        .map((r) => [new URL(r.name).pathname.replace(/[0-9a-f-]{36}/g, ':id'), Math.round(r.startTime), Math.round(r.responseEnd), Math.round((r.encodedBodySize || r.transferSize) / 1024)]),
    };
  });
}

async function signIn(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (!response.ok) throw new Error(`POST /api/v1/token answered ${response.status}: ${await response.text()}`);
  return (await response.json()).access_token;
}

async function seed(owner, config) {
  const workspaceId = await defaultWorkspaceId(owner);
  const password = randomSecret(12);
  const annotator = await owner.post('/api/v1/users', { username: 'bench-annotator', first_name: 'Annotator', role: 'annotator', password });
  await owner.post(`/api/v1/workspaces/${workspaceId}/users`, { user_id: annotator.id });
  const records = config.submitWarmup + config.submits + 12;
  const typical = await seedTypical(owner, workspaceId, records);
  const heavy = await seedHeavy(owner, workspaceId, records);
  const longText = await seedLongText(owner, workspaceId, { chars: config.longTextChars, spanCount: config.spans });
  const options = await seedOptions(owner, workspaceId, config.serverOptions);
  // 10% more records than the filter matches, so the filter is what picks the 1,000.
  const labels = wants(config, LABELS_SCENARIO)
    ? await seedLargeLabels(owner, workspaceId, { optionCount: config.largeOptions, records })
    : null;
  const bulk = wantsBulk(config) ? await seedBulk(owner, workspaceId, { target: config.bulkTarget, other: Math.ceil(config.bulkTarget / 10) }) : null;
  return { workspaceId, annotator: { ...annotator, password, api: owner.as(annotator.api_key) }, typical, heavy, longText, options, labels, bulk };
}

/** How many responses the annotator has per status in a dataset (the submits reached the server). */
async function myResponses(api, datasetId) {
  const metrics = await api.get(`/api/v1/me/datasets/${datasetId}/metrics`);
  return metrics.responses ?? metrics;
}

async function runRound(round, config, scratchRoot, searchBodies) {
  const scratch = mkdtempSync(join(scratchRoot, `round-${round}-`));
  const dataDir = join(scratch, 'data');
  mkdirSync(dataDir);
  const webDir = config.webDir ?? snapshotWebApp(scratch);
  const apiKey = randomSecret(24);
  const server = await startServer({
    root,
    dataDir,
    env: serverEnvironment({
      GLOSS_OWNER_USERNAME: 'owner',
      GLOSS_OWNER_PASSWORD: randomSecret(12),
      GLOSS_OWNER_API_KEY: apiKey,
      GLOSS_LOG_LEVEL: 'warn',
      GLOSS_WEB_DIR: webDir,
    }),
  });
  log(`round ${round}: server pid ${server.pid} at ${server.url}, web app ${config.webDir ? webDir : 'web/dist (copied)'}`);
  const owner = new Api(server.url, apiKey);
  const out = { round, scenarios: {}, checks: {}, errors: [], warnings: [] };
  let browser;
  try {
    const seeded = await seed(owner, config);
    log(`round ${round}: seeded ${[seeded.typical, seeded.heavy, seeded.longText, seeded.options].map((d) => d.name).join(', ')}`);
    const token = await signIn(server.url, 'bench-annotator', seeded.annotator.password);
    const cpu = cpuWatch();
    browser = await launchBrowser();
    out.chromium = browser.version();
    const profileFile = (name) => (config.profileDir ? join(config.profileDir, `round${round}-${name}.cpuprofile`) : null);

    const scenario = async (name, fn) => {
      if (config.only && !config.only.includes(name)) return;
      log(`round ${round}: > ${name}`);
      const context = await signedInContext(browser, token);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      try {
        out.scenarios[name] = await fn(page);
        if (errors.length) out.scenarios[name].pageErrors = errors;
      } catch (error) {
        out.errors.push({ scenario: name, message: String(error?.stack ?? error) });
        log(`round ${round}: ! ${name} failed: ${error.message}`);
      } finally {
        await context.close();
      }
    };

    for (const kind of ['typical', 'heavy']) {
      const dataset = seeded[kind];
      await scenario(`submit-${kind}`, async (page) => {
        const openedAt = await openRecordPage(page, annotationUrl(server.url, dataset.id));
        const openBreakdown = await openTimings(page);
        const result = await profiled(page, profileFile(`submit-${kind}`), () =>
          submitRecords(page, { warmup: config.submitWarmup, count: config.submits, thinkMs: config.thinkMs, log }),
        );
        if (kind === 'typical') {
          // The same text question on a light record: the reference for typing on the long one.
          result.typing = await typeInTextQuestion(page, { keys: Math.round(config.typedKeys / 2), gapMs: config.keyGapMs });
        }
        return { openedAt, openBreakdown, ...result };
      });
      const stored = await myResponses(seeded.annotator.api, dataset.id);
      out.checks[`submit-${kind}`] = stored;
      const pressed = out.scenarios[`submit-${kind}`];
      if (pressed) {
        const shown = pressed.samples.length + pressed.warmups.length;
        if (stored.submitted !== shown) out.warnings.push(`submit-${kind}: ${shown} next records shown but ${stored.submitted} responses submitted on the server`);
      }
    }

    await scenario('long-text', async (page) => {
      const openedAt = await openRecordPage(page, annotationUrl(server.url, seeded.longText.id), {
        ready: {
          fn: (n) => new Set([...document.querySelectorAll('[data-testid="span-field-text"] [data-span-key]:not(button)')].map((e) => e.dataset.spanKey)).size >= n,
          arg: config.spans,
        },
      });
      const info = await page.evaluate(() => {
        const root = document.querySelector('[data-testid="span-field-text"]');
        return { textLength: root.textContent.length, spans: new Set([...root.querySelectorAll('[data-span-key]:not(button)')].map((e) => e.dataset.spanKey)).size, elements: root.querySelectorAll('*').length };
      });
      const typing = await profiled(page, profileFile('typing-long'), () => typeInTextQuestion(page, { keys: config.typedKeys, gapMs: config.keyGapMs }));
      const mouse = await profiled(page, profileFile('span-mouse'), () => addSpansByMouse(page, { count: config.mouseSpans, gapMs: config.keyGapMs * 3 }));
      const keyboard = await profiled(page, profileFile('span-keyboard'), () =>
        keyboardInSpanField(page, { moves: config.caretMoves, addEvery: config.keyboardSpanEvery, jumps: config.caretJumps, gapMs: config.keyGapMs }),
      );
      await sleep(2500); // the draft with the new spans saves itself
      const after = await page.evaluate(() => new Set([...document.querySelectorAll('[data-testid="span-field-text"] [data-span-key]:not(button)')].map((e) => e.dataset.spanKey)).size);
      return { openedAt, info: { ...info, spansAtEnd: after }, typing, mouse, keyboard };
    });
    out.checks['long-text'] = await myResponses(seeded.annotator.api, seeded.longText.id);

    const options1000 = taxonomyOptions(config.browserOptions);
    for (const [name, options, override] of [
      [`filter-${config.serverOptions}`, seeded.options.options, false],
      [`filter-${config.browserOptions}`, options1000, true],
    ]) {
      await scenario(name, async (page) => {
        if (override) await overrideQuestionOptions(page, seeded.options.id, 'category', options);
        const openedAt = await openRecordPage(page, annotationUrl(server.url, seeded.options.id), {
          ready: { fn: (n) => document.querySelectorAll('[data-chip]').length >= n, arg: options.length },
        });
        const queries = queriesFor(options, config.filterKeys);
        const result = await profiled(page, profileFile(name), () => filterOptions(page, { options, queries, gapMs: config.keyGapMs }));
        return { openedAt, options: options.length, queries, ...result };
      });
    }

    // A label question of 50,000 options (issue 14): the record opens, the search follows every key,
    // and Enter submits to the next record as on the typical dataset (submit-typical, same text and count).
    if (seeded.labels) {
      const labels = seeded.labels;
      await scenario(LABELS_SCENARIO, async (page) => {
        const openedAt = await profiled(page, profileFile(`${LABELS_SCENARIO}-open`), () =>
          openRecordPage(page, annotationUrl(server.url, labels.id), {
            ready: { fn: () => document.querySelectorAll('[data-chip]').length > 0 && document.querySelector('[role="searchbox"]') !== null, arg: null },
          }),
        );
        const openBreakdown = await openTimings(page);
        const queries = queriesFor(labels.options, config.filterKeys);
        const filter = await profiled(page, profileFile(`${LABELS_SCENARIO}-filter`), () => filterOptions(page, { options: labels.options, queries, gapMs: config.keyGapMs }));
        const submit = await profiled(page, profileFile(`${LABELS_SCENARIO}-submit`), () =>
          submitRecords(page, { warmup: config.submitWarmup, count: config.submits, thinkMs: config.thinkMs, log }),
        );
        return { openedAt, openBreakdown, options: labels.options.length, queries, filter, submit };
      });
      const stored = await myResponses(seeded.annotator.api, labels.id);
      out.checks[LABELS_SCENARIO] = stored;
      const pressed = out.scenarios[LABELS_SCENARIO]?.submit;
      if (pressed) {
        const shown = pressed.samples.length + pressed.warmups.length;
        if (stored.submitted !== shown) out.warnings.push(`${LABELS_SCENARIO}: ${shown} next records shown but ${stored.submitted} responses submitted on the server`);
      }
    }

    // The bulk view: Focus / Bulk with 100 records per page, then all 1,000 matched records submitted.
    if (seeded.bulk) {
      const bulk = seeded.bulk;
      await scenario('bulk-switch', async (page) => {
        const openedAt = await openRecordPage(page, bulkUrl(server.url, bulk.id, { size: 100, page: 1 }));
        return { openedAt, ...(await profiled(page, profileFile('bulk-switch'), () => switchViews(page, { count: config.bulkSwitches, warmup: 2, thinkMs: 500 }))) };
      });
      await scenario('bulk-submit', async (page) => {
        await page.goto(bulkUrl(server.url, bulk.id, { view: 'bulk', size: 100, 'meta.group': 'target', page: 1 }));
        await page.waitForSelector('[data-testid="bulk-list"][data-complete="true"]', { timeout: 30_000 });
        const openedAt = await page.evaluate(() => window.__bench.now());
        await sleep(1500);
        return { openedAt, ...(await profiled(page, profileFile('bulk-submit'), () => selectAndSubmit(page, { target: bulk.target, log }))) };
      });
      const stored = await myResponses(seeded.annotator.api, bulk.id);
      out.checks['bulk-submit'] = stored;
      if (out.scenarios['bulk-submit']?.submits?.length && stored.submitted !== bulk.target) {
        out.warnings.push(`bulk-submit: ${stored.submitted} responses submitted on the server, ${bulk.target} expected`);
      }
    }

    // Finding records: the large dataset is seeded after the scenarios above (they run on the small
    // datasets as before), then the machine must be quiet again before the searches are timed.
    if (searchBodies) {
      log(`round ${round}: seeding the search dataset (${config.searchRecords.toLocaleString('en-US')} records)`);
      const search = await seedSearch(owner, seeded.workspaceId, searchBodies, { log });
      log(`round ${round}: seeded ${search.records.toLocaleString('en-US')} records in ${search.seeding.seconds} s (${search.seeding.recordsPerSecond} records/s)`);
      const quiet = config.quietWaitS ? await waitForQuiet({ maxWaitMs: config.quietWaitS * 1000, log }) : null;
      if (quiet) log(`round ${round}: before the searches: ${quiet.quiet ? 'quiet' : 'still busy'} (other processes: ${quiet.otherCores} cores)`);
      out.search = { records: search.records, seeding: search.seeding, quietBefore: quiet };
      const searchCpu = cpuWatch();
      const api = seeded.annotator.api;
      const common = { warmup: config.searchWarmup, thinkMs: config.searchThinkMs };
      const searchScenario = (name, fn, lists) =>
        scenario(name, async (page) => {
          const requests = watchSearchRequests(page);
          const openedAt = await openRecordPage(page, annotationUrl(server.url, search.id));
          const result = await profiled(page, profileFile(name), () => fn(page, requests));
          // The server alone for each request the page sent, and whether the page showed its answer.
          const problems = await replaySearches(api, lists.flatMap((list) => result[list] ?? []));
          for (const problem of problems) out.warnings.push(`${name}: ${problem}`);
          return { openedAt, ...result };
        });

      const warmupWords = [45, 450].map((rank) => ({ rank, word: VOCABULARY[rank] }));
      await searchScenario(
        'search-text',
        (page, requests) => searchText(page, { words: [...warmupWords, ...searchWords(config.searchChanges)], warmup: warmupWords.length, gapMs: config.keyGapMs, thinkMs: config.searchThinkMs, requests }),
        ['searches'],
      );
      await searchScenario('filter-change', (page, requests) => changeFilters(page, { categories: CATEGORIES, count: config.searchChanges, ...common, requests }), ['clicks', 'applied']);
      await searchScenario('sort-change', (page, requests) => changeSort(page, { count: config.searchChanges, ...common, requests }), ['clicks']);
      await searchScenario('find-similar', (page, requests) => findSimilar(page, { count: config.searchChanges, ...common, requests }), ['samples']);
      out.search.cpu = searchCpu.finish(server.pid);
    }
    out.cpu = cpu.finish(server.pid);
  } finally {
    if (browser) await browser.close();
    out.server = { exit: await server.stop() };
    rmSync(scratch, { recursive: true, force: true });
  }
  return out;
}

async function main() {
  if (!existsSync(join(root, 'server', 'dist', 'main.js'))) throw new Error('server/dist/main.js is missing: run `npm run build` first (npm run bench:annotate does)');
  const config = readConfig();
  if (config.profileDir) mkdirSync(config.profileDir, { recursive: true });
  const m = machine(root);
  log(`machine: ${describeMachine(m)}`);
  const scratchRoot = mkdtempSync(join(os.tmpdir(), 'gloss-bench-annotate-'));
  const document = { benchmark: 'annotate', startedAt: new Date().toISOString(), machine: m, config, targets: TARGETS, rounds: [] };
  try {
    let searchBodies = null;
    if (wantsSearch(config)) {
      log(`generating the search dataset's ${config.searchRecords.toLocaleString('en-US')} records (once per run, not timed)`);
      searchBodies = prepareSearchBodies(scratchRoot, config.searchRecords);
      document.searchBodies = { seconds: Math.round(searchBodies.ms / 100) / 10, MiB: Math.round(searchBodies.bytes / 2 ** 20) };
      log(`generated ${searchBodies.batches.length} bodies, ${document.searchBodies.MiB} MiB, in ${document.searchBodies.seconds} s`);
    }
    for (let round = 1; round <= config.rounds; round += 1) {
      const quiet = config.quietWaitS ? await waitForQuiet({ maxWaitMs: config.quietWaitS * 1000, log }) : null;
      if (quiet) log(`round ${round}: ${quiet.quiet ? 'the machine is quiet' : 'the machine is still busy'} (other processes: ${quiet.otherCores} cores; waited ${Math.round(quiet.waitedMs / 1000)} s)`);
      const raw = await runRound(round, config, scratchRoot, searchBodies);
      raw.quietBefore = quiet;
      const summary = summarizeRound(raw);
      document.rounds.push(summary);
      document.machine.chromium ??= raw.chromium;
      log(`round ${round} done${raw.errors.length ? ` with ${raw.errors.length} error(s)` : ''}; cpu: ${JSON.stringify(raw.cpu)}`);
    }
  } finally {
    rmSync(scratchRoot, { recursive: true, force: true });
  }
  document.finishedAt = new Date().toISOString();
  document.summary = combineRounds(document.rounds);
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  // A run of some scenarios only must not replace the day's full results.
  const file = join(dir, `annotate-${document.startedAt.slice(0, 10)}${config.only ? '-partial' : ''}.json`);
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  printReport(document);
  if (config.profileDir) console.log(`CPU profiles: ${config.profileDir}`);
  console.log(`results: ${relative(process.cwd(), file)}`);
  return document.rounds.every((r) => r.errors.length === 0 && r.failures === 0);
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  },
);
