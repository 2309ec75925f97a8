// The measured steps of one engine's run: a file uploaded and imported, and the bulk floor.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { countRecords } from '../../records/lib/ingest.mjs';
import { deleteDataset } from '../../records/lib/dataset.mjs';
import { BULK_BATCH, discardBulkBodies, prepareBulkBodies, sendBulkBodies, trialRows } from './bulk.mjs';
import { createImportDataset } from './dataset.mjs';
import { epochMs, startFileImport, waitForJob } from './job.mjs';
import { watchOtherRequests } from './others.mjs';
import { pgCounterDelta, pgCounters } from './pg-counters.mjs';
import { COLUMNS, MAPPING } from './rows.mjs';
import { uploadFile } from './upload.mjs';
import { RssWatch, cpuMeter, idleRss } from './watch.mjs';

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Rows per second over the first and the last tenth of the rows written, from the polled timeline. */
function tenths(timeline, rows) {
  const at = (written) => timeline.find(([, w]) => w >= written)?.[0] ?? null;
  const [a, b, c, d] = [at(0), at(rows / 10), at((rows * 9) / 10), at(rows)].map((t) => t ?? NaN);
  const rate = (from, to) => (Number.isFinite(to - from) && to > from ? Math.round(rows / 10 / (to - from)) : null);
  return { first: rate(a, b), last: rate(c, d) };
}

/**
 * Removes a measured dataset so the next step starts on a database of the same size (the last step's
 * stays); untimed, but how long it took is kept (a million records go in one transaction).
 */
async function removeDataset(owner, datasetId, log, warnings) {
  const started = performance.now();
  const others = watchOtherRequests(owner);
  let error = null;
  try {
    await deleteDataset(owner, datasetId);
  } catch (failure) {
    error = failure.message;
    warnings.push(`the dataset ${datasetId} could not be deleted before the next step: ${error.slice(0, 200)}`);
  }
  const seconds = round((performance.now() - started) / 1000);
  const otherRequestsMs = await others.stop();
  log(error ? `  could not delete the dataset: ${error}` : `  dataset deleted in ${seconds} s (GET /api/v1/me meanwhile: max ${otherRequestsMs.max} ms)`);
  return { seconds, otherRequestsMs, ...(error ? { error } : {}) };
}

/** Uploads one file, imports it into a fresh dataset and checks what arrived. */
export async function measureImport({ owner, server, postgresPort, postgresUrl, workspaceId, format, file, rows, pollMs, log, warnings, last }) {
  const result = { file: { bytes: file.bytes, writeSeconds: file.writeSeconds } };
  const dataset = await createImportDataset(owner, workspaceId, `bench-import-${format}`);
  result.datasetId = dataset.id;

  log(`  uploading ${(file.bytes / 1e6).toFixed(1)} MB`);
  const upload = await uploadFile(owner, file.path, `bench-rows.${format}`);
  result.upload = { seconds: round(upload.seconds, 2), sentSeconds: upload.sentSeconds == null ? null : round(upload.sentSeconds, 2), mbPerSecond: round(upload.bytes / 1e6 / upload.seconds) };
  const { source, columns, total_rows: totalRows } = upload.preview;
  result.upload.preview = { format: source.format, columns: columns.map((c) => `${c.name}:${c.kind}`), totalRows };
  log(`  uploaded in ${result.upload.seconds} s (${result.upload.mbPerSecond} MB/s); read as ${source.format}, columns ${result.upload.preview.columns.join(', ')}`);
  if (source.format !== format) warnings.push(`${format}: the upload was read as ${source.format}`);
  const names = columns.map((c) => c.name);
  if (COLUMNS.some((name) => !names.includes(name))) warnings.push(`${format}: the upload's columns are ${names.join(', ')}`);

  const idleMB = await idleRss(server.pid);
  const countersBefore = await pgCounters(postgresUrl);
  const watch = new RssWatch(server.pid, 100).start();
  const cpu = cpuMeter(server.pid, postgresPort);
  const others = watchOtherRequests(owner);
  const requestedAt = Date.now();
  let nextReport = 0.1;
  let outcome;
  try {
    const queued = await startFileImport(owner, dataset.id, source.upload_id, MAPPING);
    log(`  job ${queued.id} ${queued.status}`);
    outcome = await waitForJob(owner, queued.id, {
      pollMs,
      onProgress: (job) => {
        if (job.progress.rows_written / rows >= nextReport) {
          log(`    ${job.progress.rows_written.toLocaleString('en-US')} rows written (${job.progress.rows_per_second ?? '?'} rows/s read)`);
          nextReport += 0.1;
        }
      },
    });
  } finally {
    result.cpu = cpu.stop();
    const memory = watch.stop();
    result.memory = { idleMB, ...memory, aboveIdleMB: round(memory.peakMB - idleMB) };
    result.otherRequestsMs = await others.stop();
  }
  result.postgres = pgCounterDelta(countersBefore, await pgCounters(postgresUrl), rows);
  const { job, polls, timeline } = outcome;
  const started = epochMs(job.started_at);
  const finished = epochMs(job.finished_at);
  result.job = {
    id: job.id,
    progress: job.progress,
    refusedRows: job.refused_rows.slice(0, 5),
    runSeconds: round((finished - started) / 1000, 2),
    queuedSeconds: round((started - epochMs(job.inserted_at)) / 1000, 2),
    observedSeconds: round((Date.now() - requestedAt) / 1000, 2),
    polls,
    timeline,
  };
  result.rowsPerSecond = round(job.progress.rows_written / ((finished - started) / 1000));
  result.tenths = tenths(timeline, rows);
  result.count = await countRecords(owner, dataset.id);
  log(`  finished: ${Math.round(result.rowsPerSecond)} rows/s over ${result.job.runSeconds} s; ${result.count} records; peak ${result.memory.peakMB} MB (idle ${idleMB})`);
  if (job.progress.rows_refused > 0) warnings.push(`${format}: ${job.progress.rows_refused} rows refused, first: ${JSON.stringify(job.refused_rows.slice(0, 3))}`);
  if (result.count !== rows) warnings.push(`${format}: the dataset holds ${result.count} records after importing ${rows} rows`);
  if (!last) result.deletion = await removeDataset(owner, dataset.id, log, warnings);
  return result;
}

