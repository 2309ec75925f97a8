#!/usr/bin/env node
// The ingest floor: the least work a bulk upsert of the records benchmark's bodies needs, on one thread.
// For each prepared body (500 records: two texts, 3 metadata values, a 384-dimension vector, two
// suggestions) it reads the file, JSON.parses it and, in one transaction, writes the rows Gloss writes
// for it into a database made by Gloss itself (its migrations, a published dataset created through the
// API): the records row and its contents, the metadata rows, the text in the dataset's FTS5 table, the
// vector (little-endian float64, its settings' version bumped once per batch), the suggestions and the
// dataset's last activity; then it serialises an answer shaped like the bulk endpoint's. Nothing is
// validated beyond what parsing gives; the connection has the pragmas of Gloss's writer.
//
//   node bench/ingest-floor/floor.mjs --db <gloss.db> --dataset <id> --bodies <dir>
//
// Prints one JSON line: records, seconds, records/s, the CPU the process used and where its time went
// (reading and parsing, the transaction's statements by table, the commit, serialising).
import { randomFillSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
// better-sqlite3 as the server resolves it: server/node_modules first, then the root's.
const Database = createRequire(join(root, 'server', 'package.json'))('better-sqlite3');

/** The pragmas of Gloss's writer connection (server/src/db/database.ts). */
export const WRITER_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = NORMAL',
  'foreign_keys = ON',
  'busy_timeout = 5000',
  'wal_autocheckpoint = 16384',
  'cache_size = -65536',
];

// Time-ordered UUIDs (version 7) as Gloss makes them for records and suggestions: ids that grow with time
// are appended at the end of their unique indexes.
const POOL_IDS = 1024;
const pool = Buffer.alloc(POOL_IDS * 10);
let pooled = POOL_IDS;
let lastMs = 0;
let sequence = 0;
const hex = (value, digits) => value.toString(16).padStart(digits, '0');
function newRowId() {
  const clock = Date.now();
  if (clock > lastMs) {
    lastMs = clock;
    sequence = 0;
  } else if (sequence === 0xfff) {
    lastMs += 1;
    sequence = 0;
  } else {
    sequence += 1;
  }
  if (pooled === POOL_IDS) {
    randomFillSync(pool);
    pooled = 0;
  }
  const random = pool.subarray(pooled * 10, pooled * 10 + 10);
  pooled += 1;
  const time = hex(lastMs, 12);
  return `${time.slice(0, 8)}-${time.slice(8)}-${hex(0x7000 | sequence, 4)}-${hex(0x80 | (random[0] & 0x3f), 2)}${hex(random[1], 2)}-${random.subarray(2, 8).toString('hex')}`;
}

// Naive ISO timestamps with microseconds, strictly increasing, as Gloss stores them.
let lastMicros = 0;
function now() {
  const micros = Math.max(Date.now() * 1000, lastMicros + 1);
  lastMicros = micros;
  return `${new Date(Math.floor(micros / 1000)).toISOString().slice(0, 23)}${String(micros % 1000).padStart(3, '0')}`;
}

// The text form Gloss indexes (the contract's normalizeForSearch): lower-cased, accents dropped, any run of
// characters other than letters and digits a single space; plain ASCII takes the short way.
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
const CJK = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
function normalizeForSearch(text) {
  if (ASCII.test(text)) return text.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim();
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(CJK, ' $1 ').replace(SEPARATORS, ' ').trim();
}

/** A terms value as record_metadata keys it: strings as they are, anything else by its JSON text. */
const termKey = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A suggestion's sort keys, as Gloss derives them (suggestions/rows.ts). */
function sortKeys(value, score) {
  const firstScore = Array.isArray(score) ? score.find((item) => typeof item === 'number') : score;
  return {
    scoreKey: typeof firstScore === 'number' ? firstScore : null,
    valueNum: typeof value === 'number' ? value : null,
    valueText: typeof value === 'number' ? null : Array.from(JSON.stringify(value)).slice(0, 100).join(''),
  };
}

/** The dataset as Gloss stored it: fields in their order (a column each in the FTS5 table), metadata, vectors. */
function readDataset(db, datasetId) {
  const list = (table) => db.prepare(`SELECT * FROM ${table} WHERE dataset_id = ? ORDER BY inserted_at, id`).all(datasetId);
  const fields = list('fields').map((row, position) => ({ name: row.name, type: JSON.parse(row.settings).type, position }));
  const metadata = list('metadata_properties').map((row) => ({ name: row.name, type: JSON.parse(row.settings).type }));
  const vectors = new Map(list('vectors_settings').map((row) => [row.name, row.id]));
  return { fields, metadata, vectors, ftsTable: `records_fts_${datasetId.replace(/[^0-9a-f]/gi, '')}` };
}

