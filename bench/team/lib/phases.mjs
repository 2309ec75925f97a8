// The measured phases, each with the server's memory peak and the CPU of the server, of PostgreSQL, of this
// client and of everything else while it ran (bench/import/lib/watch.mjs's meter), and the load average.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { round, summarize } from '../../records/lib/stats.mjs';
import { cpuMeter } from '../../import/lib/watch.mjs';
import { exportOnce, searchOnce, searchUntil } from './admin.mjs';
import { runAnnotators } from './annotators.mjs';
import { busiestSince, postmasterOf, snapshot } from './others.mjs';
import { Recorder } from './recorder.mjs';

const load = () => Math.round(os.loadavg()[0] * 100) / 100;

function measured(ctx, name) {
  ctx.sampler.mark(name);
  return { cpu: cpuMeter(ctx.server.pid, ctx.postgresPort), loadAtStart: load(), others: snapshot() };
}

function finish(ctx, name, meter) {
  const cpu = meter.cpu.stop();
  if (cpu) cpu.busiestOthers = busiestSince(meter.others, [ctx.server.pid, process.pid, postmasterOf(ctx.postgresPort)]);
  ctx.sampler.sample();
  return { cpu, loadAverage: { start: meter.loadAtStart, end: load() }, peakRssMiB: Math.round(ctx.sampler.byPhase[name] ?? 0) };
}

/** The admin alone on the idle server: one warm-up search, then `searches` timed ones (median), then one export. */
export async function adminAlone(ctx) {
  const { owner, datasetId, config, log } = ctx;
  const meter = measured(ctx, 'admin alone');
  const warmup = await searchOnce(owner, datasetId, config.searchWord);
  const searches = [];
  for (let i = 0; i < config.searchesAlone; i += 1) searches.push(await searchOnce(owner, datasetId, config.searchWord));
  const searchMs = summarize(searches.map((s) => s.ms));
  log(`  text search "${config.searchWord}" alone: median ${searchMs.p50} ms (${searches.map((s) => Math.round(s.ms)).join(', ')}; warm-up ${Math.round(warmup.ms)}), ${searches[0].total} matches`);
  const exported = await exportOnce(owner, datasetId);
  log(`  export alone: first byte ${exported.firstByteMs} ms, whole ${(exported.totalMs / 1000).toFixed(1)} s, ${exported.lines} lines, ${(exported.bytes / 1e6).toFixed(1)} MB`);
  if (exported.lines !== exported.total) ctx.warnings.push(`the export alone sent ${exported.lines} lines for ${exported.total} records`);
  return {
    search: { word: config.searchWord, matches: searches[0].total, warmupMs: round(warmup.ms), samplesMs: searches.map((s) => round(s.ms)), medianMs: searchMs.p50, latencyMs: searchMs },
    export: exported,
    ...finish(ctx, 'admin alone', meter),
  };
}

/** The admin's export started `afterSeconds` into the phase, recorded as 'exportFirstByte' (or its failure as 'export'). */
async function exportDuring(ctx, recorder, afterSeconds) {
  await sleep(afterSeconds * 1000);
  const at = recorder.now();
  try {
    const exported = await exportOnce(ctx.owner, ctx.datasetId);
    recorder.add('exportFirstByte', at, exported.firstByteMs);
    return { startedAtS: round(at / 1000), endedAtS: round((at + exported.totalMs) / 1000), ...exported };
  } catch (error) {
    recorder.addError('export', at, error.ms ?? 0, error.status ?? 'network', error.body ?? String(error));
    return { startedAtS: round(at / 1000), error: error.message };
  }
}

function logAnnotators(ctx, name, { annotators, requests: { queue, submit } }) {
  ctx.log(`  ${annotators.submits} submits, ${annotators.submitsPerSecond}/s; queue p95 ${queue.p95} ms, submit p95 ${submit.p95} ms; errors ${queue.errors + submit.errors}`);
  if (annotators.emptyQueues > 0) {
    ctx.warnings.push(`${name}: ${annotators.emptyQueues} of ${annotators.annotators} annotators found their pending queue empty and stopped early: too few records for the phase`);
  }
}

function requestSummaries(recorder, kinds, window) {
  return Object.fromEntries(kinds.map((kind) => [kind, recorder.summary(kind, window)]));
}

/**
 * The annotators in a closed loop for `seconds`; with `withAdmin`, the admin searches back to back
 * meanwhile and starts the export `config.exportAfterSeconds` in.
 */
export async function closedLoop(ctx, { name, seconds, withAdmin }) {
  const { owner, datasetId, question, users, config, log } = ctx;
  const meter = measured(ctx, name);
  const recorder = new Recorder().start();
  const annotating = runAnnotators(users, { mode: 'closed', datasetId, question, seconds, recorder });
  const searching = withAdmin ? searchUntil(owner, datasetId, config.searchWord, recorder, seconds * 1000) : null;
  const exporting = withAdmin ? exportDuring(ctx, recorder, config.exportAfterSeconds) : null;
  const annotators = await annotating;
  const usage = finish(ctx, name, meter); // while the annotators ran: the export may outlast them
  const searches = await searching;
  const exported = await exporting;
  const result = {
    seconds,
    annotators,
    requests: requestSummaries(recorder, ['queue', 'submit'], {}),
    timeline: { queue: recorder.timeline('queue'), submit: recorder.timeline('submit') },
    ...usage,
  };
  if (withAdmin) {
    result.admin = {
      search: { word: config.searchWord, matches: searches.matches, latencyMs: recorder.summary('search'), medianMs: recorder.summary('search').p50, timeline: recorder.timeline('search') },
      export: { ...exported, errors: recorder.summary('export').errors, firstErrors: recorder.summary('export').firstErrors },
    };
    if (exported.endedAtS != null) {
      const window = { from: exported.startedAtS * 1000, to: exported.endedAtS * 1000 };
      result.whileExporting = { ...requestSummaries(recorder, ['queue', 'submit', 'search'], window), seconds: round(exported.endedAtS - exported.startedAtS) };
      if (exported.endedAtS > seconds) ctx.warnings.push(`${name}: the export ended ${round(exported.endedAtS - seconds)} s after the annotators stopped`);
    }
    if (exported.lines != null && exported.lines !== exported.total) ctx.warnings.push(`${name}: the export sent ${exported.lines} lines for ${exported.total} records`);
  }
  logAnnotators(ctx, name, result);
  if (withAdmin) {
    const a = result.admin;
    log(`  admin: ${a.search.latencyMs.n} searches, median ${a.search.medianMs} ms; export first byte ${a.export.firstByteMs ?? '-'} ms, whole ${a.export.totalMs != null ? (a.export.totalMs / 1000).toFixed(1) : '-'} s`);
  }
  return result;
}

/** The annotators at a person's pace for `seconds`: one record each every 5 to 20 s. */
export async function paced(ctx, { name, seconds }) {
  const { datasetId, question, users, config } = ctx;
  const meter = measured(ctx, name);
  const recorder = new Recorder().start();
  const annotators = await runAnnotators(users, {
    mode: 'paced',
    datasetId,
    question,
    seconds,
    recorder,
    paceMinMs: config.paceMinSeconds * 1000,
    paceMaxMs: config.paceMaxSeconds * 1000,
  });
  const result = {
    seconds,
    pace: { minSeconds: config.paceMinSeconds, maxSeconds: config.paceMaxSeconds },
    annotators,
    requests: requestSummaries(recorder, ['queue', 'submit'], {}),
    ...finish(ctx, name, meter),
  };
  logAnnotators(ctx, name, result);
  return result;
}