/**
 * The floor: the same rows through the bulk API into a fresh dataset, with as many requests in flight as
 * the records benchmark keeps by default (`auto`: its two trials decide) unless `concurrency` says.
 */
export async function measureBulk({ owner, server, postgresPort, postgresUrl, workspaceId, rows, concurrency, scratch, log, warnings, last }) {
  const result = {};
  let inFlight = Number(concurrency);
  if (concurrency === 'auto') {
    result.trialRows = trialRows(rows);
    result.trials = [];
    for (const c of [1, 2]) {
      const trial = await createImportDataset(owner, workspaceId, `bench-import-bulk-trial-${c}`);
      const prepared = prepareBulkBodies(join(scratch, `bulk-trial-${c}`), 0, result.trialRows, trial.labelQuestionId);
      try {
        result.trials.push(await sendBulkBodies(owner, trial.id, prepared, c));
      } finally {
        discardBulkBodies(prepared);
      }
      log(`  trial: ${result.trialRows} records, ${c} in flight: ${Math.round(result.trials.at(-1).recordsPerSecond)} records/s`);
      await removeDataset(owner, trial.id, log, warnings);
    }
    inFlight = result.trials[1].recordsPerSecond > result.trials[0].recordsPerSecond ? 2 : 1;
  }
  const dataset = await createImportDataset(owner, workspaceId, 'bench-import-bulk');
  result.datasetId = dataset.id;
  log(`  writing ${rows.toLocaleString('en-US')} records' bodies (not timed)`);
  const prepared = prepareBulkBodies(join(scratch, 'bulk'), 0, rows, dataset.labelQuestionId);
  result.bodies = { megabytes: round(prepared.bytes / 1e6), seconds: round(prepared.seconds) };
  const idleMB = await idleRss(server.pid);
  log(`  ${prepared.batches.length} bodies, ${result.bodies.megabytes} MB, in ${result.bodies.seconds} s; sending, ${inFlight} in flight`);
  const countersBefore = await pgCounters(postgresUrl);
  const watch = new RssWatch(server.pid, 100).start();
  const cpu = cpuMeter(server.pid, postgresPort);
  const others = watchOtherRequests(owner);
  let nextReport = 0.1;
  try {
    result.main = await sendBulkBodies(owner, dataset.id, prepared, inFlight, (done) => {
      if (done / rows >= nextReport) {
        log(`    ${done.toLocaleString('en-US')} records`);
        nextReport += 0.1;
      }
    });
    result.main.batchSize = BULK_BATCH;
  } finally {
    result.cpu = cpu.stop();
    const memory = watch.stop();
    result.memory = { idleMB, ...memory, aboveIdleMB: round(memory.peakMB - idleMB) };
    result.otherRequestsMs = await others.stop();
    discardBulkBodies(prepared);
  }
  result.postgres = pgCounterDelta(countersBefore, await pgCounters(postgresUrl), rows);
  result.count = await countRecords(owner, dataset.id);
  log(`  ${Math.round(result.main.recordsPerSecond)} records/s; ${result.count} records; peak ${result.memory.peakMB} MB (idle ${idleMB})`);
  if (result.count !== rows) warnings.push(`bulk: the dataset holds ${result.count} records after sending ${rows}`);
  if (!last) result.deletion = await removeDataset(owner, dataset.id, log, warnings);
  return result;
}
