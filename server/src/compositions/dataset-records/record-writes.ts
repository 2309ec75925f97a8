import { randomInt } from 'node:crypto';
import { newRowId } from '../../db/ids.js';
import {
  type DatasetRecord,
  type RecordUpsert,
  validateRecordFields,
  validateRecordMetadata,
  validateResponseValues,
  validateSuggestion,
  validateVectors,
} from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Unprocessable } from '../../domain/errors.js';
import { minSubmittedOf } from '../../features/datasets/distribution.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import { responsePolicy } from '../../features/responses/policy.js';
import { upsertResponseRows } from '../../features/responses/repository.js';
import { upsertSuggestionRows } from '../../features/suggestions/repository.js';
import { suggestionRow } from '../../features/suggestions/rows.js';
import { findUsersWithMembership } from '../../features/users/repository.js';
import type { DatasetSchema } from '../../features/records/dataset-schema.js';
import { datasetRecordHooks } from './hooks.js';
import type { SkippedItem, WriteOutcome } from './write-outcome.js';
import { INCLUDE_ALL } from './include.js';
import { presentRecord } from './presenter.js';
import { type RecordRelations, groupBy } from './relations.js';
import type { ResponseRow } from '../../features/responses/repository.js';
import type { SuggestionRow } from '../../features/suggestions/repository.js';
import {
  type RecordRow,
  findExistingExternalIds,
  findRecordsToUpdate,
  insertRecordRows,
  touchRecords,
  updateRecordFields,
  updateRecordMetadata,
} from '../../features/records/repository.js';
import { upsertVectors } from '../../features/records/vectors-repository.js';

export const SHUFFLE_RANGE = 2 ** 31;

export interface WriteTarget {
  dataset: DatasetRow;
  schema: DatasetSchema;
}

export interface PlannedRecord {
  item: RecordUpsert;
  /** The stored record a bulk upsert updates, or null for a new one. */
  existing: RecordRow | null;
  id: string;
  /** The record's fields once written: those sent, or the stored ones when an update sends none. */
  fields: Record<string, unknown>;
  /** An update that replaces the stored fields (it sent the `fields` key). */
  replacesFields: boolean;
}


export function invalid(position: number, reason: string): Unprocessable {
  return new Unprocessable(`record at position ${position} is not valid because ${reason}`);
}

/**
 * Writes a batch of records: new ones are created, and in `upsert` mode the ones matched by id, then by
 * external id, get their fields and metadata replaced (each when its key is sent; fields are checked as a
 * new record's and indexed again for text search) and their suggestions, responses and vectors upserted.
 * Every item is checked before anything is written, so a failing batch changes nothing; or, for an import
 * (`invalidItems: 'skip'`), the items that fail are left out and listed with their reason, and the rest written.
 */
export async function writeRecords(
  db: Db,
  caller: Actor,
  target: WriteTarget,
  items: readonly RecordUpsert[],
  mode: 'create' | 'upsert',
  { invalidItems = 'refuse-batch' }: { invalidItems?: 'refuse-batch' | 'skip' } = {},
): Promise<WriteOutcome> {
  const { dataset, schema } = target;
  const matches = mode === 'upsert' ? await matchExisting(db, dataset.id, items) : new Map<number, RecordRow>();
  if (mode === 'create') await refuseTakenExternalIds(db, dataset.id, items);
  const answerers = await answeringUsers(db, caller, items, dataset.workspace_id);

  const skipped: SkippedItem[] = [];
  const planned: PlannedRecord[] = items.flatMap((item, position) => {
    const existing = matches.get(position) ?? null;
    const replacesFields = existing !== null && item.fields !== undefined;
    // Suggestions and answers sent with new fields are checked against those (a span must fit its new text).
    const fields = existing && !replacesFields ? (JSON.parse(existing.fields) as Record<string, unknown>) : (item.fields ?? {});
    const problem = checkItem(target, item, existing === null || replacesFields, fields, answerers);
    if (problem && invalidItems === 'skip') {
      skipped.push({ position, reason: problem });
      return [];
    }
    if (problem) throw invalid(position, problem);
    return [{ item, existing, id: existing?.id ?? newRowId(), fields, replacesFields }];
  });

  const timestamp = now();
  const created = planned.filter((record) => !record.existing);
  const updated = planned.filter((record) => record.existing);
  const createdSeqs = await insertNewRecords(db, target, created, timestamp);
  await replaceFields(db, target, updated.filter((record) => record.replacesFields));

  const replacedMetadata = updated.filter((record) => 'metadata' in record.item);
  for (const record of replacedMetadata) {
    await updateRecordMetadata(db, record.existing!, record.item.metadata == null ? null : JSON.stringify(record.item.metadata), timestamp);
  }
  await datasetRecordHooks.metadataReplaced.announce(db, {
    dataset,
    schema,
    records: replacedMetadata.map((record) => ({
      seq: record.existing!.seq,
      metadata: record.item.metadata ?? null,
      unchangedFields: record.replacesFields ? null : record.fields,
    })),
  });
  const seqOf = (record: PlannedRecord) => record.existing?.seq ?? createdSeqs.get(record.id)!;
  const relations = await writeRelations(db, dataset, schema, planned, seqOf);
  await touchRecords(db, updated.map((record) => record.id), timestamp);

  const minSubmitted = minSubmittedOf(dataset);
  const withResponses = planned.filter((record) => (record.item.responses?.length ?? 0) > 0).map((record) => record.id);
  return {
    ids: planned.map((record) => record.id),
    updatedIds: updated.map((record) => record.id),
    created: presentCreated(dataset.id, created, relations, { timestamp, minSubmitted }),
    answeredIds: withResponses,
    writtenAt: timestamp,
    responses: [...relations.responses.values()].flat(),
    skipped,
  };
}

