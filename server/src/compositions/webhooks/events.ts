import type { DatasetRecord, WebhookEvent } from '@gloss/contract';
import { newRowId } from '../../db/ids.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import { findRecordsByIds, type RecordRow } from '../../features/records/repository.js';
import { type ResponseRow, listResponsesOfRecords } from '../../features/responses/repository.js';
import { findUserById, type UserRow } from '../../features/users/repository.js';
import { type RecordInEventSource, storedDataset, storedRecord, storedResponse } from './event-data.js';
import { insertDeliveryRows, insertEventRows } from './outbox-repository.js';
import { generateMessageId } from './signing.js';
import { datasetSettingsSnapshot } from './snapshots.js';
import { subscriptionsOf } from './subscriptions.js';

/*
 * The events other modules emit, in the transaction of the change they tell about (the outbox): nothing
 * is sent from here, and a write that rolls back leaves no event behind. Each function first asks the
 * cached subscriptions whether any enabled webhook listens, so writes nobody listens to cost nothing more.
 */

type DatasetEventType = Extract<WebhookEvent, `dataset.${string}`>;
type RecordEventType = Extract<WebhookEvent, `record.${string}`>;
type ResponseEventType = Extract<WebhookEvent, `response.${string}`>;

export async function emitDatasetEvent(db: Db, type: DatasetEventType, dataset: DatasetRow): Promise<void> {
  const webhookIds = await subscriptionsOf(db).subscribers(db, type);
  if (webhookIds.length === 0) return;
  await writeEvents(db, type, webhookIds, [storedDataset(dataset)], await datasetSettingsSnapshot(db, dataset));
}

/** One event per record (as Argilla sends them), each with the record as given. */
export async function emitRecordEvents(
  db: Db,
  type: RecordEventType,
  dataset: DatasetRow,
  records: readonly (RecordInEventSource | RecordRow)[],
): Promise<void> {
  if (records.length === 0) return;
  const webhookIds = await subscriptionsOf(db).subscribers(db, type);
  if (webhookIds.length === 0) return;
  const stored = storedDataset(dataset);
  const data = records.map((record) => storedRecord(asSource(record), stored));
  await writeEvents(db, type, webhookIds, data, await datasetSettingsSnapshot(db, dataset));
}

/** Events for records as they now stand, read only when a webhook listens. */
export async function emitRecordEventsByIds(db: Db, type: RecordEventType, dataset: DatasetRow, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  if ((await subscriptionsOf(db).subscribers(db, type)).length === 0) return;
  const rows = new Map((await findRecordsByIds(db, ids)).map((row) => [row.id, row]));
  await emitRecordEvents(db, type, dataset, ids.flatMap((id) => rows.get(id) ?? []));
}

/** Whether any webhook listens to `type`: for callers that would read something only to emit it. */
export async function isListenedTo(db: Db, type: WebhookEvent): Promise<boolean> {
  return (await subscriptionsOf(db).subscribers(db, type)).length > 0;
}

/** Response events, one per response, each with its record as it now stands and its user. */
export async function emitResponseEvents(db: Db, type: ResponseEventType, dataset: DatasetRow, responses: readonly ResponseRow[]): Promise<void> {
  if (responses.length === 0) return;
  const webhookIds = await subscriptionsOf(db).subscribers(db, type);
  if (webhookIds.length === 0) return;
  const records = new Map((await findRecordsByIds(db, [...new Set(responses.map((response) => response.record_id))])).map((row) => [row.id, row]));
  const users = new Map<string, UserRow | undefined>();
  for (const userId of new Set(responses.map((response) => response.user_id))) users.set(userId, await findUserById(db, userId));
  const stored = storedDataset(dataset);
  const data = responses.flatMap((response) => {
    const record = records.get(response.record_id);
    const user = users.get(response.user_id);
    return record && user ? [storedResponse(response, storedRecord(asSource(record), stored), user)] : [];
  });
  if (data.length > 0) await writeEvents(db, type, webhookIds, data, await datasetSettingsSnapshot(db, dataset));
}

/**
 * The response events of responses a bulk record write sent: created where the stored one is the row
 * written (its id), updated where it carries the write's time, none where a later write won the race.
 */
export async function emitWrittenResponses(db: Db, dataset: DatasetRow, written: readonly ResponseRow[]): Promise<void> {
  if (written.length === 0) return;
  if (!(await isListenedTo(db, 'response.created')) && !(await isListenedTo(db, 'response.updated'))) return;
  const stored = new Map(
    (await listResponsesOfRecords(db, [...new Set(written.map((row) => row.record_id))])).map((row) => [`${row.record_id} ${row.user_id}`, row]),
  );
  const created: ResponseRow[] = [];
  const updated: ResponseRow[] = [];
  for (const row of written) {
    const current = stored.get(`${row.record_id} ${row.user_id}`);
    if (current?.id === row.id) created.push(current);
    else if (current && current.updated_at === row.updated_at) updated.push(current);
  }
  await emitResponseEvents(db, 'response.created', dataset, created);
  await emitResponseEvents(db, 'response.updated', dataset, updated);
}

/** Writes events and their deliveries, and tells this process's worker to look soon. */
export async function writeEvents(
  db: Db,
  type: WebhookEvent | 'ping',
  webhookIds: readonly string[],
  data: readonly unknown[],
  snapshotId: string | null,
): Promise<void> {
  const events = data.map((item) => ({ type, occurred_at: now(), data: JSON.stringify(item), snapshot_id: snapshotId }));
  const seqs = await insertEventRows(db, events);
  await insertDeliveryRows(
    db,
    seqs.flatMap((seq, index) =>
      webhookIds.map((webhookId) => ({
        id: newRowId(),
        webhook_id: webhookId,
        event_seq: seq,
        event: type,
        message_id: generateMessageId(),
        status: 'pending' as const,
        next_attempt_at: events[index].occurred_at,
        retry_from: events[index].occurred_at,
        inserted_at: events[index].occurred_at,
      })),
    ),
  );
  subscriptionsOf(db).emitted();
}

function asSource(record: RecordInEventSource | RecordRow): RecordInEventSource {
  if (typeof record.fields !== 'string') return record as RecordInEventSource;
  const row = record as RecordRow;
  return {
    id: row.id,
    status: row.status,
    fields: JSON.parse(row.fields) as DatasetRecord['fields'],
    metadata: row.metadata === null ? null : (JSON.parse(row.metadata) as DatasetRecord['metadata']),
    external_id: row.external_id,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
