import type { Selectable } from 'kysely';
import type { WebhookDeliveriesTable, WebhookEventsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { WebhookRow } from './repository.js';

export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
export type EventRow = Selectable<WebhookEventsTable>;

/** A webhook's latest deliveries, newest first. */
export function listDeliveryRows(db: Db, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('seq', 'desc').limit(limit).execute();
}

export function findDeliveryRow(db: Db, webhookId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).where('id', '=', deliveryId).executeTakeFirst();
}

/** Makes a delivery pending and due now, its retries counted from now. */
export async function redeliverRow(db: Db, seq: number | string, at: string): Promise<DeliveryRow> {
  await db.updateTable('webhook_deliveries').set({ status: 'pending', next_attempt_at: at, retry_from: at }).where('seq', '=', seq).execute();
  return db.selectFrom('webhook_deliveries').selectAll().where('seq', '=', seq).executeTakeFirstOrThrow();
}

/** When the next pending delivery is due, if any (the worker's poll: one look at a small index). */
export async function nextDueAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select('next_attempt_at')
    .where('status', '=', 'pending')
    .where('next_attempt_at', 'is not', null)
    .orderBy('next_attempt_at')
    .limit(1)
    .executeTakeFirst();
  return row?.next_attempt_at ?? null;
}

/** Webhooks no instance is sending to (or whose claim lapsed). */
export function listUnclaimedWebhooks(db: Db, at: string): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .orderBy('inserted_at')
    .execute();
}

/** The next delivery to send to a webhook: its oldest pending one that is due. */
export function nextDueDelivery(db: Db, webhookId: string, at: string): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Claims a webhook until `until` for one delivery, unless another claim holds it: one statement, so two
 * instances racing for it cannot both win, on either engine. Whether it was claimed.
 */
export async function claimWebhook(db: Db, webhookId: string, token: string, at: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ lease_until: until, lease_token: token })
    .where('id', '=', webhookId)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseWebhook(db: Db, webhookId: string, token: string): Promise<void> {
  await db.updateTable('webhooks').set({ lease_until: null, lease_token: null }).where('id', '=', webhookId).where('lease_token', '=', token).execute();
}

export function findEventRow(db: Db, seq: number | string): Promise<EventRow | undefined> {
  return db.selectFrom('webhook_events').selectAll().where('seq', '=', seq).executeTakeFirst();
}

export async function findSnapshotData(db: Db, id: string): Promise<string | undefined> {
  return (await db.selectFrom('webhook_snapshots').select('data').where('id', '=', id).executeTakeFirst())?.data;
}

export interface AttemptOutcome {
  status: DeliveryRow['status'];
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number;
  last_attempt_at: string;
  next_attempt_at: string | null;
}

export async function recordAttempt(db: Db, seq: number | string, outcome: AttemptOutcome): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ ...outcome, attempts: eb('attempts', '+', 1) }))
    .where('seq', '=', seq)
    .execute();
}

/**
 * Keeps the newest `kept` deliveries of each webhook (pending ones always), drops those of deleted webhooks,
 * then the events no delivery needs and the settings snapshots no event names that went unused since
 * `snapshotsBefore`.
 */
export async function pruneDeliveries(db: Db, kept: number, snapshotsBefore: string): Promise<void> {
  await db
    .deleteFrom('webhook_deliveries')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('webhooks').select('id').whereRef('webhooks.id', '=', 'webhook_deliveries.webhook_id'))))
    .execute();
  for (const { id } of await db.selectFrom('webhooks').select('id').execute()) {
    const oldestKept = db
      .selectFrom('webhook_deliveries')
      .select('seq')
      .where('webhook_id', '=', id)
      .orderBy('seq', 'desc')
      .limit(1)
      .offset(kept - 1);
    await db
      .deleteFrom('webhook_deliveries')
      .where('webhook_id', '=', id)
      .where('status', '<>', 'pending')
      .where('seq', '<', oldestKept)
      .execute();
  }
  await db
    .deleteFrom('webhook_events')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('webhook_deliveries').select('seq').whereRef('webhook_deliveries.event_seq', '=', 'webhook_events.seq'))),
    )
    .execute();
  await db
    .deleteFrom('webhook_snapshots')
    .where('inserted_at', '<', snapshotsBefore)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('webhook_events').select('seq').whereRef('webhook_events.snapshot_id', '=', 'webhook_snapshots.id'))),
    )
    .execute();
}