/** New records as they now stand: nothing of theirs existed before, so what was written is all there is. */
/** The `records` row of a record written for the first time. */
export function newRecordRow(datasetId: string, record: PlannedRecord, timestamp: string) {
  return {
    id: record.id,
    dataset_id: datasetId,
    external_id: record.item.external_id ?? null,
    fields: JSON.stringify(record.fields),
    metadata: record.item.metadata == null ? null : JSON.stringify(record.item.metadata),
    status: 'pending' as const,
    shuffle: randomInt(SHUFFLE_RANGE),
    inserted_at: timestamp,
    updated_at: timestamp,
  };
}

export function presentCreated(
  datasetId: string,
  records: PlannedRecord[],
  relations: RecordRelations,
  { timestamp, minSubmitted }: { timestamp: string; minSubmitted: number },
): Map<string, DatasetRecord> {
  const presented = new Map<string, DatasetRecord>();
  for (const record of records) {
    const submitted = (record.item.responses ?? []).filter((response) => response.status === 'submitted').length;
    const row: RecordRow = {
      seq: 0,
      id: record.id,
      dataset_id: datasetId,
      external_id: record.item.external_id ?? null,
      status: submitted >= minSubmitted ? 'completed' : 'pending',
      shuffle: 0,
      fields: JSON.stringify(record.fields),
      metadata: record.item.metadata == null ? null : JSON.stringify(record.item.metadata),
      inserted_at: timestamp,
      updated_at: timestamp,
    };
    relations.vectors.set(record.id, { ...(record.item.vectors ?? {}) });
    presented.set(record.id, presentRecord(row, INCLUDE_ALL, relations));
  }
  return presented;
}

