// The bulk view (issue 12's "Speed"): selecting all 1,000 matched records and submitting them, and
// switching between the focus and the bulk view with 100 records per page. Inputs go through
// Playwright; the page times them (probe.js kinds `viewSwitch`, `bulkSelected`, `bulkDone`).
import { setTimeout as sleep } from 'node:timers/promises';
import { int, pick, prng, seedFor } from '../../records/lib/data.mjs';
import { frames, measure, observed } from './scenarios.mjs';
import { AGENT, addRecords, createDataset, prose, spreadSpans } from './seed.mjs';

const LABELS = ['positive', 'negative', 'neutral', 'mixed'];
const SPAN_LABELS = ['PERSON', 'ORG', 'PLACE'];

/**
 * The bulk dataset: `target` + `other` records of ~600 characters, a required label and rating and an
 * optional span question, all suggested (the bulk view keeps only the span suggestions), and a `group`
 * metadata property: the first `target` records are `target`, the rest `other`, so a filter matches
 * exactly `target` records.
 */
export async function seedBulk(api, workspaceId, { target, other }) {
  const dataset = await createDataset(api, workspaceId, 'bench-annotate-bulk', {
    guidelines: '# Guidelines\n\nLabel the reviews of the filtered group at once.',
    fields: [{ name: 'review', title: 'Review', required: true, settings: { type: 'text', use_markdown: false } }],
    questions: [
      { name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options: LABELS.map((value) => ({ value, text: value })) } },
      { name: 'quality', title: 'Quality', required: true, settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) } },
      { name: 'entities', title: 'Entities', required: false, settings: { type: 'span', field: 'review', options: SPAN_LABELS.map((value) => ({ value, text: value })), allow_overlapping: false } },
    ],
    metadata: [{ name: 'group', title: 'Group', settings: { type: 'terms', values: ['target', 'other'] }, visible_for_annotators: true }],
  });
  const q = dataset.questions;
  const records = [];
  for (let i = 0; i < target + other; i += 1) {
    const rand = prng(seedFor(21, i));
    const review = prose(rand, 600);
    records.push({
      external_id: `bulk-${i}`,
      fields: { review },
      metadata: { group: i < target ? 'target' : 'other' },
      suggestions: [
        { question_id: q.sentiment.id, value: pick(rand, LABELS), score: 0.8, agent: AGENT, type: 'model' },
        { question_id: q.quality.id, value: int(rand, 1, 5), score: 0.7, agent: AGENT, type: 'model' },
        { question_id: q.entities.id, value: spreadSpans(rand, review, 2, SPAN_LABELS), agent: AGENT, type: 'model' },
      ],
    });
  }
  await addRecords(api, dataset.id, records, 100);
  return { ...dataset, target, other };
}

export function bulkUrl(baseUrl, datasetId, query = {}) {
  const search = new URLSearchParams({ status: 'pending', ...query });
  return `${baseUrl}/dataset/${datasetId}/annotation-mode?${search}`;
}

/** Clicks the button (by its accessible name) and times it with `spec`. */
const clickMeasured = (page, name, spec) => measure(page, { event: 'click', timeoutMs: 30_000, ...spec }, () => page.getByRole('button', { name, exact: true }).click());

/**
 * Focus → Bulk → Focus … with 100 records per page, `count` switches measured after `warmup`
 * (the first switch to bulk loads the page's other 99 records). Each is timed from the click on the
 * switch to the new view painted.
 */
export async function switchViews(page, { count, warmup, thinkMs }) {
  return observed(page, async () => {
    const samples = [];
    const warmups = [];
    const failures = [];
    for (let i = 0; i < warmup + count; i += 1) {
      const to = i % 2 === 0 ? 'bulk' : 'focus';
      const r = await clickMeasured(page, to === 'bulk' ? 'Bulk view' : 'Focus view', { kind: 'viewSwitch', params: { to } });
      if (r.timeout) failures.push({ index: i, ...r });
      else (i < warmup ? warmups : samples).push(r);
      await sleep(thinkMs);
    }
    return { samples, warmups, failures };
  });
}

/**
 * On the bulk page (100 records) of the `target` group: select the page, "Select all 1,000 matched
 * records" (timed until "1,000 records selected"), answer the required questions, "Submit 1,000
 * records", and the confirmation's button timed until the done toast; Shift is pressed every 200 ms
 * meanwhile, so the page's own Event Timing says how long an input waited.
 */
export async function selectAndSubmit(page, { target, log }) {
  const n = target.toLocaleString('en-US');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await frames(page, 3);
  const selects = [];
  const submits = [];
  const failures = [];
  const result = await observed(page, async () => {
    const selected = await clickMeasured(page, `Select all ${n} matched records`, { kind: 'bulkSelected', params: { text: `${n} records selected` } });
    if (selected.timeout) failures.push({ label: 'select', ...selected });
    else selects.push(selected);
    const questionnaire = page.getByTestId('bulk-questionnaire');
    await questionnaire.locator('[data-question-card="sentiment"]').getByRole('radio', { name: 'positive' }).click();
    await questionnaire.locator('[data-question-card="quality"] [data-rating="4"]').click();
    await questionnaire.getByRole('button', { name: new RegExp(`^Submit ${n} records`) }).click();
    await page.getByRole('dialog', { name: 'Bulk action confirmation' }).waitFor();
    await frames(page, 3);
    // Inputs while the write runs: each Shift's keydown is timed by the browser (Event Timing).
    let writing = true;
    const pressing = (async () => {
      let presses = 0;
      while (writing) {
        await sleep(200);
        if (!writing) break;
        await page.keyboard.press('Shift');
        presses += 1;
      }
      return presses;
    })();
    const done = await measure(page, { kind: 'bulkDone', event: 'click', timeoutMs: 120_000, params: { message: `The ${n} records have been submitted` } }, () =>
      page.getByRole('dialog', { name: 'Bulk action confirmation' }).getByRole('button', { name: `Submit ${n} records` }).click(),
    );
    writing = false;
    const presses = await pressing;
    if (done.timeout) {
      failures.push({ label: 'submit', ...done });
      log?.(`  bulk submit: no done toast (${done.reason}) ${JSON.stringify(done.failedToast ?? [])}`);
    } else submits.push({ ...done, presses });
    return {};
  });
  return { selects, submits, failures, window: result.window };
}
