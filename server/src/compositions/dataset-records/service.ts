import type { DatasetRecord, RecordCreate, RecordUpdate, RecordUpsert } from '@gloss/contract';
import { RECORDS_DELETE_MAX } from '@gloss/contract';
import { isUniqueViolation } from '../../db/errors.js';
import { noteRecordsWritten } from '../../db/planner-statistics.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { NotFound, Unprocessable } from '../../domain/errors.js';
import { parseIdList } from '../../http/id-list.js';
import { datasetForManaging } from '../../features/datasets/access.js';
import { metadataPropertyPolicy } from '../../features/metadata-properties/policy.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import { deleteSuggestionsOfRecord, upsertSuggestionRows } from '../../features/suggestions/repository.js';
import { suggestionRow } from '../../features/suggestions/rows.js';
import { recordForReading } from '../../features/record-access/access.js';
import { recordForManaging } from '../../features/records/access.js';
import { loadDatasetSchema } from '../../features/records/dataset-schema.js';
import { datasetRecordHooks } from './hooks.js';
import { INCLUDE_ALL, INCLUDE_NONE, parseInclude } from './include.js';
import { presentRecord } from './presenter.js';
import { NO_RELATIONS, loadRelations } from './relations.js';
import { type WriteTarget, checkAttachments, writeRecords } from './record-writes.js';
import { writeNewRecordsByPlan } from './planned-writes.js';
import type { WriteOutcome } from './write-outcome.js';
import {
  countRecords,
  deleteRecordRows,
  findRecordsByIds,
  listRecordRows,
  updateRecordMetadata,
} from '../../features/records/repository.js';
import { markVectorsRemoved, upsertVectors } from '../../features/records/vectors-repository.js';

function requirePublished(dataset: DatasetRow, message: string): void {
  if (dataset.status !== 'ready') throw new Unprocessable(message);
}

/** Records with every relationship, in the order of `ids`; those in `known` are not read again. */
async function presentAll(
  db: Db,
  ids: readonly string[],
  datasetId: string,
  known: ReadonlyMap<string, DatasetRecord> = new Map(),
): Promise<DatasetRecord[]> {
  const toRead = ids.filter((id) => !known.has(id));
  if (toRead.length === 0) return ids.map((id) => known.get(id)!);
  const schema = await loadDatasetSchema(db, datasetId);
  const rows = new Map((await findRecordsByIds(db, toRead)).map((row) => [row.id, row]));
  const relations = await loadRelations(db, toRead, INCLUDE_ALL, schema.vectorsSettings);
  return ids.map((id) => known.get(id) ?? presentRecord(rows.get(id)!, INCLUDE_ALL, relations));
}

export async function listRecords(
  db: Db,
  actor: Actor,
  datasetId: string,
  query: { offset: number; limit: number; include?: string | string[] },
): Promise<{ items: DatasetRecord[]; total: number }> {
  const inclusion = parseInclude(query.include);
  const dataset = await datasetForManaging(db, actor, datasetId);
  const schema = await loadDatasetSchema(db, dataset.id);
  const rows = await listRecordRows(db, dataset.id, query);
  const relations = await loadRelations(db, rows.map((row) => row.id), inclusion, schema.vectorsSettings);
  return { items: rows.map((row) => presentRecord(row, inclusion, relations)), total: await countRecords(db, dataset.id) };
}

/** The dataset records are written to, refused as Argilla refuses it (404, 403, then unpublished), and its schema. */
async function loadWriteTarget(db: Db, actor: Actor, datasetId: string, unpublished: string): Promise<WriteTarget> {
  const dataset = await datasetForManaging(db, actor, datasetId, 'records');
  requirePublished(dataset, unpublished);
  return { dataset, schema: await loadDatasetSchema(db, dataset.id) };
}

/**
 * A bulk write: new records without answers through a plan the writer's thread runs alone (planned-writes.ts),
 * anything else in a transaction.
 */
async function writeBulk(db: Db, actor: Actor, datasetId: string, items: RecordUpsert[], mode: 'create' | 'upsert'): Promise<WriteOutcome> {
  const unpublished = mode === 'create' ? 'records cannot be created for a non published dataset' : 'records cannot be created or updated for a non published dataset';
  const planned = await writeNewRecordsByPlan(db, datasetId, (reader) => loadWriteTarget(reader, actor, datasetId, unpublished), items);
  if (planned) return planned;
  return db.transaction().execute(async (trx) => {
    const target = await loadWriteTarget(trx, actor, datasetId, unpublished);
    const written = await writeRecords(trx, actor, target, items, mode);
    await datasetRecordHooks.written.announce(trx, { dataset: target.dataset, outcome: written });
    return written;
  });
}

export async function createRecords(db: Db, actor: Actor, datasetId: string, items: RecordCreate[]) {
  const outcome = await writeBulk(db, actor, datasetId, items, 'create');
  noteRecordsWritten(db, outcome.ids.length);
  return { items: await presentAll(db, outcome.ids, datasetId, outcome.created) };
}

const UPSERT_ATTEMPTS = 3;

export async function upsertRecords(db: Db, actor: Actor, datasetId: string, items: RecordUpsert[]) {
  // Two clients logging the same new external ids at once race to create them; the loser's retry finds
  // the winner's records and updates them, as if the calls had come one after the other.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await writeBulk(db, actor, datasetId, items, 'upsert');
      noteRecordsWritten(db, outcome.ids.length);
      return { items: await presentAll(db, outcome.ids, datasetId, outcome.created), updated_item_ids: outcome.updatedIds };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= UPSERT_ATTEMPTS) throw error;
    }
  }
}

