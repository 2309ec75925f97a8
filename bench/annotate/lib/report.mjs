// From the page's raw timings to the figures: per round, then across rounds (the spread), and the table.
import { summarize, round } from '../../records/lib/stats.mjs';

/** Targets of issue 5 ("Speed"): submit → next record under 100 ms; the rest under ~a frame or three. */
export const TARGETS = {
  submitShownP95Ms: { value: 100, what: 'submit → next record shown, p95' },
  interactionP95Ms: { value: 50, what: 'typing, caret, span added, filtered chips shown, p95' },
  longTaskMaxMs: { value: 100, what: 'no long task longer than this while typing, moving the caret or filtering' },
  // Finding records on the large dataset (BENCH_ANNOTATE_SEARCH_RECORDS, 100,000 by default).
  searchShownP95Ms: { value: 300, what: 'a filter, sort or search change → the first matching record shown, p95' },
  similarShownP95Ms: { value: 300, what: '"Find similar" → the results shown, p95' },
  searchTypingMaxMs: { value: 50, what: 'typing in the search box never blocks input longer than this: every key from its input to the next paint (Event Timing), and no long task' },
  // The bulk view (issue 12's "Speed").
  bulkSubmitMs: { value: 10_000, what: 'all 1,000 matched records selected (loaded), then submitted: each under 10 s with visible progress, no long task over 100 ms' },
  viewSwitchP95Ms: { value: 300, what: 'Focus / Bulk switch with 100 records per page → the view painted, p95' },
};

/** Where a search's time goes, kept beside `shown`: see the probe's `queueChange` and `search-scenarios.mjs`. */
const SEARCH_TIMINGS = ['dom', 'request', 'fetch', 'response', 'after', 'page', 'server'];

/**
 * Every figure: where its samples are in a round's raw results, which timing is the headline, the
 * secondary timings kept alongside, and the target it answers to.
 */
