// Finding records on the annotation page of the large dataset: text search, a filter change, a sort
// change and "Find similar", each made through the page's own controls and timed in the page (probe.js,
// kind `queueChange`) from the input event to the second frame after the first matching record is drawn.
// The search request the page sent is kept with each sample; afterwards it is sent again from here to
// time the server alone and to check that the page showed what the server answers.
import { setTimeout as sleep } from 'node:timers/promises';
import { VOCABULARY } from '../../records/lib/data.mjs';
import { summarize } from '../../records/lib/stats.mjs';
import { frames, measure, observed } from './scenarios.mjs';

const SEARCH_PATH = /\/api\/v1\/me\/datasets\/[^/]+\/records\/search/;
const QUEUE_TIMEOUT_MS = 20_000;

/** Collects the page's record searches (`POST /me/datasets/{id}/records/search`) as it sends them. */
export function watchSearchRequests(page) {
  const list = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && SEARCH_PATH.test(request.url())) list.push({ url: request.url(), body: request.postData() });
  });
  return list;
}

/** One change of the records shown: arm, act, the page's timings, and the first search request it sent. */
async function measureChange(page, requests, spec, act) {
  const before = requests.length;
  const r = await measure(page, { kind: 'queueChange', timeoutMs: QUEUE_TIMEOUT_MS, ...spec }, act);
  if (requests.length > before) r.sent = requests[before];
  return r;
}

/**
 * Preparations (opening a panel, a click staged for the next Escape) must not have applied a search on
 * their own: the app applies staged edits after a pause, and a slow moment could let it run out.
 */
function searchedSince(requests, mark) {
  return requests.length > mark;
}

/**
 * Query words spread over the vocabulary's frequencies: Zipf ranks from 3 (a word in nearly every record)
 * to 2,000 (about 1% of the records), evenly on a log scale, in an order that alternates common and rare.
 */
export function searchWords(count) {
  const ranks = [];
  for (let k = 0; ranks.length < count; k += 1) {
    const rank = Math.round(3 * (2000 / 3) ** (k / Math.max(1, count - 1)));
    if (!ranks.includes(rank)) ranks.push(rank);
    else ranks.push(rank + k); // small counts collide at the common end
  }
  const order = [];
  for (let i = 0, j = ranks.length - 1; i <= j; i += 1, j -= 1) {
    order.push(ranks[i]);
    if (i !== j) order.push(ranks[j]);
  }
  return order.map((rank) => ({ rank, word: VOCABULARY[rank] }));
}

const keep = (r, list, failures, label, extra = {}) => (r.timeout ? failures.push({ label, ...extra, ...r }) : list.push({ ...extra, ...r }));

/**
 * How many first pages (`offset=0`) the page asked for since a change's input, read after the pause that
 * follows it (so before the sample is kept): 1 is right; more means the page searched the view again (or
 * another view meanwhile), which the person sees as the record going busy again after it was drawn.
 */
async function countFirstPages(page, sample) {
  if (sample.timeout) return;
  sample.firstPages = await page.evaluate(
    (from) => performance.getEntriesByType('resource').filter((e) => e.name.includes('/records/search') && /[?&]offset=0(&|$)/.test(e.name) && e.startTime >= from).length,
    sample.startedAt,
  );
}

/**
 * Text search: the box opened once, then per word: the box emptied, the word typed key by key (each key
 * timed until the box shows it two frames later: typing must never block), Enter timed until the first
 * matching record is drawn. The first `warmup` words are not counted.
 */
export async function searchText(page, { words, warmup, gapMs, thinkMs, requests }) {
  await page.click('[data-testid="search-open"]');
  await page.waitForSelector('[data-testid="search-input"]');
  return observed(page, async () => {
    const typed = [];
    const searches = [];
    const warmups = [];
    const failures = [];
    for (let i = 0; i < words.length; i += 1) {
      const { word, rank } = words[i];
      const measured = i >= warmup;
      // The toolbar is drawn anew around a search (the page shows it in another layout while the records
      // load), so the focus is put back in the box; then the last word goes.
      await page.click('[data-testid="search-input"]');
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await frames(page, 3);
      for (const char of word) {
        const r = await measure(page, { kind: 'textValue', key: char }, () => page.keyboard.press(char));
        if (measured || r.timeout) keep(r, typed, failures, 'typed', { word });
        await sleep(gapMs);
      }
      const r = await measureChange(page, requests, { key: 'Enter' }, () => page.keyboard.press('Enter'));
      await sleep(thinkMs);
      await countFirstPages(page, r);
      keep(r, measured ? searches : warmups, failures, 'search', { word, rank });
    }
    return { typed, searches, warmups, failures };
  });
}

