import type { Db } from '../../db/types.js';
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
