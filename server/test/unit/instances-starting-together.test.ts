import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { MIGRATION_NAMES, migrateToLatest } from '../../src/db/migrate.js';
import { upgradeTextIndexes } from '../../src/features/search/text-index-upgrade.js';
import { snapshotSchema } from '../helpers/catalog.js';
import { createPostgresDatabase } from '../helpers/database.js';
import { POSTGRES_URL } from '../helpers/migration-databases.js';

/**
 * Instances of a compose project or a cluster start at the same moment on one empty PostgreSQL: each brings the
 * database up to date as it starts, and they must not trip over each other (one migrates, the others find it
 * done). Each instance here has its own connections, as each process does.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe.skipIf(!POSTGRES_URL || process.env.GLOSS_TEST_DATABASE !== 'postgres')('instances starting together on one empty PostgreSQL', () => {
  it('migrate it once between them, and every one starts on the complete schema', async () => {
    const database = await createPostgresDatabase(POSTGRES_URL!, 'gloss_together');
    const dataDir = mkdtempSync(join(tmpdir(), 'gloss-together-'));
    const instances: DatabaseHandle[] = [0, 1, 2, 3].map(() => openDatabase({ databaseUrl: database.url, dataDir }));
    cleanups.push(async () => {
      for (const instance of instances) await instance.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    await Promise.all(
      instances.map(async (instance) => {
        await migrateToLatest(instance.db);
        await upgradeTextIndexes(instance.db, () => {});
      }),
    );

    const ran = await instances[0]!.db.selectFrom('gloss_migrations' as never).select('name' as never).execute();
    expect(ran.map((row) => (row as { name: string }).name).sort()).toEqual([...MIGRATION_NAMES].sort());
    // The same schema as one instance alone makes.
    const alone = await createPostgresDatabase(POSTGRES_URL!, 'gloss_alone');
    const single = openDatabase({ databaseUrl: alone.url, dataDir });
    cleanups.push(async () => {
      await single.close();
      await alone.drop();
    });
    await migrateToLatest(single.db);
    await upgradeTextIndexes(single.db, () => {});
    expect(await snapshotSchema(instances[1]!.db)).toEqual(await snapshotSchema(single.db));
  });
});