const metadataPanel = '[data-testid="filter-panel-metadata"]';

/** Opens the metadata filter panel on one property (the Filters row first, if hidden). */
async function openMetadataFilter(page, property) {
  if (!(await page.locator('[data-testid="filter-metadata"]').isVisible())) await page.click('[data-testid="filters-toggle"]');
  if (!(await page.locator(metadataPanel).isVisible())) await page.click('[data-testid="filter-metadata"]');
  await page.locator(metadataPanel).waitFor({ state: 'visible' });
  // The panel may still show a property (it remembers where it was until closed): back to the list.
  const back = page.locator(metadataPanel).getByRole('button', { name: 'Back to the list' });
  if (await back.isVisible()) await back.click();
  await page.locator(`${metadataPanel} [data-target="${property}"]`).click();
}

async function termCheckbox(page, value) {
  const box = page.locator(metadataPanel).getByRole('checkbox', { name: value, exact: true });
  await box.waitFor({ state: 'visible', timeout: 30_000 });
  return box;
}

/** Which category to click next so the selection always changes and is never empty (1 to 3 values). */
function termStep(selected, categories, i) {
  if (selected.length < 3) return categories[i % categories.length];
  return selected[0];
}

function toggle(selected, value) {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}

/**
 * A filter change, two ways:
 *   clicks:  a category checkbox clicked in the open metadata panel → the first matching record drawn
 *            (the app applies a click at once since 588d4f0; before, after a 250 ms pause, which then
 *            showed in `request`);
 *   applied: a range typed in the From and To boxes of `quality` or `length` (the app waits for a pause in
 *            typing, 400 ms), then Escape, which closes the panel and applies at once → the first
 *            matching record drawn.
 */
export async function changeFilters(page, { categories, count, warmup, thinkMs, requests }) {
  await openMetadataFilter(page, 'category');
  await termCheckbox(page, categories[0]);
  await frames(page, 3);
  return observed(page, async () => {
    const clicks = [];
    const applied = [];
    const warmups = [];
    const failures = [];
    const skipped = [];
    let selected = [];
    for (let i = 0; i < warmup + count; i += 1) {
      const value = termStep(selected, categories, i);
      const box = await termCheckbox(page, value);
      const r = await measureChange(page, requests, { event: 'click' }, () => box.click());
      selected = toggle(selected, value);
      await sleep(thinkMs);
      await countFirstPages(page, r);
      keep(r, i < warmup ? warmups : clicks, failures, 'click', { change: `category ${selected.join('|')}` });
    }
    for (let i = 0; i < count; i += 1) {
      const property = i % 2 === 0 ? 'quality' : 'length';
      const step = i % 10;
      const [low, high] = property === 'quality' ? [(0.05 * step).toFixed(2), (0.05 * step + 0.4).toFixed(2)] : [String(60 + 4 * step), String(100 + 4 * step)];
      const change = `${property} ${low}..${high}`;
      await openMetadataFilter(page, property);
      const mark = requests.length;
      await page.locator(`${metadataPanel} [data-testid="range-low"]`).fill(low);
      await page.locator(`${metadataPanel} [data-testid="range-high"]`).fill(high);
      if (searchedSince(requests, mark)) {
        skipped.push({ change, reason: 'the typed range applied itself before Escape (a slow moment)' });
        await sleep(thinkMs * 3);
        continue;
      }
      const r = await measureChange(page, requests, { key: 'Escape' }, () => page.keyboard.press('Escape'));
      await sleep(thinkMs);
      await countFirstPages(page, r);
      keep(r, applied, failures, 'apply', { change });
    }
    await page.keyboard.press('Escape');
    return { clicks, applied, warmups, failures, skipped };
  });
}

