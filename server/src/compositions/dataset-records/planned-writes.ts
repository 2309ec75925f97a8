import type { RecordUpsert } from '@gloss/contract';
import { newRowId } from '../../db/ids.js';
import { runWritePlan, runsWritePlans } from '../../db/sqlite-dialect.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import { StalePlan, WritePlan } from '../../db/write-plan.js';
import { datasetStampQuery } from '../../features/datasets/repository.js';
import { minSubmittedOf } from '../../features/datasets/distribution.js';
import { fieldRepository } from '../../features/fields/repository.js';
import { metadataPropertyRepository } from '../../features/metadata-properties/repository.js';
import { questionRepository } from '../../features/questions/repository.js';
import { planRecordRows, recordsNamedQuery } from '../../features/records/repository.js';
import { type VectorWrite, planVectors } from '../../features/records/vectors-repository.js';
import { planSuggestionRows, type SuggestionRow } from '../../features/suggestions/repository.js';
import { suggestionRow } from '../../features/suggestions/rows.js';
import { vectorSettingsRepository } from '../../features/vectors-settings/repository.js';
import { datasetRecordHooks } from './hooks.js';
import { type Answerers, type PlannedRecord, type WriteTarget, checkItem, invalid, newRecordRow, presentCreated } from './record-writes.js';
import { groupBy } from './relations.js';
import type { WriteOutcome } from './write-outcome.js';

/*
 * A bulk write of new records, planned before its transaction (SQLite). Every item is checked, every row
 * built and the answer's records presented first; then the writer's thread gets the whole write in one
 * message and runs it from BEGIN to COMMIT alone (db/write-plan.ts). Written in a transaction the usual way
 * (writeRecords), the writer stayed open while this thread checked, built and compiled each statement in turn,
 * 360 ms per 1,000 records, and no other write could run meanwhile (bench/README.md, issue 26).
 *
 * What the plan rests on is read first and read again in the transaction: the dataset, its settings (each
 * setting's id and last change), that no record has the items' ids or external ids, and the webhooks. If any
 * answers otherwise there, nothing is written and the write is planned again, as a write losing a race to a
 * unique index is tried again. Anything the plan does not cover (an update, answers sent with the records, a
 * webhook to tell, an effect with no plan) is written in a transaction as before.
 */

/** How often a plan is made again when what it rests on changed under it, before the transaction's way. */
const PLAN_ATTEMPTS = 3;

const NO_ANSWERERS: Answerers = { existing: new Set(), allowed: new Set() };

/**
 * Writes the items as new records through a plan, or answers null when they are not all new records without
 * answers (or the database cannot run plans): the caller then writes them in a transaction.
 * `loadTarget` reads the dataset (refusing the caller or an unpublished dataset as the transaction would)
 * and its schema, outside any transaction.
 */
export async function writeNewRecordsByPlan(
  db: Db,
  datasetId: string,
  loadTarget: (db: Db) => Promise<WriteTarget>,
  items: readonly RecordUpsert[],
): Promise<WriteOutcome | null> {
  if (!runsWritePlans(db) || items.length === 0) return null;
  if (items.some((item) => (item.responses?.length ?? 0) > 0)) return null;
  for (let attempt = 1; attempt <= PLAN_ATTEMPTS; attempt += 1) {
    const planned = await planNewRecords(db, datasetId, loadTarget, items);
    if (!planned) return null;
    try {
      await runWritePlan(db, planned.plan);
      return planned.outcome;
    } catch (error) {
      if (!(error instanceof StalePlan)) throw error;
    }
  }
  return null;
}

async function planNewRecords(
  db: Db,
  datasetId: string,
  loadTarget: (db: Db) => Promise<WriteTarget>,
  items: readonly RecordUpsert[],
): Promise<{ plan: WritePlan; outcome: WriteOutcome } | null> {
  const plan = new WritePlan();
  // What of the dataset and its settings the plan rests on is read before the dataset and the schema
  // themselves: a change between the two reads then fails the checks, never goes unseen.
  await Promise.all([
    plan.checkedRead(datasetStampQuery(db, datasetId)),
    ...[fieldRepository, questionRepository, metadataPropertyRepository, vectorSettingsRepository].map((settings) =>
      plan.checkedRead(settings.stampQuery(db, datasetId)),
    ),
  ]);
  const target = await loadTarget(db);
  const { dataset, schema } = target;

  // Records these items name exist: an upsert updates them, a create refuses them; both the transaction's way.
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  const externalIds = items.flatMap((item) => (item.external_id ? [item.external_id] : []));
  if ((await plan.checkedRead(recordsNamedQuery(db, dataset.id, ids, externalIds))).length > 0) return null;

  const records: PlannedRecord[] = items.map((item, position) => {
    const fields = item.fields ?? {};
    const problem = checkItem(target, item, true, fields, NO_ANSWERERS);
    if (problem) throw invalid(position, problem);
    return { item, existing: null, id: newRowId(), fields, replacesFields: false };
  });

  const timestamp = now();
  planRecordRows(
    plan,
    records.map((record) => newRecordRow(dataset.id, record, timestamp)),
  );
  // A record's sequence number is not known before its insert: its position in the plan stands for it.
  const indexed = records.map((record, position) => ({ seq: position, fields: record.fields, metadata: record.item.metadata ?? null }));
  if (!(await datasetRecordHooks.inserted.planned(db, plan, { dataset, schema, records: indexed }))) return null;

  // Each child row gets its own timestamp, as writeRecords gives them, so they read back in the order sent.
  const suggestions = records.flatMap((record, position) =>
    (record.item.suggestions ?? []).map((suggestion) => suggestionRow({ id: record.id, seq: position }, dataset.id, suggestion, now())),
  );
  planSuggestionRows(plan, suggestions);
  const vectors: VectorWrite[] = records.flatMap((record) =>
    Object.entries(record.item.vectors ?? {}).map(([name, values]) => ({ recordId: record.id, vectorSettingsId: schema.vectorsByName.get(name)!.id, values })),
  );
  planVectors(plan, vectors);

  const relations = { suggestions: groupBy(suggestions as SuggestionRow[], (row) => row.record_id), responses: new Map(), vectors: new Map() };
  const outcome: WriteOutcome = {
    ids: records.map((record) => record.id),
    updatedIds: [],
    created: presentCreated(dataset.id, records, relations, { timestamp, minSubmitted: minSubmittedOf(dataset) }),
    answeredIds: [],
    writtenAt: timestamp,
    responses: [],
    skipped: [],
  };
  if (!(await datasetRecordHooks.written.planned(db, plan, { dataset, outcome }))) return null;
  return { plan, outcome };
}