export const METRICS = [
  { id: 'submit-typical', title: 'Submit → next record shown, typical record', pick: (s) => s['submit-typical'], target: 'submitShownP95Ms', also: ['dom', 'ready'] },
  { id: 'submit-heavy', title: 'Submit → next record shown, heavy record (every field and question type)', pick: (s) => s['submit-heavy'], target: 'submitShownP95Ms', also: ['dom', 'ready', 'loaded'] },
  { id: 'typing-typical', title: 'Typing in a text question, typical record (reference)', pick: (s) => s['submit-typical']?.typing, target: 'interactionP95Ms', also: ['dom'], longTasks: true },
  { id: 'typing-long', title: 'Typing in a text question, 60 KB record with 200 spans', pick: (s) => s['long-text']?.typing, target: 'interactionP95Ms', also: ['dom'], longTasks: true },
  { id: 'span-mouse', title: 'Span added by mouse selection (pointer up → span drawn), 60 KB / 200 spans', pick: (s) => s['long-text']?.mouse, target: 'interactionP95Ms', also: ['dom'], longTasks: true },
  { id: 'span-keyboard', title: 'Span added by keyboard (Enter → span drawn), 60 KB / 200 spans', pick: (s) => s['long-text']?.keyboard, samples: 'adds', target: 'interactionP95Ms', also: ['dom'], longTasks: true },
  { id: 'caret-move', title: 'Caret to the next word (→), 60 KB / 200 spans', pick: (s) => s['long-text']?.keyboard, samples: 'caret', target: 'interactionP95Ms', also: ['dom'], longTasks: true },
  { id: 'caret-jump', title: 'Caret to the last / first word (End / Home), 60 KB / 200 spans', pick: (s) => s['long-text']?.keyboard, samples: 'jumps', target: 'interactionP95Ms', also: ['dom'] },
  { id: 'filter-500-typed', title: 'Label search, 500 options: key typed → chips filtered', pick: (s) => s['filter-500'], samples: 'typed', target: 'interactionP95Ms', also: ['dom', 'echo'], longTasks: true },
  { id: 'filter-500-deleted', title: 'Label search, 500 options: Backspace → chips filtered', pick: (s) => s['filter-500'], samples: 'deleted', target: 'interactionP95Ms', also: ['dom', 'echo'], longTasks: true },
  { id: 'filter-1000-typed', title: 'Label search, 1,000 options: key typed → chips filtered', pick: (s) => s['filter-1000'], samples: 'typed', target: 'interactionP95Ms', also: ['dom', 'echo'], longTasks: true },
  { id: 'filter-1000-deleted', title: 'Label search, 1,000 options: Backspace → chips filtered', pick: (s) => s['filter-1000'], samples: 'deleted', target: 'interactionP95Ms', also: ['dom', 'echo'], longTasks: true },
  { id: 'labels-large-typed', title: 'Label search, 50,000 options: key typed → best matches shown', pick: (s) => s['labels-large']?.filter, samples: 'typed', target: 'interactionP95Ms', also: ['dom', 'echo'], longTasks: true },
  { id: 'labels-large-deleted', title: 'Label search, 50,000 options: Backspace → best matches shown', pick: (s) => s['labels-large']?.filter, samples: 'deleted', target: 'interactionP95Ms', also: ['dom', 'echo'], longTasks: true },
  { id: 'labels-large-submit', title: 'Submit → next record shown, 50,000-option label question', pick: (s) => s['labels-large']?.submit, target: 'submitShownP95Ms', also: ['dom', 'ready'] },
  { id: 'search-typing', title: 'Search box: key typed → shown (judged on input → next paint and long tasks)', pick: (s) => s['search-text'], samples: 'typed', target: 'searchTypingMaxMs', judge: 'blocking', also: ['dom'], eventTiming: true },
  { id: 'search-text', title: 'Text search: Enter → first matching record shown', pick: (s) => s['search-text'], samples: 'searches', target: 'searchShownP95Ms', also: SEARCH_TIMINGS },
  { id: 'filter-click', title: 'Filter: category checkbox clicked → first matching record shown', pick: (s) => s['filter-change'], samples: 'clicks', target: 'searchShownP95Ms', also: SEARCH_TIMINGS },
  { id: 'filter-apply', title: 'Filter: range typed, applied with Escape (closes the panel, no pause) → first matching record shown', pick: (s) => s['filter-change'], samples: 'applied', target: 'searchShownP95Ms', also: SEARCH_TIMINGS },
  { id: 'sort-click', title: 'Sort: click in the panel that changes it → first record shown', pick: (s) => s['sort-change'], samples: 'clicks', target: 'searchShownP95Ms', also: SEARCH_TIMINGS },
  { id: 'find-similar', title: 'Find similar → reference banner and most similar record shown', pick: (s) => s['find-similar'], target: 'similarShownP95Ms', also: SEARCH_TIMINGS },
  { id: 'bulk-switch', title: 'Focus / Bulk switch, 100 records per page → the view painted', pick: (s) => s['bulk-switch'], target: 'viewSwitchP95Ms', also: ['dom'], longTasks: true },
  { id: 'bulk-select-1000', title: '"Select all 1,000 matched records" → loaded and selected', pick: (s) => s['bulk-submit'], samples: 'selects', target: 'bulkSubmitMs', also: ['dom'], longTasks: true },
  { id: 'bulk-submit-1000', title: 'Submit 1,000 records (confirmed) → every chunk answered, done toast shown', pick: (s) => s['bulk-submit'], samples: 'submits', target: 'bulkSubmitMs', also: ['dom'], longTasks: true, eventTiming: true },
];

/** Timings derived from a sample's marks: the answer → shown, and the page's own share (all but the request). */
const DERIVED = {
  after: (s) => (typeof s.response === 'number' ? s.shown - s.response : undefined),
  page: (s) => (typeof s.fetch === 'number' ? s.shown - s.fetch : undefined),
};

const KEY_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);

/**
 * A key's input → next paint as the browser measures it (Event Timing: from the event's timestamp to
 * the paint after its handlers, 8 ms granularity), the longest of the key's events; null when none
 * reached the observer's 16 ms threshold.
 */
function inputToNextPaint(window, sample) {
  const durations = (window?.events ?? [])
    .filter((e) => KEY_EVENTS.has(e.name) && e.start >= sample.startedAt - 1 && e.start <= sample.startedAt + sample.shown)
    .map((e) => e.duration);
  return durations.length ? Math.max(...durations) : null;
}

