import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/types.js';
import type { WritePlan } from '../../db/write-plan.js';
import { planIndexTexts } from './dialect-sqlite.js';
import type { DatasetRow } from '../datasets/repository.js';
import type { DatasetSchema } from '../records/dataset-schema.js';
import { searchDialectOf } from './dialect.js';
import { indexRecordMetadata, planRecordMetadata } from './metadata-index.js';
import type { RecordText } from './search-dialect.js';
import { type IndexReader, searchableText } from './text-index.js';

/*
 * The search index follows records' own writes (the hooks of dataset records, wired in effects.ts): their
 * text for full-text search, their metadata for filters and sorts. Each is announced at the point of the
 * write where the index was written before, so the statements run in the same order.
 */

export interface IndexedRecord {
  seq: number | string;
  fields: Record<string, unknown>;
  metadata: Record<string, unknown> | null;
}

export interface IndexTarget {
  dataset: DatasetRow;
  schema: DatasetSchema;
}

/** New records: their text and their metadata. */
export async function indexNewRecords(db: Db, { dataset, schema, records }: IndexTarget & { records: readonly IndexedRecord[] }): Promise<void> {
  // The sequence number as the insert answered it (PostgreSQL's bigint is text), as it was always passed.
  await searchDialectOf(db).indexTexts(db, records.map((record) => textOf(schema, dataset.id, record.seq as number, record.fields, readerOf(db))));
  await indexRecordMetadata(db, records.map((record) => metadataOf(dataset, record)), schema.metadataProperties, { replace: false });
}

/**
 * indexNewRecords for a write planned before its transaction (SQLite): each record's `seq` is its position in
 * the plan's keyed step. The index reads nothing, so it plans whatever the records are.
 */
export async function planNewRecordsIndex(db: Db, plan: WritePlan, { dataset, schema, records }: IndexTarget & { records: readonly IndexedRecord[] }): Promise<boolean> {
  if (isPostgres(db)) return false;
  planIndexTexts(plan, records.map((record) => textOf(schema, dataset.id, record.seq as number, record.fields, 'fts5-unicode61')));
  planRecordMetadata(plan, records.map((record) => ({ seq: record.seq as number, datasetId: dataset.id, metadata: record.metadata })), schema.metadataProperties);
  return true;
}

/** Records whose fields were replaced: their text indexed again, the old forgotten. */
export async function reindexReplacedFields(
  db: Db,
  { dataset, schema, records }: IndexTarget & { records: readonly Pick<IndexedRecord, 'seq' | 'fields'>[] },
): Promise<void> {
  await searchDialectOf(db).replaceTexts(db, records.map((record) => textOf(schema, dataset.id, Number(record.seq), record.fields, readerOf(db))));
}

/** Records whose metadata was replaced: their metadata indexed again, the old dropped. */
export async function reindexReplacedMetadata(
  db: Db,
  { dataset, schema, records }: IndexTarget & { records: readonly Pick<IndexedRecord, 'seq' | 'metadata'>[] },
): Promise<void> {
  await indexRecordMetadata(db, records.map((record) => metadataOf(dataset, record)), schema.metadataProperties, { replace: true });
}

/** Removed records' text (the database removes their metadata rows with them). */
export async function forgetRemovedRecords(db: Db, { datasetId, seqs }: { datasetId: string; seqs: readonly (number | string)[] }): Promise<void> {
  await searchDialectOf(db).removeTexts(db, datasetId, seqs);
}

function metadataOf(dataset: DatasetRow, record: Pick<IndexedRecord, 'seq' | 'metadata'>) {
  return { seq: record.seq, datasetId: dataset.id, metadata: record.metadata };
}

/** Who reads the text indexed on `db` (see IndexReader): PostgreSQL's tsvector needs the normal form. */
function readerOf(db: Db): IndexReader {
  return isPostgres(db) ? 'any' : 'fts5-unicode61';
}

/** What the full-text index holds of a record: each field's searchable text. */
function textOf(schema: DatasetSchema, datasetId: string, recordSeq: number, fields: Record<string, unknown>, reader: IndexReader): RecordText {
  return {
    recordSeq,
    datasetId,
    fieldCount: schema.fields.length,
    fields: schema.fields.flatMap((field) => {
      const text = searchableText(field.settings, fields[field.name], reader);
      return text ? [{ name: field.name, position: field.position, text }] : [];
    }),
  };
}
