// What the benchmark does on the annotation page. Each scenario arms a measurement in the page
// (probe.js), sends one input through Playwright, and collects the page's own timings; long tasks, long
// animation frames and slow events of the scenario's time window come along.
import { setTimeout as sleep } from 'node:timers/promises';

/** One measured input: arm, act, and the page's result. */
export async function measure(page, spec, act) {
  await page.evaluate((s) => window.__bench.arm(s), spec);
  await act();
  return page.evaluate(() => window.__bench.wait());
}

/** Frames pass (the page settles) before the next input. */
export const frames = (page, count = 2) =>
  page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) await window.__bench.nextFrame();
  }, count);

/** Runs `fn` and attaches what the page's observers saw meanwhile (long tasks, frames, slow events). */
export async function observed(page, fn) {
  const from = await page.evaluate(() => window.__bench.now());
  const value = await fn();
  await frames(page, 3);
  const to = await page.evaluate(() => window.__bench.now());
  const seen = await page.evaluate(([a, b]) => window.__bench.collect(a, b), [from, to]);
  return { ...value, window: { from, to, ...seen } };
}

export function annotationUrl(baseUrl, datasetId) {
  return `${baseUrl}/dataset/${datasetId}/annotation-mode?status=pending&page=1`;
}

/** Opens the page and waits for the first record, then for the lazy parts (KaTeX, frames) to settle. */
export async function openRecordPage(page, url, { settleMs = 1500, ready } = {}) {
  await page.goto(url);
  await page.waitForSelector('[data-testid="record-card"]', { timeout: 30_000 });
  if (ready) await page.waitForFunction(ready.fn, ready.arg, { timeout: 30_000, polling: 'raf' });
  const openedAt = await page.evaluate(() => window.__bench.now());
  await sleep(settleMs);
  return openedAt;
}

/**
 * Submit → next record: Enter with the focus on the page (nowhere in particular: Enter submits), timed
 * until the next record's card is drawn. `thinkMs` between submits is the time an annotator spends on a
 * record (the app loads ahead and pre-renders then).
 */
export async function submitRecords(page, { warmup, count, thinkMs, log }) {
  const samples = [];
  const warmups = [];
  const failures = [];
  const result = await observed(page, async () => {
    for (let i = 0; i < warmup + count; i += 1) {
      await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
      const r = await measure(page, { kind: 'recordChange', key: 'Enter' }, () => page.keyboard.press('Enter'));
      if (r.timeout) {
        failures.push({ index: i, ...r });
        log?.(`  submit ${i + 1}: no next record (${r.reason})`);
      } else (i < warmup ? warmups : samples).push(r);
      await sleep(thinkMs);
    }
    return {};
  });
  return { samples, warmups, failures, window: result.window };
}

/** Types `text` at the end of the focused text box, one key at a time, `gapMs` between keys. */
async function typeMeasured(page, text, gapMs) {
  const samples = [];
  const failures = [];
  for (const char of text) {
    const r = await measure(page, { kind: 'textValue', key: char }, () => page.keyboard.press(char === ' ' ? 'Space' : char));
    if (r.timeout) failures.push(r);
    else samples.push(r);
    await sleep(gapMs);
  }
  return { samples, failures };
}

/** Focuses a text area with the caret at its end. */
async function focusEnd(page, selector) {
  await page.evaluate((s) => {
    const box = document.querySelector(s);
    box.scrollIntoView({ block: 'center' });
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, selector);
  await frames(page, 3);
}

export const TYPED_TEXT =
  'the date in the second paragraph is wrong and two organisations are missing so i marked them as misc for now please check ';

/** Typing in a text question of the open record. */
export async function typeInTextQuestion(page, { keys, gapMs, settleMs = 2500 }) {
  const selector = '[data-testid="questionnaire"] textarea';
  await focusEnd(page, selector);
  const text = TYPED_TEXT.repeat(Math.ceil(keys / TYPED_TEXT.length)).slice(0, keys);
  const measured = await observed(page, () => typeMeasured(page, text, gapMs));
  // The draft saves itself after a pause: let it happen now, outside the next measurement.
  await sleep(settleMs);
  return measured;
}

/**
 * Where to drag for span number `i` of `count`: two words of plain text (not in a span) between 30% and
 * 95% of the field, scrolled to the middle of its scrolling pane. Answers viewport coordinates.
 */
function dragTarget(page, i, count) {
  return page.evaluate(
    async ([i, count]) => {
      const root = document.querySelector('[data-testid="span-field-text"]');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const plain = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Plain text: in a paragraph of the field, not inside a span.
        if (!node.parentElement.closest('[data-span-key]') && node.data.length > 60) plain.push(node);
      }
      const node = plain[Math.floor(plain.length * (0.3 + (0.65 * i) / count))];
      const words = [...node.data.matchAll(/[a-z]{3,}/g)].slice(1, 4);
      const [first, second] = words;
      const rangeOf = (from, to) => {
        const r = document.createRange();
        r.setStart(node, from);
        r.setEnd(node, to);
        return r;
      };
      // Scroll the word to the middle of whatever scrolls it.
      let pane = root.parentElement;
      while (pane && !(pane.scrollHeight > pane.clientHeight && /(auto|scroll)/.test(getComputedStyle(pane).overflowY))) pane = pane.parentElement;
      const scroller = pane ?? document.scrollingElement;
      const box = rangeOf(first.index, first.index + 1).getBoundingClientRect();
      const paneBox = pane ? pane.getBoundingClientRect() : { top: 0, height: window.innerHeight };
      scroller.scrollTop += box.top - paneBox.top - paneBox.height / 2;
      await window.__bench.nextFrame();
      await window.__bench.nextFrame();
      const start = rangeOf(first.index, first.index + 1).getBoundingClientRect();
      const end = rangeOf(second.index + second[0].length - 1, second.index + second[0].length).getBoundingClientRect();
      const sameLine = Math.abs(start.top - end.top) < 2;
      const last = sameLine ? end : rangeOf(first.index + first[0].length - 1, first.index + first[0].length).getBoundingClientRect();
      return { x1: start.left + 1, y: start.top + start.height / 2, x2: last.right - 1, words: sameLine ? 2 : 1 };
    },
    [i, count],
  );
}

