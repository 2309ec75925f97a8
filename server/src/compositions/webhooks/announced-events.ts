import { fromDbBoolean } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { WritePlan } from '../../db/write-plan.js';
import { subscriptionsQuery } from './repository.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import type { WriteOutcome } from '../dataset-records/write-outcome.js';
import type { ResponseChange } from '../../features/responses/hooks.js';
import { emitRecordEvents, emitRecordEventsByIds, emitResponseEvents, emitWrittenResponses } from './events.js';

/*
 * The webhook events of the writes other features announce (their hooks, wired in effects.ts), for the
 * hooks whose change is more than one event.
 */

/** One event per response, in the order of the changes; a run of changes of one type is written at once. */
export async function emitResponseChanges(db: Db, dataset: DatasetRow, changes: readonly ResponseChange[]): Promise<void> {
  for (let start = 0; start < changes.length; ) {
    let end = start + 1;
    while (end < changes.length && changes[end].type === changes[start].type) end += 1;
    await emitResponseEvents(db, changes[start].type, dataset, changes.slice(start, end).map((change) => change.response));
    start = end;
  }
}

/** A bulk write's events, one per record or response: records created and updated, then the responses sent with them. */
export async function emitRecordsWritten(db: Db, dataset: DatasetRow, outcome: WriteOutcome): Promise<void> {
  await emitRecordEvents(db, 'record.created', dataset, [...outcome.created.values()]);
  await emitRecordEventsByIds(db, 'record.updated', dataset, outcome.updatedIds);
  await emitWrittenResponses(db, dataset, outcome.responses);
}

/**
 * emitRecordsWritten for a write planned before its transaction: it plans only a write nobody is to be told
 * of. The webhooks are read afresh (not from the cached subscriptions) and read again in the transaction, so
 * a webhook enabled meanwhile makes the write planned again, and told.
 */
export async function planRecordsWritten(db: Db, plan: WritePlan, outcome: WriteOutcome): Promise<boolean> {
  const told = new Set<string>();
  if (outcome.created.size > 0) told.add('record.created');
  if (outcome.updatedIds.length > 0) told.add('record.updated');
  if (outcome.responses.length > 0) return false;
  const webhooks = await plan.checkedRead(subscriptionsQuery(db));
  return !webhooks.some((webhook) => fromDbBoolean(webhook.enabled) && (JSON.parse(webhook.events) as string[]).some((event) => told.has(event)));
}
