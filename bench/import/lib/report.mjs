// The targets, the table printed at the end of a run and the results file.
import { writeDatedResults } from '../../records/lib/report.mjs';

export const DEFAULT_ROWS = 1_000_000;

export const TARGETS = {
  /** An import writes at least as fast as the bulk API, on the same server, engine and rows. */
  importOverBulk: 1,
  /** The server's resident memory during an import, over what it held idle just before. */
  peakAboveIdleMB: 300,
};

const number = (value, digits = 0) => (value == null ? '-' : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
const verdict = (pass) => (pass == null ? '' : pass ? 'ok' : 'MISSED');

const cores = (cpu) => [cpu.serverCores, cpu.postgresCores, cpu.otherCores].filter((c) => c !== undefined).map((c) => number(c, 2)).join('; ');
const perThousand = (cpu, rows) =>
  `${[cpu.serverCpuSeconds, cpu.postgresCpuSeconds].filter((c) => c !== undefined).map((c) => number((c / rows) * 1e6)).join('; ')} ms`;

/** One line per figure: [metric, one cell per format, target, verdict of each format]. */
export function tableRows(results, rows) {
  const postgres = Object.values(results.imports).some((r) => r.cpu?.postgresCores !== undefined);
  const formats = Object.keys(results.imports);
  const bulk = results.bulk?.main;
  const cells = (fn) => formats.map((format) => fn(results.imports[format]) ?? '-');
  const lines = [];
  const add = (metric, values, target = '', passes = []) => lines.push({ metric, values, target, passes });
  add('file size', cells((r) => r.file && `${number(r.file.bytes / 1e6, 1)} MB`));
  add('upload (until the answer)', cells((r) => r.upload && `${number(r.upload.seconds, 1)} s, ${number(r.upload.mbPerSecond, 1)} MB/s`));
  add('  of which the bytes sent', cells((r) => r.upload?.sentSeconds != null && `${number(r.upload.sentSeconds, 1)} s`));
  add('import, job started → finished', cells((r) => r.job && `${number(r.rowsPerSecond)} rows/s`));
  if (bulk) {
    add(
      `  ÷ bulk POST floor (${number(bulk.recordsPerSecond)} records/s)`,
      cells((r) => r.overBulk != null && `${number(r.overBulk, 2)}x`),
      `≥ ${number(TARGETS.importOverBulk, 2)}x`,
      formats.map((format) => (results.imports[format].overBulk == null ? null : results.imports[format].overBulk >= TARGETS.importOverBulk)),
    );
  }
  add('  job run, queued before it', cells((r) => r.job && `${number(r.job.runSeconds, 1)} s; ${number(r.job.queuedSeconds, 2)} s`));
  add('  request → finished seen by polling', cells((r) => r.job && `${number(r.job.observedSeconds, 1)} s`));
  add('  first / last tenth of the rows', cells((r) => r.tenths && `${number(r.tenths.first)} / ${number(r.tenths.last)} rows/s`));
  add(
    'server memory: peak above idle',
    cells((r) => r.memory && `${number(r.memory.aboveIdleMB)} MB`),
    `≤ ${TARGETS.peakAboveIdleMB} MB`,
    formats.map((format) => (results.imports[format].memory ? results.imports[format].memory.aboveIdleMB <= TARGETS.peakAboveIdleMB : null)),
  );
  add('  idle before; peak (VmRSS every 100 ms)', cells((r) => r.memory && `${number(r.memory.idleMB)}; ${number(r.memory.peakMB)} MB`));
  add(
    'records in the dataset',
    cells((r) => r.count != null && number(r.count)),
    `= ${number(rows)}`,
    formats.map((format) => (results.imports[format].count == null ? null : results.imports[format].count === rows)),
  );
  add('  rows written; refused', cells((r) => r.job && `${number(r.job.progress.rows_written)}; ${number(r.job.progress.rows_refused)}`));
  add('GET /api/v1/me meanwhile, p50 / p95 / max', cells((r) => r.otherRequestsMs && `${r.otherRequestsMs.p50} / ${r.otherRequestsMs.p95} / ${r.otherRequestsMs.max} ms`));
  add('deleting the dataset after (untimed); /me max', cells((r) => r.deletion && `${number(r.deletion.seconds, 1)} s; ${number(r.deletion.otherRequestsMs?.max)} ms`));
  add(`cores: server;${postgres ? ' PostgreSQL;' : ''} everything else`, cells((r) => r.cpu && cores(r.cpu)));
  add(`  CPU per 1,000 rows: server${postgres ? '; PostgreSQL' : ''}`, cells((r) => r.cpu && perThousand(r.cpu, rows)));
  return lines;
}

/** The bulk floor's own lines, in the first value column. */
export function bulkRows(results, rows) {
  const bulk = results.bulk;
  if (!bulk?.main) return [];
  const trials = bulk.trials?.map((t) => `${t.concurrency} in flight: ${number(t.recordsPerSecond)}/s`).join(', ');
  return [
    [`bulk POST of ${number(bulk.main.batchSize ?? 500)}, ${bulk.main.concurrency} in flight${trials ? ` (trials of ${number(bulk.trialRows)}: ${trials})` : ''}`, `${number(bulk.main.recordsPerSecond)} records/s`],
    ['  batch p50 / p95', `${bulk.main.batchLatencyMs.p50} / ${bulk.main.batchLatencyMs.p95} ms`],
    ['  server memory: idle before; peak; above idle', `${number(bulk.memory.idleMB)}; ${number(bulk.memory.peakMB)}; ${number(bulk.memory.aboveIdleMB)} MB`],
    ['  records in the dataset', `${number(bulk.count)} (of ${number(rows)})`],
    ['  GET /api/v1/me meanwhile, p50 / p95 / max', bulk.otherRequestsMs ? `${bulk.otherRequestsMs.p50} / ${bulk.otherRequestsMs.p95} / ${bulk.otherRequestsMs.max} ms` : '-'],
    [`  cores: server;${bulk.cpu?.postgresCores !== undefined ? ' PostgreSQL;' : ''} everything else`, bulk.cpu ? cores(bulk.cpu) : '-'],
    [`  CPU per 1,000 records: server${bulk.cpu?.postgresCores !== undefined ? '; PostgreSQL' : ''}`, bulk.cpu ? perThousand(bulk.cpu, bulk.main.records) : '-'],
  ];
}

function printGrid(header, lines) {
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => String(l[c] ?? '').length)));
  const line = (cells) => cells.map((cell, c) => String(cell ?? '').padEnd(widths[c])).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(line(l));
}

export function printReport(title, results, rows) {
  const formats = Object.keys(results.imports);
  console.log(`\n${title}`);
  if (formats.length > 0) {
    const lines = tableRows(results, rows).map((l) => [
      l.metric,
      ...l.values.map((value, i) => (l.passes[i] == null ? value : `${value} ${verdict(l.passes[i])}`)),
      l.target,
    ]);
    printGrid(['metric', ...formats, 'target'], lines);
  }
  const bulk = bulkRows(results, rows);
  if (bulk.length > 0) {
    console.log('');
    printGrid(['the floor, same server and rows', 'value'], bulk);
  }
}


/** bench/results/import-<engine>-<date>.json; another size than the default adds it: import-sqlite-<date>-10000.json. */
export function writeResults(root, engine, document) {
  return writeDatedResults(root, 'import', engine, document, { size: document.config.rows, defaultSize: DEFAULT_ROWS });
}
