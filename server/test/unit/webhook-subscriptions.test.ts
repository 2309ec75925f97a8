import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Subscriptions } from '../../src/compositions/webhooks/subscriptions.js';
import { type TestDatabase, createTestDatabase } from '../helpers/database.js';

/** Counts the statements that read the webhooks table. */
class WebhookReads implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (JSON.stringify(args.node).includes('"webhooks"')) this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('webhook subscriptions', () => {
  it('answer a burst of writes from one read, see local changes at once and other instances’ within the refresh time', async () => {
    const reads = new WebhookReads();
    const db = database.handle.db.withPlugin(reads);

    // The clock moves only when the test moves it, however long the reads take.
    let now = 0;
    const clock = () => now;

    // No webhook at all: 10,000 questions (a bulk write's worth) within the refresh time cost one read.
    const burst = new Subscriptions(1000, clock);
    for (let index = 0; index < 10_000; index += 1) expect(await burst.subscribers(db, 'record.created')).toEqual([]);
    expect(reads.count).toBe(1);

    const subscriptions = new Subscriptions(1000, clock);
    expect(await subscriptions.subscribers(db, 'record.created')).toEqual([]);
    reads.count = 1;

    const timestamp = '2024-01-01T00:00:00.000000';
    const row = { secret: 's', description: null, inserted_at: timestamp, updated_at: timestamp };
    await database.handle.db
      .insertInto('webhooks')
      .values([
        { id: 'a', url: 'http://a.example/', events: JSON.stringify(['record.created', 'dataset.created']), enabled: 1, ...row },
        { id: 'b', url: 'http://b.example/', events: JSON.stringify(['record.created']), enabled: 0, ...row },
      ])
      .execute();
    // Written by "another instance": seen once the cached answer is as old as the refresh time.
    now += 999;
    expect(await subscriptions.subscribers(db, 'record.created')).toEqual([]);
    now += 1;
    expect(await subscriptions.subscribers(db, 'record.created')).toEqual(['a']);
    expect(await subscriptions.subscribers(db, 'dataset.created')).toEqual(['a']);
    expect(await subscriptions.subscribers(db, 'response.created')).toEqual([]);
    expect(reads.count).toBe(2);

    // Changed here: seen at the next question.
    await database.handle.db.updateTable('webhooks').set({ enabled: 1 }).where('id', '=', 'b').execute();
    subscriptions.invalidate();
    expect(await subscriptions.subscribers(db, 'record.created')).toEqual(['a', 'b']);
    expect(reads.count).toBe(3);
  });
});