/** The sort keys the benchmark goes through (ids as in the URL), every kind the panel offers. */
export const SORT_KEYS = [
  'meta.quality',
  'suggestion.label.score',
  'meta.length',
  'inserted_at',
  'meta.category',
  'suggestion.rating',
  'updated_at',
  'suggestion.rating.score',
  'suggestion.label',
  'response.rating',
];

const sortPanel = '[data-testid="sort-panel"]';

async function openSort(page) {
  if (!(await page.locator(sortPanel).isVisible())) await page.click('[data-testid="sort-toggle"]');
  await page.locator(sortPanel).waitFor({ state: 'visible' });
}

/**
 * Change number `i` of the sort, each one click in the open panel (preparations, such as "+ Add another
 * field", change nothing): pick the first key; then add the next key after the current one, and stop
 * sorting by the current one (the new key sorts alone), in turn, every fifth change reversing the first
 * key instead. Answers the click and what the sort becomes.
 */
async function prepareSortChange(page, i, state) {
  const panel = page.locator(sortPanel);
  const pick = async (id) => {
    const add = panel.locator('[data-testid="sort-add"]');
    if (await add.isVisible()) await add.click();
    const option = panel.locator(`[data-sort-option="${id}"]`);
    await option.waitFor({ state: 'visible' });
    return () => option.click();
  };
  if (!state.keys.length) {
    const key = SORT_KEYS[state.next++ % SORT_KEYS.length];
    state.keys = [{ key, order: 'asc' }];
    return { click: await pick(key), change: `${key}:asc` };
  }
  const describe = () => state.keys.map(({ key, order }) => `${key}:${order}`).join(',');
  if (i % 5 === 0) {
    const [first] = state.keys;
    first.order = first.order === 'asc' ? 'desc' : 'asc';
    return { click: () => panel.locator(`[data-sort-key="${first.key}"] button[data-order]`).click(), change: describe() };
  }
  if (state.keys.length === 1) {
    const key = SORT_KEYS[state.next++ % SORT_KEYS.length];
    const click = await pick(key);
    state.keys = [...state.keys, { key, order: 'asc' }];
    return { click, change: describe() };
  }
  const [gone] = state.keys;
  state.keys = state.keys.slice(1);
  const remove = panel.locator(`[data-sort-key="${gone.key}"] button[aria-label^="Stop sorting by"]`);
  return { click: () => remove.click(), change: describe() };
}

/**
 * A sort change, one click in the open Sort panel → the first record of the new order drawn (the app
 * applies a click at once since 588d4f0; before, after a 600 ms pause, which then showed in `request`).
 * The changes go through every kind of key the panel offers (SORT_KEYS).
 */
export async function changeSort(page, { count, warmup, thinkMs, requests }) {
  await openSort(page);
  await frames(page, 3);
  return observed(page, async () => {
    const clicks = [];
    const warmups = [];
    const failures = [];
    const skipped = [];
    const state = { keys: [], next: 0 };
    for (let i = 0; i < warmup + count; i += 1) {
      await openSort(page);
      const mark = requests.length;
      const { click, change } = await prepareSortChange(page, i, state);
      if (searchedSince(requests, mark)) {
        skipped.push({ change, reason: 'a preparation searched on its own' });
        await sleep(thinkMs * 3);
        continue;
      }
      const r = await measureChange(page, requests, { event: 'click' }, click);
      await sleep(thinkMs);
      await countFirstPages(page, r);
      keep(r, i < warmup ? warmups : clicks, failures, 'click', { change });
    }
    await page.keyboard.press('Escape');
    return { clicks, warmups, failures, skipped };
  });
}

