import type { ExportFormat } from '@gloss/contract';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/types.js';
import type { DatasetSchema } from '../../features/records/dataset-schema.js';
import type { Inclusion } from '../dataset-records/include.js';
import { presentRecord } from '../dataset-records/presenter.js';
import { loadRelations } from '../dataset-records/relations.js';
import { listReviewsOfRecords } from '../reviews/repository.js';
import type { Plan } from '../../features/search/plan.js';
import { walkMatches } from '../../features/search/walk.js';
import { exportColumns } from './columns.js';
import { FORMAT_WRITERS } from './formats/index.js';
import { listMetadataKeys } from './repository.js';
import { rowMaker } from './rows.js';

// Records read, with their responses and suggestions, per round trip: big enough that the round trips
// cost little beside the rows, small enough that a batch of long texts stays a few megabytes.
const BATCH_RECORDS = 500;

export interface ExportSource {
  db: Db;
  datasetId: string;
  schema: DatasetSchema;
  plan: Plan;
  format: ExportFormat;
  vectors: boolean;
  /** Whether records may carry metadata keys no property defines, which then get columns of their own. */
  extraMetadata: boolean;
}

/**
 * The file's bytes, produced as they are read: a batch of records is read only once the previous one's
 * bytes have left (or wait in the socket), so a million records pass through a few batches of memory, and
 * a client that stops reading stops the reads. A client that goes away ends the walk.
 */
export function exportStream(source: ExportSource): Readable {
  return Readable.from(exportBytes(source), { objectMode: false, highWaterMark: 64 * 1024 });
}

async function* exportBytes({ db, datasetId, schema, plan, format, vectors, extraMetadata }: ExportSource): AsyncGenerator<Buffer> {
  const defined = new Set(schema.metadataProperties.map((property) => property.name));
  const extra = extraMetadata ? (await listMetadataKeys(db, datasetId)).filter((key) => !defined.has(key)) : [];
  const columns = exportColumns(schema, { extraMetadata: extra, vectors });
  const makeRow = rowMaker(columns, new Map(schema.questions.map((question) => [question.id, question.name])));
  const inclusion: Inclusion = { responses: true, suggestions: true, vectors: vectors ? 'all' : null };
  const writer = FORMAT_WRITERS[format](columns);
  for await (const rows of walkMatches(db, plan, BATCH_RECORDS)) {
    const ids = rows.map((row) => row.id);
    const relations = await loadRelations(db, ids, inclusion, schema.vectorsSettings);
    const finals = new Map((await listReviewsOfRecords(db, ids)).map((review) => [review.record_id, review]));
    yield* writer.write(rows.map((row) => makeRow(presentRecord(row, inclusion, relations), finals.get(row.id) ?? null)));
    // SQLite answers synchronously, so batch after batch would run as one chain of promises, never letting
    // the event loop send the bytes written or serve anyone else (a Parquet row group is 20 batches).
    await nextTurn();
  }
  yield* writer.end();
}