function summarizeTasks(tasks) {
  const durations = tasks.map((t) => t.duration);
  return {
    count: tasks.length,
    maxMs: durations.length ? round(Math.max(...durations)) : 0,
    totalMs: round(durations.reduce((a, b) => a + b, 0)),
    over100: durations.filter((d) => d > 100).length,
  };
}

/**
 * Long tasks that overlap the measured inputs (from the input to its effect shown), so each figure
 * answers for its own inputs even when a scenario mixes kinds (caret moves and span adds); and those of
 * the whole scenario window, in-between work (saves, loads ahead) included.
 */
function longTaskSummary(window, samples) {
  const tasks = window?.longTasks ?? [];
  const during = tasks.filter((t) => samples.some((s) => t.start < s.startedAt + s.shown && t.start + t.duration > s.startedAt));
  return { ...summarizeTasks(during), window: summarizeTasks(tasks) };
}

/** The slowest long animation frames of a window, with the scripts that ran in them (for diagnosis). */
function slowestFrames(window, count = 5) {
  return [...(window?.frames ?? [])]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((f) => ({
      durationMs: round(f.duration),
      blockingMs: round(f.blocking),
      renderMs: f.renderStart ? round(f.start + f.duration - f.renderStart) : null,
      styleAndLayoutMs: f.styleAndLayoutStart ? round(f.start + f.duration - f.styleAndLayoutStart) : null,
      scripts: f.scripts
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((s) => ({ invoker: s.invoker, fn: s.fn || null, at: s.url ? `${s.url.split('/').pop()}:${s.char}` : null, ms: round(s.duration), forcedLayoutMs: round(s.forcedStyleAndLayout) })),
    }));
}

function slowEvents(window) {
  const interesting = (window?.events ?? []).filter((e) => ['keydown', 'keyup', 'keypress', 'input', 'pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup'].includes(e.name));
  const durations = interesting.map((e) => e.duration);
  return { over16: interesting.length, maxMs: durations.length ? Math.max(...durations) : 0, over100: durations.filter((d) => d > 100).length };
}

