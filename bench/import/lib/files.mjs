// The files to import, written to disk a chunk at a time so the benchmark's memory stays small whatever
// the row count: CSV as any spreadsheet writes it (a cell quoted when it must be), and Parquet in row
// groups of 50,000 rows through hyparquet-writer's row writer, which holds one row group at a time.
import { closeSync, existsSync, openSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileWriter, parquetWriteRows } from 'hyparquet-writer';
import { COLUMNS, rowsBetween } from './rows.mjs';

export const PARQUET_ROW_GROUP = 50_000;
/** Rows turned into text before each write to the CSV file (~0.7 MB). */
const CSV_ROWS_PER_WRITE = 2_000;
/** Bumped whenever the rows or the files change, so files kept from an earlier version are not reused. */
const FILES_VERSION = 1;

function csvCell(value) {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function writeCsv(path, rows) {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, `${COLUMNS.join(',')}\n`);
    let lines = [];
    for (const row of rowsBetween(0, rows)) {
      lines.push(COLUMNS.map((column) => csvCell(row[column])).join(','));
      if (lines.length === CSV_ROWS_PER_WRITE) {
        writeSync(fd, `${lines.join('\n')}\n`);
        lines = [];
      }
    }
    if (lines.length > 0) writeSync(fd, `${lines.join('\n')}\n`);
  } finally {
    closeSync(fd);
  }
}

/** Snappy-compressed (hyparquet-writer's default, as most Parquet files are), statistics on. */
export function writeParquet(path, rows) {
  parquetWriteRows({
    writer: fileWriter(path),
    rows: rowsBetween(0, rows),
    columns: [
      { name: 'external_id', type: 'STRING' },
      { name: 'text', type: 'STRING' },
      { name: 'category', type: 'STRING' },
      { name: 'length', type: 'INT32' },
      { name: 'label', type: 'STRING' },
    ],
    rowGroupSize: PARQUET_ROW_GROUP,
  });
}

/**
 * The CSV and Parquet files of `rows` rows in `dir`, written unless that directory already holds them
 * (a PostgreSQL run started by the SQLite one reuses its files). Returns { csv, parquet } with each
 * file's path, size and how long it took to write.
 */
export function ensureSourceFiles(dir, rows, log = () => {}) {
  const manifestPath = join(dir, 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.rows === rows && manifest.version === FILES_VERSION) {
      log(`reusing the files in ${dir}`);
      return manifest.files;
    }
  }
  const files = {};
  for (const [format, write] of [['csv', writeCsv], ['parquet', writeParquet]]) {
    const path = join(dir, `rows.${format}`);
    const started = performance.now();
    write(path, rows);
    files[format] = { path, bytes: statSync(path).size, writeSeconds: Math.round(performance.now() - started) / 1000 };
    log(`wrote ${path}: ${(files[format].bytes / 1e6).toFixed(1)} MB in ${files[format].writeSeconds.toFixed(1)} s`);
  }
  writeFileSync(manifestPath, JSON.stringify({ version: FILES_VERSION, rows, files }, null, 2));
  return files;
}
