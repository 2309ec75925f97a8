import type { Insertable, Selectable, Updateable } from 'kysely';
import type { WebhooksTable } from '../../db/schema.js';
import { serialiseTransactions } from '../../db/serialise.js';
import type { Db } from '../../db/types.js';

export type WebhookRow = Selectable<WebhooksTable>;

export function listWebhookRows(db: Db): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().orderBy('inserted_at').orderBy('id').execute();
}

export function findWebhookById(db: Db, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countWebhooks(db: Db): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Serialises webhook creations until the transaction ends, so two creations at once cannot both pass the
 * limit (PostgreSQL; SQLite has one writer at a time anyway).
 */
export async function lockWebhookCreation(db: Db): Promise<void> {
  await serialiseTransactions(db, 'gloss.webhooks.create');
}

export async function insertWebhookRow(db: Db, row: Insertable<WebhooksTable>): Promise<WebhookRow> {
  await db.insertInto('webhooks').values(row).execute();
  return (await findWebhookById(db, row.id))!;
}

export async function updateWebhookRow(db: Db, id: string, changes: Updateable<WebhooksTable>): Promise<WebhookRow | undefined> {
  await db.updateTable('webhooks').set(changes).where('id', '=', id).execute();
  return findWebhookById(db, id);
}

/** Deletes a webhook and its deliveries; whether the webhook was still there. */
export async function deleteWebhookRow(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
  const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The webhooks' subscriptions, as the emitters' cache holds them. */
export function listSubscriptions(db: Db): Promise<Pick<WebhookRow, 'id' | 'events' | 'enabled'>[]> {
  return subscriptionsQuery(db).execute();
}

/** Every webhook's events and whether it is enabled; also a check of a write planned before its transaction. */
export function subscriptionsQuery(db: Db) {
  return db.selectFrom('webhooks').select(['id', 'events', 'enabled']).orderBy('inserted_at').orderBy('id');
}