/** The writer: statements compiled once, one transaction per body. */
export function openFloor(file, datasetId, { setupSql = process.env.BENCH_FLOOR_SETUP_SQL ?? '' } = {}) {
  const db = new Database(file);
  for (const pragma of WRITER_PRAGMAS) db.pragma(pragma);
  const dataset = readDataset(db, datasetId);
  // For experiments only (the benchmark sets none): SQL run once after the pragmas, `{fts}` naming the
  // dataset's FTS5 table, e.g. "PRAGMA wal_autocheckpoint = 0" or "INSERT INTO {fts}({fts}, rank) VALUES('automerge', 0)".
  if (setupSql) db.exec(setupSql.replaceAll('{fts}', dataset.ftsTable));
  const columns = dataset.fields.map((field) => `c${field.position}`);
  const statements = {
    existing: db.prepare('SELECT external_id FROM records WHERE dataset_id = ? AND external_id IN (SELECT value FROM json_each(?))'),
    records: db.prepare('INSERT INTO records (id, dataset_id, external_id, status, shuffle, inserted_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    contents: db.prepare('INSERT INTO record_contents (record_seq, fields, metadata) VALUES (?, ?, ?)'),
    fts: db.prepare(`INSERT INTO ${dataset.ftsTable} (rowid, ${columns.join(', ')}) VALUES (?, ${columns.map(() => '?').join(', ')})`),
    metadata: db.prepare('INSERT INTO record_metadata (record_seq, dataset_id, name, num, term) VALUES (?, ?, ?, ?, ?)'),
    suggestions: db.prepare(
      `INSERT INTO suggestions (id, record_id, record_seq, question_id, dataset_id, value, score, agent, type, inserted_at, updated_at, score_key, value_num, value_text)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (record_id, question_id) DO UPDATE SET value = excluded.value, score = excluded.score, agent = excluded.agent, type = excluded.type,
         updated_at = excluded.updated_at, score_key = excluded.score_key, value_num = excluded.value_num, value_text = excluded.value_text`,
    ),
    vectorsVersion: db.prepare('UPDATE vectors_settings SET vectors_version = vectors_version + 1 WHERE id = ? RETURNING vectors_version'),
    vectors: db.prepare(
      `INSERT INTO record_vectors (record_id, vector_settings_id, value, version) VALUES (?, ?, ?, ?)
       ON CONFLICT (record_id, vector_settings_id) DO UPDATE SET value = excluded.value, version = excluded.version`,
    ),
    activity: db.prepare('UPDATE datasets SET last_activity_at = ? WHERE id = ?'),
  };
  const begin = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const ms = { readParse: 0, existing: 0, records: 0, fts: 0, metadata: 0, suggestions: 0, vectors: 0, activity: 0, commit: 0, serialise: 0 };
  let answerBytes = 0;

  /** Writes one body's records in one transaction and answers the serialised answer. */
  function writeBody(items) {
    let t = performance.now();
    const lap = (key) => {
      const at = performance.now();
      ms[key] += at - t;
      t = at;
    };
    begin.run();
    try {
      // An upsert updates the records it finds by external id: these bodies are all new, so none is found.
      const taken = statements.existing.all(datasetId, JSON.stringify(items.map((item) => item.external_id)));
      if (taken.length > 0) throw new Error(`the floor writes new records only; ${taken.length} external ids exist`);
      lap('existing');
      const timestamp = now();
      const written = items.map((item) => {
        const id = newRowId();
        const seq = Number(
          statements.records.run(id, datasetId, item.external_id ?? null, 'pending', Math.floor(Math.random() * 2 ** 31), timestamp, timestamp).lastInsertRowid,
        );
        statements.contents.run(seq, JSON.stringify(item.fields), item.metadata == null ? null : JSON.stringify(item.metadata));
        return { id, seq, item };
      });
      lap('records');
      for (const { seq, item } of written) {
        const texts = dataset.fields.map((field) => {
          const value = item.fields?.[field.name];
          return field.type === 'text' && typeof value === 'string' ? normalizeForSearch(value) : '';
        });
        statements.fts.run(seq, ...texts);
      }
      lap('fts');
      for (const { seq, item } of written) {
        if (!item.metadata) continue;
        for (const property of dataset.metadata) {
          const value = item.metadata[property.name];
          if (value === null || value === undefined) continue;
          if (property.type === 'terms') {
            for (const term of new Set((Array.isArray(value) ? value : [value]).map(termKey))) statements.metadata.run(seq, datasetId, property.name, null, term);
          } else if (typeof value === 'number') {
            statements.metadata.run(seq, datasetId, property.name, value, null);
          }
        }
      }
      lap('metadata');
      const suggestionsOf = new Map();
      for (const { id, seq, item } of written) {
        const rows = (item.suggestions ?? []).map((suggestion) => {
          const at = now();
          const keys = sortKeys(suggestion.value, suggestion.score);
          const row = { id: newRowId(), question_id: suggestion.question_id, type: suggestion.type ?? null, value: suggestion.value, agent: suggestion.agent ?? null, score: suggestion.score ?? null, inserted_at: at, updated_at: at };
          statements.suggestions.run(
            row.id, id, seq, row.question_id, datasetId, JSON.stringify(suggestion.value), suggestion.score == null ? null : JSON.stringify(suggestion.score),
            row.agent, row.type, at, at, keys.scoreKey, keys.valueNum, keys.valueText,
          );
          return row;
        });
        suggestionsOf.set(id, rows);
      }
      lap('suggestions');
      const versions = new Map();
      for (const { id, item } of written) {
        for (const [name, values] of Object.entries(item.vectors ?? {})) {
          const settingsId = dataset.vectors.get(name);
          if (!versions.has(settingsId)) versions.set(settingsId, statements.vectorsVersion.get(settingsId).vectors_version);
          const floats = Float64Array.from(values);
          statements.vectors.run(id, settingsId, Buffer.from(floats.buffer, floats.byteOffset, floats.byteLength), versions.get(settingsId));
        }
      }
      lap('vectors');
      statements.activity.run(timestamp, datasetId);
      lap('activity');
      commit.run();
      lap('commit');
      // The answer: every record as written, with its responses, suggestions and vectors (as the SDK reads it).
      const answer = JSON.stringify({
        items: written.map(({ id, item }) => ({
          id,
          status: 'pending',
          fields: item.fields,
          metadata: item.metadata ?? null,
          external_id: item.external_id ?? null,
          responses: [],
          suggestions: suggestionsOf.get(id),
          vectors: item.vectors ?? {},
          dataset_id: datasetId,
          inserted_at: timestamp,
          updated_at: timestamp,
        })),
        updated_item_ids: [],
      });
      const bytes = Buffer.from(answer);
      answerBytes += bytes.length;
      lap('serialise');
      return bytes;
    } catch (error) {
      if (db.inTransaction) rollback.run();
      throw error;
    }
  }

  return {
    /** Reads, parses and writes one body file; answers the number of records. */
    ingestFile(path) {
      const started = performance.now();
      const { items } = JSON.parse(readFileSync(path).toString('utf8'));
      ms.readParse += performance.now() - started;
      writeBody(items);
      return items.length;
    },
    stats: () => ({ ms, answerBytes }),
    close: () => db.close(),
  };
}

/** The bodies of a prepared directory (bench/records/lib/ingest.mjs names them batch-<first record>.json). */
export function bodyFiles(dir) {
  return readdirSync(dir).filter((name) => /^batch-\d+\.json$/.test(name)).sort().map((name) => join(dir, name));
}

/** This thread's time on a CPU and waiting for one, in ns (Linux schedstat), or null. */
function schedstat() {
  try {
    const [runNs, waitNs] = readFileSync('/proc/thread-self/schedstat', 'utf8').trim().split(/\s+/).map(Number);
    return { runNs, waitNs };
  } catch {
    return null;
  }
}

function argument(name) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0 || !process.argv[at + 1]) throw new Error(`usage: floor.mjs --db <gloss.db> --dataset <id> --bodies <dir> (missing --${name})`);
  return process.argv[at + 1];
}

function main() {
  const floor = openFloor(argument('db'), argument('dataset'));
  const files = bodyFiles(argument('bodies'));
  const schedBefore = schedstat();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let records = 0;
  for (const file of files) records += floor.ingestFile(file);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const schedAfter = schedstat();
  floor.close();
  const { ms, answerBytes } = floor.stats();
  const round = (value) => Math.round(value * 10) / 10;
  const perThousand = Object.fromEntries(Object.entries(ms).map(([key, value]) => [key, round((value / records) * 1000)]));
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    JSON.stringify({
      records,
      batches: files.length,
      seconds: Math.round(seconds * 1000) / 1000,
      recordsPerSecond: Math.round(records / seconds),
      cpuSeconds: Math.round(cpuSeconds * 1000) / 1000,
      cores: Math.round((cpuSeconds / seconds) * 100) / 100,
      msPerThousand: { total: round((seconds * 1e6) / records), ...perThousand },
      answerMiB: Math.round((answerBytes / 2 ** 20) * 10) / 10,
      // Its thread's time ready to run but waiting for a core: near 0 on a quiet machine.
      waitingForCpuMsPerThousand: schedBefore && schedAfter ? round((schedAfter.waitNs - schedBefore.waitNs) / 1e3 / records) : null,
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