/** One round's figures from its raw results; the headline samples are kept (rounded) for pooling. */
export function summarizeRound(raw) {
  const metrics = {};
  let failures = 0;
  for (const metric of METRICS) {
    const source = metric.pick(raw.scenarios);
    if (!source) continue;
    const samples = source[metric.samples ?? 'samples'] ?? [];
    const labels = { adds: ['add'], caret: ['caret'], jumps: ['End', 'Home'], typed: ['typed'], deleted: ['deleted'], searches: ['search'], clicks: ['click'], applied: ['apply'], selects: ['select'], submits: ['submit'] }[metric.samples];
    const failed = (source.failures ?? []).filter((f) => !labels || labels.includes(f.label)).length;
    failures += failed;
    const entry = {
      title: metric.title,
      shownMs: summarize(samples.map((s) => s.shown)),
      samplesMs: samples.map((s) => round(s.shown)),
      failed,
      ...(failed ? { failures: (source.failures ?? []).filter((f) => !labels || labels.includes(f.label)).slice(0, 5) } : {}),
    };
    for (const key of metric.also) {
      const values = samples.map((s) => (DERIVED[key] ? DERIVED[key](s) : s[key])).filter((v) => typeof v === 'number');
      if (values.length) entry[`${key}Ms`] = summarize(values);
      if (values.length && metric.also === SEARCH_TIMINGS) (entry.alsoSamplesMs ??= {})[key] = values.map((v) => round(v));
    }
    if (metric.also === SEARCH_TIMINGS) entry.searchedAgain = samples.filter((s) => (s.firstPages ?? 1) > 1).length;
    if (metric.eventTiming) {
      const paints = samples.map((s) => inputToNextPaint(source.window, s));
      const recorded = paints.filter((v) => v !== null);
      entry.inputToNextPaintMs = { max: recorded.length ? Math.max(...recorded) : null, atLeast16: recorded.length, over50: recorded.filter((v) => v > 50).length, keys: paints.length };
    }
    {
      entry.longTasks = longTaskSummary(source.window, samples);
      entry.slowEvents = slowEvents(source.window);
      entry.slowestFrames = slowestFrames(source.window);
    }
    if (source.warmups?.length) entry.warmupShownMs = source.warmups.map((s) => round(s.shown));
    metrics[metric.id] = entry;
  }
  const extras = {};
  const longText = raw.scenarios['long-text'];
  if (longText) extras.longText = { ...longText.info, openedAtMs: round(longText.openedAt) };
  for (const [name, s] of Object.entries(raw.scenarios)) if (s.pageErrors) (extras.pageErrors ??= {})[name] = s.pageErrors;
  for (const name of ['filter-500', 'filter-1000', 'labels-large']) if (raw.scenarios[name]) (extras.queries ??= {})[name] = raw.scenarios[name].queries;
  // How long a record takes to open (navigation → card drawn and ready): the large label set against the typical record.
  for (const name of ['submit-typical', 'labels-large']) if (raw.scenarios[name]) (extras.openedAtMs ??= {})[name] = round(raw.scenarios[name].openedAt);
  for (const name of ['submit-typical', 'labels-large']) if (raw.scenarios[name]?.openBreakdown) (extras.openBreakdown ??= {})[name] = raw.scenarios[name].openBreakdown;
  if (raw.search) extras.search = raw.search;
  const bulk = raw.scenarios['bulk-submit'];
  if (bulk?.submits?.length) {
    const [submit] = bulk.submits;
    const [select] = bulk.selects ?? [];
    const keys = (bulk.window?.events ?? []).filter((e) => e.name === 'keydown' && e.start >= submit.startedAt && e.start <= submit.startedAt + submit.shown);
    extras.bulk = {
      selectThenSubmitMs: round((select?.shown ?? 0) + submit.shown),
      // [ms from the click, percent shown]: the progress the person saw.
      progress: submit.progress,
      progressSteps: submit.progress?.length ?? 0,
      firstProgressMs: submit.progress?.[0]?.[0] ?? null,
      shiftPresses: submit.presses,
      slowestKeyMs: keys.length ? Math.max(...keys.map((e) => e.duration)) : null,
    };
  }
  const similar = raw.scenarios['find-similar'];
  if (similar) extras.search = { ...extras.search, similarReferences: similar.references };
  // What each search change was, its first record and total, and the server's time for it (replayed).
  for (const [name, lists] of [
    ['search-text', ['searches']],
    ['filter-change', ['clicks', 'applied']],
    ['sort-change', ['clicks']],
    ['find-similar', ['samples']],
  ]) {
    const scenario = raw.scenarios[name];
    if (!scenario) continue;
    if (scenario.skipped?.length) (extras.skipped ??= {})[name] = scenario.skipped;
    (extras.searchSamples ??= {})[name] = Object.fromEntries(
      lists.map((list) => [
        list,
        (scenario[list] ?? []).map((s) => ({
          what: s.word ? `${s.word} (rank ${s.rank})` : (s.change ?? `similar to ${s.reference}`),
          total: s.total ?? null,
          shown: round(s.shown),
          request: round(s.request),
          fetch: round(s.fetch),
          server: round(s.server),
          firstPages: s.firstPages ?? null,
        })),
      ]),
    );
  }
  return { round: raw.round, quietBefore: raw.quietBefore ?? null, chromium: raw.chromium, metrics, failures, checks: raw.checks, cpu: raw.cpu, errors: raw.errors, warnings: raw.warnings ?? [], extras };
}

const targetOf = (id) => TARGETS[METRICS.find((m) => m.id === id).target];