async function matchExisting(db: Db, datasetId: string, items: readonly RecordUpsert[]): Promise<Map<number, RecordRow>> {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  const externalIds = items.flatMap((item) => (item.external_id ? [item.external_id] : []));
  const rows = await findRecordsToUpdate(db, datasetId, ids, externalIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byExternalId = new Map(rows.filter((row) => row.external_id !== null).map((row) => [row.external_id!, row]));
  const matches = new Map<number, RecordRow>();
  items.forEach((item, position) => {
    const match = (item.id ? byId.get(item.id) : undefined) ?? (item.external_id ? byExternalId.get(item.external_id) : undefined);
    if (match) matches.set(position, match);
  });
  return matches;
}

async function refuseTakenExternalIds(db: Db, datasetId: string, items: readonly RecordUpsert[]): Promise<void> {
  const taken = await findExistingExternalIds(db, datasetId, items.flatMap((item) => (item.external_id ? [item.external_id] : [])));
  if (taken.length > 0) throw new Unprocessable(`found records with same external ids: ${taken.join(', ')}`);
}

/** The users the items' responses name: those that exist, and of them those the caller may answer for. */
export interface Answerers {
  existing: ReadonlySet<string>;
  /** See responsePolicy.recordOnBehalf: anyone for an owner; owners and the workspace's members for an admin. */
  allowed: ReadonlySet<string>;
}

async function answeringUsers(db: Db, caller: Actor, items: readonly RecordUpsert[], workspaceId: string): Promise<Answerers> {
  const ids = [...new Set(items.flatMap((item) => (item.responses ?? []).map((response) => response.user_id)))];
  if (ids.length === 0) return { existing: new Set(), allowed: new Set() };
  const users = await findUsersWithMembership(db, ids, workspaceId);
  return {
    existing: new Set(users.map((user) => user.id)),
    allowed: new Set(users.filter((user) => responsePolicy.recordOnBehalf(caller, user)).map((user) => user.id)),
  };
}

export function checkItem(
  target: WriteTarget,
  item: RecordUpsert,
  writesFields: boolean,
  fields: Record<string, unknown>,
  answerers: Answerers,
): string | null {
  if (writesFields) {
    const problem = validateRecordFields(target.schema.fields, item.fields ?? null);
    if (problem) return problem;
  }
  const attached = checkAttachments(target, { metadata: item.metadata, suggestions: item.suggestions }, fields);
  if (attached) return attached;
  for (const response of item.responses ?? []) {
    if (!answerers.existing.has(response.user_id)) return `user with id=${response.user_id} not found`;
    if (!answerers.allowed.has(response.user_id)) {
      return `user with id=${response.user_id} is not a member of the workspace of this dataset`;
    }
    const problem = validateResponseValues(target.schema.questions, response.values, response.status, fields);
    if (problem) return problem;
  }
  return checkAttachments(target, { vectors: item.vectors }, fields);
}

/**
 * The checks shared by bulk writes and a single record's update: metadata against the dataset's
 * properties, suggestions against their questions, vectors against their settings.
 */
export function checkAttachments(
  { dataset, schema }: WriteTarget,
  changes: Pick<RecordUpsert, 'metadata' | 'suggestions' | 'vectors'>,
  fields: Record<string, unknown>,
): string | null {
  if (changes.metadata != null) {
    const problem = validateRecordMetadata(schema.metadataProperties, fromDbBoolean(dataset.allow_extra_metadata), dataset.id, changes.metadata);
    if (problem) return problem;
  }
  for (const suggestion of changes.suggestions ?? []) {
    const question = schema.questionById.get(suggestion.question_id);
    if (!question) return `question with id=${suggestion.question_id} does not exist for dataset_id=${dataset.id}`;
    const problem = validateSuggestion(question, suggestion, fields);
    if (problem) return problem;
  }
  return changes.vectors ? validateVectors(schema.vectorsSettings, dataset.id, changes.vectors) : null;
}

/** Writes the new records (the search index follows through the `inserted` hook); answers their sequence numbers by id. */
async function insertNewRecords(
  db: Db,
  { dataset, schema }: WriteTarget,
  records: PlannedRecord[],
  timestamp: string,
): Promise<Map<string, number | string>> {
  if (records.length === 0) return new Map();
  const seqs = await insertRecordRows(
    db,
    records.map((record) => newRecordRow(dataset.id, record, timestamp)),
  );
  await datasetRecordHooks.inserted.announce(db, {
    dataset,
    schema,
    records: records.map((record) => ({ seq: seqs.get(record.id)!, fields: record.fields, metadata: record.item.metadata ?? null })),
  });
  return seqs;
}

/**
 * Updated records' new fields, stored and indexed for text search in place of the old ones. Rows are
 * written in sequence order before their text, so two batches rewriting the same records take the row
 * locks in one order and rewrite the text one after the other (PostgreSQL).
 */
async function replaceFields(db: Db, { dataset, schema }: WriteTarget, unordered: PlannedRecord[]): Promise<void> {
  if (unordered.length === 0) return;
  const records = [...unordered].sort((a, b) => Number(a.existing!.seq) - Number(b.existing!.seq));
  for (const record of records) await updateRecordFields(db, record.existing!, JSON.stringify(record.fields));
  await datasetRecordHooks.fieldsReplaced.announce(db, {
    dataset,
    schema,
    records: records.map((record) => ({ seq: record.existing!.seq, fields: record.fields, metadata: metadataAfter(record) })),
  });
}

/** An updated record's metadata once its write is done: what was sent, or what it had. */
function metadataAfter(record: PlannedRecord): Record<string, unknown> | null {
  if ('metadata' in record.item) return record.item.metadata ?? null;
  return record.existing!.metadata === null ? null : (JSON.parse(record.existing!.metadata) as Record<string, unknown>);
}

// Each child row gets its own timestamp, so children written together read back in the order sent.
// Answers the rows written, by record (for records that had none before, they are the rows now stored).
async function writeRelations(
  db: Db,
  dataset: DatasetRow,
  schema: DatasetSchema,
  records: PlannedRecord[],
  seqOf: (record: PlannedRecord) => number | string,
): Promise<RecordRelations> {
  const suggestions = records.flatMap((record) =>
    (record.item.suggestions ?? []).map((suggestion) => suggestionRow({ id: record.id, seq: seqOf(record) }, dataset.id, suggestion, now())),
  );
  await upsertSuggestionRows(db, suggestions);
  const responses: ResponseRow[] = records.flatMap((record) =>
      (record.item.responses ?? []).map((response) => {
        const at = now();
        return {
          id: newRowId(),
          record_id: record.id,
          user_id: response.user_id,
          dataset_id: dataset.id,
          status: response.status,
          values: response.values == null ? null : JSON.stringify(response.values),
          inserted_at: at,
          updated_at: at,
        };
      }),
  );
  await upsertResponseRows(db, responses);
  await upsertVectors(
    db,
    records.flatMap((record) =>
      Object.entries(record.item.vectors ?? {}).map(([name, values]) => ({
        recordId: record.id,
        vectorSettingsId: schema.vectorsByName.get(name)!.id,
        values,
      })),
    ),
  );
  return {
    suggestions: groupBy(suggestions as SuggestionRow[], (row) => row.record_id),
    responses: groupBy(responses, (row) => row.record_id),
    vectors: new Map(),
  };
}
