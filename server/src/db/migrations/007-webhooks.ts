import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Webhooks and their outbox.
 *
 * `webhook_events` is the outbox proper: a write that should notify inserts its events in its own
 * transaction, so a rolled-back write notifies nobody and a committed one is never lost. Each event is
 * stored once, whatever the number of webhooks it goes to; `webhook_deliveries` holds one small row per
 * (event, webhook), the state of sending it (the worker's queue and the owner's delivery log).
 *
 * A record or response event nests its dataset with every question, field and property, which for a
 * question of 50,000 labels is megabytes: those settings live once per version in `webhook_snapshots`
 * (keyed by a hash of what they were built from) and are put back into the payload when it is sent, so a
 * bulk write of 10,000 records stores the settings once rather than 10,000 times.
 *
 * Deliveries have no foreign key to their webhook on purpose: a write that races a webhook's deletion on
 * another instance must not fail for it. Deleting a webhook deletes its deliveries, and the worker drops any
 * left behind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const seq = (builder: any) =>
    builder.addColumn('seq', postgres ? 'bigserial' : 'integer', (c: any) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // While an instance sends one of the webhook's deliveries: until when it holds the webhook, and which
    // claim that is. One delivery per webhook is in flight, in event order, across every instance; a
    // crashed instance's claim lapses.
    .addColumn('lease_until', 'text')
    .addColumn('lease_token', 'text')
    .execute();

  await seq(db.schema.createTable('webhook_events'))
    .addColumn('type', 'text', (c: any) => c.notNull())
    .addColumn('occurred_at', 'text', (c: any) => c.notNull())
    .addColumn('data', 'text', (c: any) => c.notNull())
    .addColumn('snapshot_id', 'text')
    .execute();
  await db.schema.createIndex('webhook_events_snapshot_idx').on('webhook_events').column('snapshot_id').execute();

  await db.schema
    .createTable('webhook_snapshots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .execute();

  await seq(db.schema.createTable('webhook_deliveries'))
    .addColumn('id', 'text', (c: any) => c.notNull().unique())
    .addColumn('webhook_id', 'text', (c: any) => c.notNull())
    .addColumn('event_seq', 'bigint', (c: any) => c.notNull())
    .addColumn('event', 'text', (c: any) => c.notNull())
    .addColumn('message_id', 'text', (c: any) => c.notNull())
    .addColumn('status', 'text', (c: any) => c.notNull())
    .addColumn('attempts', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    // Retries run for the configured hours from here: the event, or the owner's last redelivery.
    .addColumn('retry_from', 'text', (c: any) => c.notNull())
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_duration_ms', postgres ? 'double precision' : 'real')
    .addColumn('last_attempt_at', 'text')
    .addColumn('inserted_at', 'text', (c: any) => c.notNull())
    .execute();
  // A webhook's log newest first, and pruning past the newest N.
  await db.schema.createIndex('webhook_deliveries_webhook_seq_idx').on('webhook_deliveries').columns(['webhook_id', 'seq']).execute();
  // The worker's queues, small beside the log: pending deliveries by due time, and per webhook in event order.
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_queue_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'seq'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('webhook_deliveries_event_idx').on('webhook_deliveries').column('event_seq').execute();
}
