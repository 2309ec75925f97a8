// Whether the floor wrote what Gloss writes: the rows of both databases, after the same bodies, compared
// table by table without what differs by nature (ids, timestamps, shuffle keys, the order bodies committed
// in). The FTS5 index is compared through its vocabulary (terms by column, with their documents and
// occurrences) and its documents' sizes, since a contentless table keeps no text.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const Database = createRequire(join(root, 'server', 'package.json'))('better-sqlite3');

const ftsTableOf = (datasetId) => `records_fts_${datasetId.replace(/[^0-9a-f]/gi, '')}`;

// Rows are keyed by their record's external id: with two bodies in flight, Gloss may commit the second first,
// which gives its records the lower sequence numbers and its vectors the lower version.
function queries(datasetId) {
  const fts = ftsTableOf(datasetId);
  return {
    records: ['SELECT r.external_id, r.dataset_id, r.status, c.fields, c.metadata FROM records r JOIN record_contents c ON c.record_seq = r.seq WHERE r.dataset_id = ? ORDER BY r.external_id', [datasetId]],
    record_metadata: ['SELECT r.external_id, m.dataset_id, m.name, m.num, m.term FROM record_metadata m JOIN records r ON r.seq = m.record_seq ORDER BY r.external_id, m.name, m.term, m.num', []],
    suggestions: [
      `SELECT r.external_id, s.record_seq = r.seq AS seq_matches, s.question_id, s.dataset_id, s.value, s.score, s.agent, s.type, s.score_key, s.value_num, s.value_text,
        s.inserted_at = s.updated_at AS unchanged
       FROM suggestions s JOIN records r ON r.id = s.record_id ORDER BY r.external_id, s.question_id`,
      [],
    ],
    record_vectors: ['SELECT r.external_id, v.vector_settings_id, hex(v.value) AS value FROM record_vectors v JOIN records r ON r.id = v.record_id ORDER BY r.external_id, v.vector_settings_id', []],
    vectors_settings: ['SELECT id, vectors_version, vectors_generation FROM vectors_settings WHERE dataset_id = ? ORDER BY id', [datasetId]],
    fts_terms: ['SELECT term, col, doc, cnt FROM temp.floor_vocab ORDER BY term, col', []],
    fts_docsize: [`SELECT r.external_id, hex(d.sz) AS sz FROM "${fts}_docsize" d JOIN records r ON r.seq = d.id ORDER BY r.external_id`, []],
  };
}

/** Per table: how many rows, and a hash of them all. */
export function fingerprint(file, datasetId) {
  const db = new Database(file, { readonly: true });
  try {
    db.exec(`CREATE VIRTUAL TABLE temp.floor_vocab USING fts5vocab(main, '${ftsTableOf(datasetId)}', 'col')`);
    const out = {};
    for (const [table, [sql, parameters]] of Object.entries(queries(datasetId))) {
      const hash = createHash('sha256');
      let rows = 0;
      for (const row of db.prepare(sql).iterate(...parameters)) {
        hash.update(JSON.stringify(row));
        hash.update('\n');
        rows += 1;
      }
      out[table] = { rows, sha256: hash.digest('hex').slice(0, 16) };
    }
    return out;
  } finally {
    db.close();
  }
}

/** Both fingerprints and, per table, whether they agree. */
export function compareDatabases(floorFile, glossFile, datasetId) {
  const floor = fingerprint(floorFile, datasetId);
  const gloss = fingerprint(glossFile, datasetId);
  const tables = Object.fromEntries(
    Object.keys(floor).map((table) => [table, { rows: floor[table].rows, glossRows: gloss[table].rows, same: floor[table].sha256 === gloss[table].sha256 && floor[table].rows === gloss[table].rows }]),
  );
  return { same: Object.values(tables).every((table) => table.same), tables };
}
