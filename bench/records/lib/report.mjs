// The machine a run happened on, the targets, the results table and the JSON file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

export function machine(root) {
  const git = (...args) => {
    try {
      return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  let osName = `${os.type()} ${os.release()}`;
  try {
    osName = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? osName;
  } catch {
    // not Linux
  }
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: osName,
    kernel: os.release(),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedChanges: (git('status', '--porcelain') ?? '').length > 0,
  };
}

export function describeMachine(m) {
  return `${m.nproc} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.os}, commit ${m.commit ?? '?'}${m.uncommittedChanges ? ' + uncommitted changes' : ''}`;
}

/** The targets set for SQLite; `better` says which way passes. */
export const TARGETS = {
  ingestRecordsPerSecond: { value: 10_000, better: 'higher', unit: 'records/s' },
  searchP95Ms: { value: 25, better: 'lower', unit: 'ms' },
  submitP95Ms: { value: 20, better: 'lower', unit: 'ms' },
  peakMemoryMiB: { value: 400, better: 'lower', unit: 'MiB' },
  statusAfterStartMs: { value: 2000, better: 'lower', unit: 'ms' },
  similarityRecallAt50: { value: 0.95, better: 'higher', unit: '' },
};

/** From a million records on, searches may take 100 ms at p95 and the server 1.5 GiB at its peak. */
export const MILLION_TARGETS = {
  ...TARGETS,
  searchP95Ms: { value: 100, better: 'lower', unit: 'ms' },
  peakMemoryMiB: { value: 1536, better: 'lower', unit: 'MiB' },
};

export const targetsFor = (records) => (records >= 1_000_000 ? MILLION_TARGETS : TARGETS);

const meets = (value, target) => (value == null ? null : target.better === 'higher' ? value >= target.value : value <= target.value);

/** Which path answered the similarity search: the server's approximate index, or its exact scan and why. */
function vectorIndexUsed(index) {
  if (index?.approximate === 'ready') return `approximate index, expansion ${index.expansion}`;
  return index ? `exact scan, approximate index ${index.approximate}` : 'exact scan';
}

/** Flattens the results into table rows: { metric, value, unit, target, pass }. */
export function rows(results) {
  const out = [];
  const add = (metric, value, unit, target) => {
    out.push({ metric, value, unit, target: target ? `${target.better === 'higher' ? '≥' : '≤'} ${target.value.toLocaleString('en-US')}` : '', pass: target ? meets(value, target) : null });
  };
  const { ingest, searches, submit, submitPaced, memory, coldStart, databaseBytes } = results;
  const TARGETS = targetsFor(ingest?.main?.records ?? 0);
  if (ingest?.main) {
    add(`ingest (${ingest.main.records.toLocaleString('en-US')} records, concurrency ${ingest.main.concurrency})`, Math.round(ingest.main.recordsPerSecond), 'records/s', TARGETS.ingestRecordsPerSecond);
    add('  bulk PUT of 500, p50 / p95', `${ingest.main.batchLatencyMs.p50} / ${ingest.main.batchLatencyMs.p95}`, 'ms');
  }
  for (const search of Object.values(searches ?? {})) {
    if (!search.latencyMs) continue;
    add(`search: ${search.title}, p50`, search.latencyMs.p50, 'ms');
    add(`search: ${search.title}, p95 (${search.latencyMs.n} req, ~${search.meanTotal.toLocaleString('en-US')} matches)`, search.latencyMs.p95, 'ms', TARGETS.searchP95Ms);
    if (search.recallAt50 != null) add(`  recall@50 against exact (${search.recallQueries} queries; ${vectorIndexUsed(search.vectorIndex)})`, search.recallAt50, '', TARGETS.similarityRecallAt50);
  }
  if (submitPaced?.submitLatencyMs) {
    const paced = `${submitPaced.annotators} annotators, ~${submitPaced.thinkMs} ms think time`;
    add(`submit response, p50 (${paced})`, submitPaced.submitLatencyMs.p50, 'ms');
    add(`submit response, p95 (${submitPaced.submissions} submits)`, submitPaced.submitLatencyMs.p95, 'ms', TARGETS.submitP95Ms);
  }
  if (submit?.submitLatencyMs) {
    add(`submit back to back, p50 (${submit.annotators} annotators, no think time)`, submit.submitLatencyMs.p50, 'ms');
    add(`submit back to back, p95 (${submit.submissions} submits)`, submit.submitLatencyMs.p95, 'ms');
    const alone = submit.submitWithoutConcurrentSearchMs;
    add(`  submits with no queue search in flight, p50 / p95 (${alone.n} submits)`, `${alone.p50 ?? '-'} / ${alone.p95 ?? '-'}`, 'ms');
    add('  submits/s overall; queue fetch p95 under load', `${Math.round(submit.submissionsPerSecond)}; ${submit.queueLatencyMs.p95} ms`, '');
  }
  if (memory) {
    add('peak memory of the server (max of VmRSS samples and VmHWM)', Math.max(memory.peakRssMiB, memory.hwmMiB ?? 0), 'MiB', TARGETS.peakMemoryMiB);
    add('  VmRSS peak sampled every 200 ms; VmHWM at the end', `${memory.peakRssMiB}; ${memory.hwmMiB ?? '?'}`, 'MiB');
  }
  if (databaseBytes) add('database on disk (SQLite: the data directory)', Math.round(databaseBytes / 2 ** 20), 'MiB');
  if (coldStart) {
    add('start on this database: /api/v1/status answers after', coldStart.statusMs, 'ms', TARGETS.statusAfterStartMs);
    add('  idle memory 5 s after start; after the first searches', `${coldStart.idleRssMiB}; ${coldStart.rssAfterSearchesMiB}`, 'MiB');
    add('  first text search; first and second similarity search', `${coldStart.firstTextSearchMs}; ${coldStart.firstSimilaritySearchMs}; ${coldStart.secondSimilaritySearchMs}`, 'ms');
  }
  return out;
}

export function printTable(title, tableRows, { targetsNote = '' } = {}) {
  const headers = ['metric', 'value', 'target' + targetsNote, ''];
  const cells = tableRows.map((r) => [r.metric, `${typeof r.value === 'number' ? r.value.toLocaleString('en-US') : r.value} ${r.unit}`.trim(), r.target, r.pass == null ? '' : r.pass ? 'ok' : 'MISSED']);
  const widths = headers.map((h, c) => Math.max(h.length, ...cells.map((row) => row[c].length)));
  const line = (row) => row.map((cell, c) => (c === 1 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd();
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

export function writeResults(root, engine, document) {
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  // The default size keeps its historical name; other sizes get their own file beside it.
  const size = document.config.records === 100_000 ? '' : `-${document.config.records}`;
  const file = join(dir, `records-${engine}${size}.json`);
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

/**
 * bench/results/<benchmark>-<engine>-<date>.json, the date the run's; a size other than the benchmark's
 * default adds it (<benchmark>-sqlite-<date>-1000000.json). Answers the file's path.
 */
export function writeDatedResults(root, benchmark, engine, document, { size, defaultSize }) {
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const suffix = size === defaultSize ? '' : `-${size}`;
  const file = join(dir, `${benchmark}-${engine}-${document.startedAt.slice(0, 10)}${suffix}.json`);
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}
