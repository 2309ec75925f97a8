// From the page's raw timings to the figures: per round, then across rounds (the spread), and the table.
import { summarize, round } from '../../records/lib/stats.mjs';

/** Targets of issue 5 ("Speed"): submit → next record under 100 ms; the rest under ~a frame or three. */
export const TARGETS = {
  submitShownP95Ms: { value: 100, what: 'submit → next record shown, p95' },
  interactionP95Ms: { value: 50, what: 'typing, caret, span added, filtered chips shown, p95' },
  longTaskMaxMs: { value: 100, what: 'no long task longer than this while typing, moving the caret or filtering' },
};

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
];

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
    const labels = { adds: ['add'], caret: ['caret'], jumps: ['End', 'Home'], typed: ['typed'], deleted: ['deleted'] }[metric.samples];
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
      const values = samples.map((s) => s[key]).filter((v) => typeof v === 'number');
      if (values.length) entry[`${key}Ms`] = summarize(values);
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
  for (const name of ['filter-500', 'filter-1000']) if (raw.scenarios[name]) (extras.queries ??= {})[name] = raw.scenarios[name].queries;
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
      metInRounds: `${per.filter((m) => m.shownMs.p95 < target.value && (!metric.longTasks || (m.longTasks?.over100 ?? 0) === 0)).length} of ${per.length}`,
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
      `p95 < ${s.targetP95Ms} ms${s.longTasksOver100InRounds ? ', tasks ≤ 100' : ''}`,
      met === all ? 'ok' : met === 0 ? 'MISSED' : `met in ${s.metInRounds}`,
    ]);
  }
  const widths = headers.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
  const line = (row) => row.map((cell, c) => (c >= 1 && c <= 3 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd();
  console.log(`\nAnnotation page (${rounds.length} round${rounds.length > 1 ? 's' : ''}; p50/p95/max pooled over the rounds; from the input event to the second frame after the effect is in the DOM; longest task: the longest task overlapping a measured input)`);
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of lines) console.log(line(row));
  for (const r of rounds) {
    const c = r.cpu;
    if (c) console.log(`round ${r.round}: cpu (average cores over ${c.seconds} s) browser ${c.browserCores}, server ${c.serverCores}, bench ${c.benchClientCores}, everything else ${c.otherCores}; load ${c.loadAverageAtStart} → ${c.loadAverageAtEnd}`);
    if (r.failures) console.log(`round ${r.round}: ${r.failures} input(s) whose effect never showed (see the JSON)`);
    for (const w of r.warnings ?? []) console.log(`round ${r.round}: warning: ${w}`);
    if (r.cpu && r.cpu.otherCores > 0.2) console.log(`round ${r.round}: warning: other processes kept ${r.cpu.otherCores} of ${document.machine.nproc} cores busy on average: figures are only comparable with rounds on an equally busy machine`);
    for (const e of r.errors) console.log(`round ${r.round}: error in ${e.scenario}: ${e.message.split('\n')[0]}`);
  }
  console.log(`machine: ${document.machine.nproc} CPUs (${document.machine.cpuModel}), ${document.machine.memoryGiB} GiB, Node ${document.machine.node}, Chromium ${document.machine.chromium}`);
}