/** Per figure across rounds: each round's p50/p95/max, the spread of p95, pooled percentiles, targets. */
export function combineRounds(rounds) {
  const out = {};
  for (const metric of METRICS) {
    const per = rounds.map((r) => r.metrics[metric.id]).filter(Boolean);
    if (!per.length) continue;
    const target = targetOf(metric.id);
    const pooled = summarize(per.flatMap((m) => m.samplesMs));
    const p95s = per.map((m) => m.shownMs.p95);
    const longTaskMax = per.map((m) => m.longTasks?.maxMs ?? null);
    const met = (m) =>
      metric.judge === 'blocking'
        ? (m.inputToNextPaintMs?.max ?? 0) <= target.value && (m.longTasks?.count ?? 0) === 0
        : m.shownMs.p95 < target.value && (!metric.longTasks || (m.longTasks?.over100 ?? 0) === 0);
    const pooledAlso = {};
    for (const key of metric.also === SEARCH_TIMINGS ? SEARCH_TIMINGS : []) {
      const values = per.flatMap((m) => m.alsoSamplesMs?.[key] ?? []);
      if (values.length) pooledAlso[key] = summarize(values);
    }
    out[metric.id] = {
      title: metric.title,
      pooledShownMs: pooled,
      roundsShownMs: per.map((m) => ({ p50: m.shownMs.p50, p95: m.shownMs.p95, max: m.shownMs.max, n: m.shownMs.n })),
      p95SpreadMs: [Math.min(...p95s), Math.max(...p95s)],
      longTaskMaxMs: longTaskMax,
      targetP95Ms: target.value,
      p95MetInRounds: `${p95s.filter((p) => p < target.value).length} of ${p95s.length}`,
      // Typing, caret, spans and filtering must also stay clear of long tasks over 100 ms.
      longTasksOver100InRounds: metric.longTasks ? per.map((m) => m.longTasks?.over100 ?? 0) : undefined,
      metInRounds: `${per.filter(met).length} of ${per.length}`,
      targetText:
        metric.judge === 'blocking'
          ? `input → next paint ≤ ${target.value} ms, no long task`
          : `p95 < ${target.value} ms${metric.longTasks ? ', tasks ≤ 100' : ''}`,
      ...(metric.eventTiming
        ? {
            inputToNextPaintMaxMs: per.map((m) => m.inputToNextPaintMs?.max ?? null),
            longTasksDuringInRounds: per.map((m) => m.longTasks?.count ?? 0),
          }
        : {}),
      ...(Object.keys(pooledAlso).length ? { pooledTimingsMs: pooledAlso, searchedAgainInRounds: per.map((m) => m.searchedAgain ?? 0) } : {}),
    };
  }
  return out;
}