/** The record card's id, and → pressed with the focus nowhere (the page's "next record"). */
async function nextRecord(page) {
  const before = await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    return document.querySelector('[data-testid="record-card"]')?.dataset.recordId;
  });
  await page.keyboard.press('ArrowRight');
  try {
    await page.waitForFunction(
      (id) => {
        const card = document.querySelector('[data-testid="record-card"]');
        return card?.dataset.recordId && card.dataset.recordId !== id && !card.closest('[aria-busy="true"]');
      },
      before,
      { timeout: QUEUE_TIMEOUT_MS, polling: 'raf' },
    );
  } catch (error) {
    const state = await page.evaluate(() => ({ url: location.search, counter: document.querySelector('[data-testid="record-counter"]')?.textContent, focus: document.activeElement?.outerHTML.slice(0, 120) }));
    throw new Error(`→ did not show the next record after ${before}: ${JSON.stringify(state)} (${error.message.split('\n')[0]})`);
  }
}

/**
 * "Find similar" pressed on a different record each time: the pending queue's records one after the
 * other (the similarity search is ended with the banner's × and → pressed as many times as needed). Going
 * from one result to the next instead would come back to the same few records: with random vectors in
 * 384 dimensions a few records are among the nearest neighbours of most others ("hubs"). Timed from the
 * click to the reference banner and the most similar record drawn.
 */
export async function findSimilar(page, { count, warmup, thinkMs, requests }) {
  return observed(page, async () => {
    const samples = [];
    const warmups = [];
    const failures = [];
    const references = new Set();
    for (let i = 0; i < warmup + count; i += 1) {
      if (i > 0) {
        // Back to the queue (not timed; the probe waits for its first record, as for any new search).
        const back = await measureChange(page, requests, { event: 'click' }, () => page.click('[data-testid="similarity-close"]'));
        if (back.timeout) throw new Error(`the pending queue did not come back after ending the similarity search (${back.reason})`);
        for (let step = 0; step < i; step += 1) await nextRecord(page);
        await sleep(thinkMs);
      }
      const reference = await page.evaluate(() => document.querySelector('[data-testid="record-card"]')?.dataset.recordId);
      references.add(reference);
      const button = page.locator('[data-testid="record-card"] [data-testid="find-similar"]');
      const r = await measureChange(page, requests, { event: 'click', params: { similar: true } }, () => button.click());
      await sleep(thinkMs);
      await countFirstPages(page, r);
      keep(r, i < warmup ? warmups : samples, failures, 'similar', { reference });
    }
    return { samples, warmups, failures, references: references.size };
  });
}

const median = (values) => summarize(values).p50;

/** The last number of the counter ("1 of 12,345" → 12345). */
function counterTotal(text) {
  const numbers = (text ?? '').match(/\d[\d,.\u00a0\u202f ]*/g);
  return numbers ? Number(numbers.at(-1).replace(/\D/g, '')) : null;
}

/**
 * Sends each sample's search request again from here (`times` in a row, as the annotator, the median
 * kept as `server`: the server alone, without the browser), and checks that the page showed the first
 * record and the total the server answers. Answers the problems found.
 */
export async function replaySearches(api, samples, { times = 3 } = {}) {
  const problems = [];
  for (const sample of samples) {
    if (!sample.sent) {
      problems.push(`no search request seen for ${sample.change ?? sample.word ?? sample.reference ?? 'a sample'}`);
      continue;
    }
    const url = new URL(sample.sent.url);
    const latencies = [];
    let json;
    for (let i = 0; i < times; i += 1) {
      const response = await api.request('POST', url.pathname + url.search, { body: sample.sent.body, expect: [200] });
      latencies.push(response.ms);
      json ??= response.json();
    }
    sample.server = median(latencies);
    sample.total = json.total;
    const first = json.items?.[0]?.record?.id;
    const label = sample.change ?? sample.word ?? `similar to ${sample.reference}`;
    if (sample.later) problems.push(`${label}: two frames after the first record was drawn the page showed ${sample.later.to ?? 'no record'} (counter ${sample.later.counter ?? 'none'})`);
    if (first !== sample.to) problems.push(`${label}: the page showed ${sample.to} first, the server answers ${first}`);
    const shownTotal = counterTotal(sample.counter);
    if (shownTotal !== json.total) problems.push(`${label}: the counter says ${shownTotal}, the server's total is ${json.total}`);
  }
  return problems;
}