/** A record the caller reaches, with its responses as they may see them: every user's, or their own only. */
export async function getRecord(db: Db, actor: Actor, recordId: string): Promise<DatasetRecord> {
  const { record, reach } = await recordForReading(db, actor, recordId);
  const schema = await loadDatasetSchema(db, record.dataset_id);
  const relations = await loadRelations(db, [record.id], INCLUDE_ALL, schema.vectorsSettings, reach.everyResponse ? undefined : actor.id);
  return presentRecord(record, INCLUDE_ALL, relations, metadataPropertyPolicy.visibleKeys(actor, schema.metadataByName));
}

/** Replaces metadata (when sent) and suggestions (when sent), upserts the vectors sent. */
export async function updateRecord(db: Db, actor: Actor, recordId: string, input: RecordUpdate): Promise<DatasetRecord> {
  const record = await db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForManaging(trx, actor, recordId, 'records');
    const schema = await loadDatasetSchema(trx, dataset.id);
    const fields = JSON.parse(record.fields) as Record<string, unknown>;
    const problem = checkAttachments({ dataset, schema }, input, fields);
    if (problem) throw new Unprocessable(problem);

    const timestamp = now();
    if ('metadata' in input) {
      await updateRecordMetadata(trx, record, input.metadata == null ? null : JSON.stringify(input.metadata), timestamp);
      await datasetRecordHooks.metadataReplaced.announce(trx, { dataset, schema, records: [{ seq: record.seq, metadata: input.metadata ?? null, unchangedFields: fields }] });
    }
    if (input.suggestions) {
      await deleteSuggestionsOfRecord(trx, record.id);
      await upsertSuggestionRows(
        trx,
        input.suggestions.map((suggestion) => suggestionRow(record, dataset.id, suggestion, timestamp)),
      );
    }
    if (input.vectors) {
      await upsertVectors(
        trx,
        Object.entries(input.vectors).map(([name, values]) => ({ recordId: record.id, vectorSettingsId: schema.vectorsByName.get(name)!.id, values })),
      );
    }
    await datasetRecordHooks.updated.announce(trx, { dataset, recordIds: [record.id] });
    return record;
  });
  return (await presentAll(db, [record.id], record.dataset_id))[0];
}

export async function deleteRecord(db: Db, actor: Actor, recordId: string): Promise<DatasetRecord> {
  return db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForManaging(trx, actor, recordId);
    if ((await removeRecords(trx, dataset.id, [record.id])).length === 0) throw NotFound.byId('Record', record.id);
    await datasetRecordHooks.deleted.announce(trx, { dataset, records: [record] });
    return presentRecord(record, INCLUDE_NONE, NO_RELATIONS);
  });
}

/** Deletes records with what the database does not remove by itself: their text and their vectors in memory. */
/** The sequence numbers of those it removed: a call at the same time may have removed some first. */
async function removeRecords(db: Db, datasetId: string, ids: readonly string[]): Promise<(number | string)[]> {
  const deleted = await deleteRecordRows(db, datasetId, ids);
  if (deleted.length === 0) return deleted;
  await datasetRecordHooks.rowsRemoved.announce(db, { datasetId, seqs: deleted });
  await markVectorsRemoved(db, datasetId);
  return deleted;
}

export async function deleteRecords(db: Db, actor: Actor, datasetId: string, rawIds: string | undefined): Promise<void> {
  const ids = parseIdList(
    rawIds,
    { empty: 'No record IDs provided', tooMany: `Cannot delete more than ${RECORDS_DELETE_MAX} records at once` },
    RECORDS_DELETE_MAX,
  );
  await db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'records');
    // The records as they were, for the features told of their removal.
    const before = await findRecordsByIds(trx, ids);
    const removed = new Set((await removeRecords(trx, dataset.id, ids)).map(Number));
    await datasetRecordHooks.deleted.announce(trx, { dataset, records: before.filter((row) => removed.has(Number(row.seq))) });
  });
}

/** What an import's batch wrote: how many records, and the items it left out for failing a check. */
export interface ImportedBatch {
  written: number;
  skipped: { position: number; reason: string }[];
}

/**
 * Writes one batch of an import, as a bulk upsert would (records matched by external id are updated),
 * except that an item failing a check is left out and listed rather than failing the batch. `alongside` runs
 * in the batch's transaction (the import saves where it stands there), so both commit, or neither. With
 * `after` (the batch before, still being written on another connection), the records are written at once
 * and the rest waits for it.
 */
export async function importRecordBatch(
  db: Db,
  actor: Actor,
  datasetId: string,
  items: RecordUpsert[],
  alongside: (trx: Db, batch: ImportedBatch) => Promise<void>,
  options: { after?: Promise<unknown> } = {},
): Promise<ImportedBatch> {
  const write = () =>
    db.transaction().execute(async (trx) => {
      const dataset = await datasetForManaging(trx, actor, datasetId, 'records');
      requirePublished(dataset, 'records cannot be created or updated for a non published dataset');
      const schema = await loadDatasetSchema(trx, dataset.id);
      const written = await writeRecords(trx, actor, { dataset, schema }, items, 'upsert', { invalidItems: 'skip' });
      // The records are written but not committed: the dataset's activity, the events and `alongside` (where
      // the import stands) wait for the batch before, so batches commit in their order, and a failed one
      // before rolls this one back.
      if (options.after) await options.after;
      if (written.ids.length > 0) await datasetRecordHooks.written.announce(trx, { dataset, outcome: written });
      const batch = { written: written.ids.length, skipped: written.skipped };
      await alongside(trx, batch);
      return batch;
    });
  for (let attempt = 1; ; attempt += 1) {
    try {
      const batch = await write();
      noteRecordsWritten(db, batch.written);
      return batch;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= UPSERT_ATTEMPTS) throw error;
    }
  }
}
