import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/types.js';
import type { WritePlan } from '../../db/write-plan.js';
import { planIndexTexts } from './dialect-sqlite.js';
import type { DatasetRow } from '../datasets/repository.js';
import type { DatasetSchema } from '../records/dataset-schema.js';
import { listRecordContentsAfter } from '../records/repository.js';
import { searchDialectOf } from './dialect.js';
import { indexRecordMetadata, planRecordMetadata } from './metadata-index.js';
import type { RecordText } from './search-dialect.js';
import { metadataTermTokens } from './metadata-term-tokens.js';
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

/** A record whose metadata was replaced, with its fields when the same write left them unchanged (see the hooks). */
export interface MetadataReplacement {
  seq: number | string;
  metadata: Record<string, unknown> | null;
  unchangedFields: Record<string, unknown> | null;
}

/** New records: their text and their metadata. */
export async function indexNewRecords(db: Db, { dataset, schema, records }: IndexTarget & { records: readonly IndexedRecord[] }): Promise<void> {
  // The sequence number as the insert answered it (PostgreSQL's bigint is text), as it was always passed.
  await searchDialectOf(db).indexTexts(db, records.map((record) => textOf(db, schema, dataset.id, record.seq as number, record)));
  await indexRecordMetadata(db, records.map((record) => metadataOf(dataset, record)), schema.metadataProperties, { replace: false });
}

/**
 * indexNewRecords for a write planned before its transaction (SQLite): each record's `seq` is its position in
 * the plan's keyed step. The index reads nothing, so it plans whatever the records are.
 */
export async function planNewRecordsIndex(db: Db, plan: WritePlan, { dataset, schema, records }: IndexTarget & { records: readonly IndexedRecord[] }): Promise<boolean> {
  if (isPostgres(db)) return false;
  planIndexTexts(plan, records.map((record) => textOf(db, schema, dataset.id, record.seq as number, record)));
  planRecordMetadata(plan, records.map((record) => ({ seq: record.seq as number, datasetId: dataset.id, metadata: record.metadata })), schema.metadataProperties);
  return true;
}

/** Records whose fields were replaced: their text indexed again, the old forgotten. */
export async function reindexReplacedFields(db: Db, { dataset, schema, records }: IndexTarget & { records: readonly IndexedRecord[] }): Promise<void> {
  await searchDialectOf(db).replaceTexts(db, records.map((record) => textOf(db, schema, dataset.id, Number(record.seq), record)));
}

/**
 * Records whose metadata was replaced: their metadata indexed again, the old dropped, and their rows of text
 * written again with the words of their new terms (those whose fields the write replaced were written so already).
 */
export async function reindexReplacedMetadata(db: Db, { dataset, schema, records }: IndexTarget & { records: readonly MetadataReplacement[] }): Promise<void> {
  await indexRecordMetadata(db, records.map((record) => metadataOf(dataset, record)), schema.metadataProperties, { replace: true });
  if (!schema.metadataProperties.some(isTermsProperty)) return;
  const rewritten = records.flatMap((record) => (record.unchangedFields ? [{ seq: record.seq, fields: record.unchangedFields, metadata: record.metadata }] : []));
  await searchDialectOf(db).replaceTexts(db, rewritten.map((record) => textOf(db, schema, dataset.id, Number(record.seq), record)));
}

const WRITTEN_PER_READ = 2_000;

/**
 * Writes the rows of text of a dataset's records again from their contents, a page at a time: those `keep`
 * selects, replacing their rows (`replace`), or every record's into an index that has none of them yet.
 */
export async function writeTextRowsFromContents(
  db: Db,
  { dataset, schema }: IndexTarget,
  { replace, keep = () => true }: { replace: boolean; keep?: (record: Omit<IndexedRecord, 'seq'>) => boolean },
): Promise<number> {
  const dialect = searchDialectOf(db);
  let written = 0;
  for (let after = 0; ; ) {
    const page = await listRecordContentsAfter(db, dataset.id, after, WRITTEN_PER_READ);
    const records = page
      .map((row) => ({ seq: Number(row.seq), fields: JSON.parse(row.fields) as Record<string, unknown>, metadata: row.metadata === null ? null : (JSON.parse(row.metadata) as Record<string, unknown>) }))
      .filter(keep);
    const texts = records.map((record) => textOf(db, schema, dataset.id, record.seq, record));
    await (replace ? dialect.replaceTexts(db, texts) : dialect.indexTexts(db, texts));
    written += texts.length;
    if (page.length < WRITTEN_PER_READ) return written;
    after = Number(page[page.length - 1].seq);
  }
}

/**
 * A terms property created after records carry it: their rows of text written again with its words, so that
 * its filter narrows a text search at once.
 */
export async function reindexTermsOfNewProperty(db: Db, target: IndexTarget & { name: string }): Promise<void> {
  if (target.dataset.status !== 'ready') return;
  await writeTextRowsFromContents(db, target, { replace: true, keep: (record) => record.metadata?.[target.name] != null });
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

const isTermsProperty = (property: { settings: { type: string } }) => property.settings.type === 'terms';

/** What the full-text index holds of a record: each field's searchable text, and its terms' words. */
function textOf(db: Db, schema: DatasetSchema, datasetId: string, recordSeq: number, record: Omit<IndexedRecord, 'seq'>): RecordText {
  const reader = readerOf(db);
  return {
    recordSeq,
    datasetId,
    fieldCount: schema.fields.length,
    fields: schema.fields.flatMap((field) => {
      const text = searchableText(field.settings, record.fields[field.name], reader);
      return text ? [{ name: field.name, position: field.position, text }] : [];
    }),
    terms: metadataTermTokens(record.metadata, schema.metadataProperties),
  };
}
