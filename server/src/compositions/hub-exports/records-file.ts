// A dataset's records written to a Parquet file on disk in the SDK's `to_datasets()` columns (vectors included,
// as `to_hub` asks for them), a batch at a time as Gloss's export streams them (exports/stream.ts, whose parts
// this reuses: columns, rows, the Parquet writer): a few batches in memory at most, never the whole dataset.
import type { DatasetRecord } from '@gloss/contract';
import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/types.js';
import type { DatasetSchema } from '../../features/records/dataset-schema.js';
import { searchDialectOf } from '../../features/search/dialect.js';
import { findPage } from '../../features/search/page.js';
import { planFilters } from '../../features/search/plan.js';
import type { SearchView } from '../../features/search/view.js';
import { walkMatches } from '../../features/search/walk.js';
import type { Inclusion } from '../dataset-records/include.js';
import { presentRecord } from '../dataset-records/presenter.js';
import { loadRelations } from '../dataset-records/relations.js';
import { type ExportColumn, exportColumns } from '../exports/columns.js';
import { parquetWriter } from '../exports/formats/parquet.js';
import { listMetadataKeys } from '../exports/repository.js';
import { type ExportRow, rowMaker } from '../exports/rows.js';
import { listReviewsOfRecords } from '../reviews/repository.js';
import { arrowBytesOf } from './features.js';

// Records read per round trip, as the download export reads them.
const BATCH_RECORDS = 500;

export interface RecordsSource {
  db: Db;
  datasetId: string;
  published: boolean;
  schema: DatasetSchema;
  /** Whether records may carry metadata keys no property defines, which then get columns of their own. */
  extraMetadata: boolean;
}

export interface RecordsFile {
  columns: ExportColumn[];
  rows: number;
  /** The file's size in bytes. */
  bytes: number;
  /** The records' size in Arrow memory, as `datasets` reports it (an estimate). */
  arrowBytes: number;
  /** The first record as the API presents it, and as its row: the dataset card shows it. */
  first: { record: DatasetRecord; row: ExportRow } | null;
}

export interface WriteProgress {
  signal: AbortSignal;
  /** Called every `every` records read, with the count so far. */
  onRows: (rowsRead: number) => Promise<void>;
  every: number;
}

function adminView(source: RecordsSource): SearchView {
  return { datasetId: source.datasetId, published: source.published, schema: source.schema, dialect: searchDialectOf(source.db), userId: null, visibleMetadata: null };
}

/** How many records the dataset holds, counted before the file is written. */
export async function countRecords(source: RecordsSource): Promise<number> {
  const view = adminView(source);
  return (await findPage(source.db, view, {}, planFilters(view, {}), { offset: 0, limit: 1 })).total;
}

/** Writes every record of the dataset, in the order they were written, to a Parquet file at `path`. */
export async function writeRecordsFile(source: RecordsSource, path: string, progress: WriteProgress): Promise<RecordsFile> {
  const { db, datasetId, schema } = source;
  const defined = new Set(schema.metadataProperties.map((property) => property.name));
  const extra = source.extraMetadata ? (await listMetadataKeys(db, datasetId)).filter((key) => !defined.has(key)) : [];
  const columns = exportColumns(schema, { extraMetadata: extra, vectors: true });
  const makeRow = rowMaker(columns, new Map(schema.questions.map((question) => [question.id, question.name])));
  const inclusion: Inclusion = { responses: true, suggestions: true, vectors: 'all' };
  const writer = parquetWriter(columns);
  const file = await open(path, 'w');
  let rows = 0;
  let bytes = 0;
  let arrowBytes = 0;
  let reported = 0;
  let first: RecordsFile['first'] = null;
  const put = async (chunks: Buffer[]) => {
    for (const chunk of chunks) {
      await file.write(chunk);
      bytes += chunk.length;
    }
  };
  try {
    for await (const batch of walkMatches(db, planFilters(adminView(source), {}), BATCH_RECORDS)) {
      progress.signal.throwIfAborted();
      const ids = batch.map((row) => row.id);
      const relations = await loadRelations(db, ids, inclusion, schema.vectorsSettings);
      const finals = new Map((await listReviewsOfRecords(db, ids)).map((review) => [review.record_id, review]));
      const records = batch.map((row) => presentRecord(row, inclusion, relations));
      const exportRows = records.map((record) => makeRow(record, finals.get(record.id) ?? null));
      if (!first && records.length > 0) first = { record: records[0], row: exportRows[0] };
      for (const row of exportRows) row.forEach((value, index) => (arrowBytes += arrowBytesOf(columns[index].kind, value)));
      await put(writer.write(exportRows));
      rows += batch.length;
      if (rows - reported >= progress.every) {
        reported = rows;
        await progress.onRows(rows);
      }
      // SQLite answers synchronously: let the event loop serve others between batches, as the download does.
      await nextTurn();
    }
    await put(writer.end());
  } finally {
    await file.close();
  }
  return { columns, rows, bytes, arrowBytes, first };
}
