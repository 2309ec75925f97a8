import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InThreadConnection } from '../../src/db/sqlite-connections.js';
import { GlossSqliteDialect } from '../../src/db/sqlite-dialect.js';
import type { Database } from '../../src/db/schema.js';
import { sqliteDialect } from '../../src/features/search/dialect-sqlite.js';
import { RANKED_MATCHES_MAX } from '../../src/features/search/text-ranking.js';
import { parseTextQuery } from '../../src/features/search/text-query.js';

const DATASET = '00000000-0000-4000-8000-00000000000a';
const COMMON_MATCHES = RANKED_MATCHES_MAX + 3_000;
let db: Kysely<Database>;

/** Record `seq` holds "common" 1 to 5 times; every seventh also holds "rare" 1 to 3 times. */
function textOf(seq: number): string {
  const common = Array.from({ length: 1 + (seq % 5) }, () => 'common').join(' ');
  const rare = seq % 7 === 0 ? ` ${Array.from({ length: 1 + (seq % 3) }, () => 'rare').join(' ')}` : '';
  return `${common} filler words here${rare}`;
}

async function top(query: string, n: number): Promise<{ seq: number; score: number }[]> {
  const ranked = sqliteDialect.textCondition(DATASET, parseTextQuery(query), null).ranked!;
  return (await ranked.top(n).execute(db)).rows.map((row) => ({ seq: Number(row.seq), score: Number(row.score) }));
}

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new GlossSqliteDialect(async () => ({ writer: new InThreadConnection(new SqliteDatabase(':memory:')), readers: [] })) });
  await sqliteDialect.createTextIndex(db, DATASET, 1);
  const records = Array.from({ length: COMMON_MATCHES }, (_, i) => ({
    recordSeq: i + 1,
    datasetId: DATASET,
    fieldCount: 1,
    fields: [{ name: 'text', position: 0, text: textOf(i + 1) }],
    terms: [],
  }));
  await sqliteDialect.indexTexts(db, records);
});
afterAll(() => db.destroy());

describe('the relevance order of a text search', () => {
  it('ranks every match when there are few enough', async () => {
    const hits = await top('rare', 10_000);
    expect(hits).toHaveLength(Math.floor(COMMON_MATCHES / 7));
    for (let i = 1; i < hits.length; i += 1) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
    // The records holding the word three times come first.
    expect(hits[0].seq % 3).toBe(2);
  });

  it(`ranks the first ${RANKED_MATCHES_MAX.toLocaleString('en-US')} matches of a very common word, then lists the rest in the order written`, async () => {
    const page = await top('common', 50);
    expect(page.every((hit) => hit.seq <= RANKED_MATCHES_MAX)).toBe(true);
    for (let i = 1; i < page.length; i += 1) expect(page[i - 1].score).toBeGreaterThanOrEqual(page[i].score);

    const all = await top('common', COMMON_MATCHES + 10);
    expect(all).toHaveLength(COMMON_MATCHES);
    expect(new Set(all.map((hit) => hit.seq)).size).toBe(COMMON_MATCHES);
    expect(all.slice(0, 50).map((hit) => hit.seq)).toEqual(page.map((hit) => hit.seq));
    const ranked = all.slice(0, RANKED_MATCHES_MAX);
    expect(ranked.every((hit) => hit.seq <= RANKED_MATCHES_MAX)).toBe(true);
    expect(all.slice(RANKED_MATCHES_MAX).map((hit) => hit.seq)).toEqual(
      Array.from({ length: COMMON_MATCHES - RANKED_MATCHES_MAX }, (_, i) => RANKED_MATCHES_MAX + 1 + i),
    );
  });
});
