import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types.js';
import { pruneDeliveries } from '../../src/compositions/webhooks/deliveries-repository.js';
import { type TestDatabase, createTestDatabase } from '../helpers/database.js';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.drop());

const at = (minute: number) => `2024-01-01T00:${String(minute).padStart(2, '0')}:00.000000`;

async function webhook(id: string): Promise<void> {
  await db
    .insertInto('webhooks')
    .values({ id, url: 'http://example.com/', secret: 's', events: '[]', enabled: 1, description: null, inserted_at: at(0), updated_at: at(0) })
    .execute();
}

/** An event (with settings snapshot `snapshot`) and its deliveries to the given webhooks, in that status. */
async function event(snapshot: string | null, deliveries: [webhookId: string, status: 'pending' | 'delivered' | 'failed'][]): Promise<void> {
  const [{ seq }] = await db.insertInto('webhook_events').values({ type: 'ping', occurred_at: at(1), data: '{}', snapshot_id: snapshot }).returning('seq').execute();
  for (const [webhookId, status] of deliveries) {
    await db
      .insertInto('webhook_deliveries')
      .values({
        id: crypto.randomUUID(),
        webhook_id: webhookId,
        event_seq: seq,
        event: 'ping',
        message_id: `msg_${crypto.randomUUID()}`,
        status,
        next_attempt_at: status === 'pending' ? at(1) : null,
        retry_from: at(1),
        inserted_at: at(1),
      })
      .execute();
  }
}

describe('pruning webhook deliveries', () => {
  it('keeps each webhook’s newest deliveries and every pending one, then drops what nothing needs', async () => {
    await webhook('kept');
    await webhook('other');
    await db.insertInto('webhook_snapshots').values([
      { id: 'old-unused', data: '{}', inserted_at: at(0) },
      { id: 'old-used', data: '{}', inserted_at: at(0) },
      { id: 'recent-unused', data: '{}', inserted_at: at(50) },
    ]).execute();
    // Oldest first: a pending delivery, then 14 delivered or failed, the oldest event also for "other".
    await event('old-used', [['kept', 'pending'], ['other', 'delivered']]);
    for (let index = 0; index < 14; index += 1) await event(null, [['kept', index % 3 === 0 ? 'failed' : 'delivered']]);
    // A deleted webhook's leftovers.
    await event(null, [['gone', 'pending']]);

    await pruneDeliveries(db, 10, at(30));

    const left = await db.selectFrom('webhook_deliveries').select(['webhook_id', 'status', 'event_seq']).orderBy('seq').execute();
    const kept = left.filter((row) => row.webhook_id === 'kept');
    expect(kept).toHaveLength(11);
    expect(kept[0].status).toBe('pending');
    expect(left.filter((row) => row.webhook_id === 'other')).toHaveLength(1);
    expect(left.filter((row) => row.webhook_id === 'gone')).toEqual([]);
    const events = await db.selectFrom('webhook_events').select('seq').execute();
    expect(events.map((row) => String(row.seq)).sort()).toEqual([...new Set(left.map((row) => String(row.event_seq)))].sort());
    const snapshots = await db.selectFrom('webhook_snapshots').select('id').orderBy('id').execute();
    expect(snapshots.map((row) => row.id)).toEqual(['old-used', 'recent-unused']);
  });
});