export function printReport(document) {
  const { summary, rounds } = document;
  const headers = ['figure', 'p50', 'p95', 'max', 'p95 per round', 'longest task', 'target', ''];
  const lines = [];
  for (const [id, s] of Object.entries(summary)) {
    const p = s.pooledShownMs;
    const met = Number(s.metInRounds.split(' ')[0]);
    const all = Number(s.metInRounds.split(' of ')[1]);
    const longest = s.longTaskMaxMs.some((v) => v !== null) ? `${Math.max(...s.longTaskMaxMs.map((v) => v ?? 0))} ms` : '';
    lines.push([
      id,
      `${p.p50} ms`,
      `${p.p95} ms`,
      `${p.max} ms`,
      s.roundsShownMs.map((r) => r.p95).join(' / '),
      longest,
      s.targetText,
      met === all ? 'ok' : met === 0 ? 'MISSED' : `met in ${s.metInRounds}`,
    ]);
  }
  const widths = headers.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
  const line = (row) => row.map((cell, c) => (c >= 1 && c <= 3 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd();
  console.log(`\nAnnotation page (${rounds.length} round${rounds.length > 1 ? 's' : ''}; p50/p95/max pooled over the rounds; from the input event to the second frame after the effect is in the DOM; longest task: the longest task overlapping a measured input)`);
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of lines) console.log(line(row));
  const timed = Object.entries(summary).filter(([, s]) => s.pooledTimingsMs);
  if (timed.length) {
    const cell = (s, key) => (s.pooledTimingsMs[key] ? `${s.pooledTimingsMs[key].p50} / ${s.pooledTimingsMs[key].p95}` : '');
    const th = ['search change', 'shown', 'input → request', 'request (fetch)', 'answer → shown', "page's own", 'server alone'];
    const rowsOf = timed.map(([id, s]) => [id, `${s.pooledShownMs.p50} / ${s.pooledShownMs.p95}`, cell(s, 'request'), cell(s, 'fetch'), cell(s, 'after'), cell(s, 'page'), cell(s, 'server')]);
    const w = th.map((h, c) => Math.max(h.length, ...rowsOf.map((r) => r[c].length)));
    const ln = (row) => row.map((v, c) => v.padEnd(w[c])).join('  ').trimEnd();
    console.log(`\nWhere a search's time goes (p50 / p95 ms, pooled): input → request sent (the app's pauses included), the request (sent → the answer's last byte, as the page's Resource Timing saw it), the answer → shown, the page's own (shown − request), and the same request sent again from the benchmark (the server alone, median of 3)`);
    console.log(ln(th));
    console.log(w.map((n) => '-'.repeat(n)).join('  '));
    for (const r of rowsOf) console.log(ln(r));
  }
  const again = timed.filter(([, s]) => s.searchedAgainInRounds?.some((n) => n > 0));
  if (again.length) {
    console.log(`changes after which the page asked for the first page more than once (it went back to a view for a moment), per round: ${again.map(([id, s]) => `${id} ${s.searchedAgainInRounds.join(' / ')}`).join('; ')}`);
  }
  for (const r of rounds) {
    const bulk = r.extras?.bulk;
    if (bulk) {
      const key = bulk.slowestKeyMs === null ? 'every key painted within 16 ms' : `slowest key ${bulk.slowestKeyMs} ms`;
      console.log(`round ${r.round}: bulk: select all + submit ${bulk.selectThenSubmitMs} ms; progress shown ${bulk.progressSteps} times, first at ${bulk.firstProgressMs} ms; ${bulk.shiftPresses} keys pressed while writing, ${key} (Event Timing, ≥ 16 ms recorded)`);
    }
  }
  const typing = summary['search-typing'];
  if (typing) {
    console.log(`search box typing: longest input → next paint (Event Timing) per round ${typing.inputToNextPaintMaxMs.map((v) => (v === null ? '< 16 ms' : `${v} ms`)).join(' / ')}; long tasks overlapping a key per round ${typing.longTasksDuringInRounds.join(' / ')}`);
  }
  for (const r of rounds) {
    const search = r.extras?.search;
    if (search?.seeding) console.log(`round ${r.round}: search dataset of ${search.records.toLocaleString('en-US')} records seeded in ${search.seeding.seconds} s (${search.seeding.recordsPerSecond} records/s)`);
    if (search?.cpu) console.log(`round ${r.round}: search scenarios cpu (average cores over ${search.cpu.seconds} s) browser ${search.cpu.browserCores}, server ${search.cpu.serverCores}, bench ${search.cpu.benchClientCores}, everything else ${search.cpu.otherCores}`);
    if (search?.cpu && search.cpu.otherCores > 0.2) console.log(`round ${r.round}: warning: other processes kept ${search.cpu.otherCores} cores busy during the search scenarios`);
    for (const [name, list] of Object.entries(r.extras?.skipped ?? {})) if (list.length) console.log(`round ${r.round}: ${name}: ${list.length} change(s) skipped (applied on their own before Escape)`);
    const c = r.cpu;
    if (c) console.log(`round ${r.round}: cpu (average cores over ${c.seconds} s) browser ${c.browserCores}, server ${c.serverCores}, bench ${c.benchClientCores}, everything else ${c.otherCores}; load ${c.loadAverageAtStart} → ${c.loadAverageAtEnd}`);
    if (r.failures) console.log(`round ${r.round}: ${r.failures} input(s) whose effect never showed (see the JSON)`);
    for (const w of r.warnings ?? []) console.log(`round ${r.round}: warning: ${w}`);
    if (r.cpu && r.cpu.otherCores > 0.2) console.log(`round ${r.round}: warning: other processes kept ${r.cpu.otherCores} of ${document.machine.nproc} cores busy on average: figures are only comparable with rounds on an equally busy machine`);
    for (const e of r.errors) console.log(`round ${r.round}: error in ${e.scenario}: ${e.message.split('\n')[0]}`);
  }
  console.log(`machine: ${document.machine.nproc} CPUs (${document.machine.cpuModel}), ${document.machine.memoryGiB} GiB, Node ${document.machine.node}, Chromium ${document.machine.chromium}`);
}