/** Adds spans by dragging over words with the mouse; timed from pointer up to the span drawn. */
export async function addSpansByMouse(page, { count, gapMs }) {
  return observed(page, async () => {
    const samples = [];
    const failures = [];
    for (let i = 0; i < count; i += 1) {
      const target = await dragTarget(page, i, count);
      await page.mouse.move(target.x1, target.y);
      const r = await measure(page, { kind: 'spanAdded', event: 'pointerup' }, async () => {
        await page.mouse.down();
        await page.mouse.move(target.x2, target.y, { steps: 4 });
        await page.mouse.up();
      });
      if (r.timeout) failures.push({ index: i, ...r });
      else samples.push(r);
      await sleep(gapMs);
    }
    return { samples, failures };
  });
}

/**
 * The keyboard in the span field: Home, then → word by word (`moves` times, timed until the caret is drawn
 * at the next word), Enter every `addEvery` moves (timed until the span is drawn), then End and Home
 * `jumps` times each (the caret crosses the whole text).
 */
export async function keyboardInSpanField(page, { moves, addEvery, jumps, gapMs }) {
  await page.evaluate(() => {
    const root = document.querySelector('[data-testid="span-field-text"]');
    root.scrollIntoView({ block: 'start' });
    root.focus({ preventScroll: true });
  });
  await frames(page, 3);
  await page.keyboard.press('Home');
  await frames(page, 3);
  return observed(page, async () => {
    const caret = [];
    const adds = [];
    const jumpSamples = [];
    const failures = [];
    const keep = (list, label) => (r) => (r.timeout ? failures.push({ label, ...r }) : list.push(r));
    for (let i = 1; i <= moves; i += 1) {
      keep(caret, 'caret')(await measure(page, { kind: 'caret', key: 'ArrowRight' }, () => page.keyboard.press('ArrowRight')));
      await sleep(gapMs);
      if (i % addEvery === 0) {
        keep(adds, 'add')(await measure(page, { kind: 'spanAdded', key: 'Enter' }, () => page.keyboard.press('Enter')));
        await sleep(gapMs);
      }
    }
    for (let i = 0; i < jumps; i += 1) {
      for (const key of ['End', 'Home']) {
        keep(jumpSamples, key)(await measure(page, { kind: 'caret', key }, () => page.keyboard.press(key)));
        await sleep(gapMs * 3);
      }
    }
    return { caret, adds, jumps: jumpSamples, failures };
  });
}

/**
 * Queries typed into a label question's search box: each query's characters one by one, then deleted
 * with Backspace one by one (the last one brings every option back). Every key is timed until the chips
 * are exactly the filtered options; `echo` is until the box shows the key.
 */
export async function filterOptions(page, { options, queries, gapMs }) {
  await page.evaluate((list) => window.__bench.setOptions(list), options);
  await page.click('[role="searchbox"]');
  await frames(page, 3);
  return observed(page, async () => {
    const typed = [];
    const deleted = [];
    const failures = [];
    for (const query of queries) {
      for (const char of query) {
        const r = await measure(page, { kind: 'chips', key: char }, () => page.keyboard.press(char === ' ' ? 'Space' : char));
        r.timeout ? failures.push({ label: 'typed', ...r }) : typed.push(r);
        await sleep(gapMs);
      }
      for (let i = 0; i < query.length; i += 1) {
        const r = await measure(page, { kind: 'chips', key: 'Backspace' }, () => page.keyboard.press('Backspace'));
        r.timeout ? failures.push({ label: 'deleted', ...r }) : deleted.push(r);
        await sleep(gapMs);
      }
    }
    return { typed, deleted, failures };
  });
}

/**
 * Queries for the option list: the start (4 to 6 letters) of a word of some options' texts, spread over
 * the list, until `keys` keystrokes (typed and deleted) are planned.
 */
export function queriesFor(options, keys) {
  const queries = [];
  let planned = 0;
  for (let i = 0; planned < keys; i += 1) {
    const option = options[Math.floor(((i * 7919) % options.length))];
    const word = option.text.split(' / ')[1].split(' ')[i % 2];
    const query = word.slice(0, Math.min(word.length, 4 + (i % 3)));
    queries.push(query);
    planned += query.length * 2;
  }
  return queries;
}
