// Reading every match of a search, batch by batch, in the order the records were written: what an export
// reads. Each batch starts after the last record of the one before (keyset), so no batch costs more than
// the records it walks past, however deep into a million records it is, and nothing is held between them.
import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import { type RecordRow, selectRecords } from '../records/repository.js';
import { type Plan, conditionsForListedRecords, probesOf } from './plan.js';

export type Seq = number | string;

/**
 * The matches of `plan` in batches of up to `batchSize` records (fewer where the filters drop some of a
 * text query's matches), in record order, with their contents.
 */
export async function* walkMatches(db: Db, plan: Plan, batchSize: number): AsyncGenerator<RecordRow[]> {
  for await (const seqs of walkMatchSeqs(db, plan, batchSize)) yield await recordsBySeq(db, seqs);
}

/**
 * The sequence numbers of the matches of `plan`, batch by batch as walkMatches reads them. A caller may
 * change the records of a batch before asking for the next one, as long as the change is to those
 * records only: later batches are read afresh.
 */
export async function* walkMatchSeqs(db: Db, plan: Plan, batchSize: number): AsyncGenerator<Seq[]> {
  yield* plan.ranked && plan.text ? walkTextMatches(db, plan, batchSize) : walkRecords(db, plan, batchSize);
}

/**
 * Along the dataset's (dataset, seq) index, testing each record as it comes (metadata filters as probes of
 * the record's own values): a membership list would be built again for every batch.
 */
async function* walkRecords(db: Db, plan: Plan, batchSize: number): AsyncGenerator<Seq[]> {
  let after: Seq = -1;
  for (;;) {
    const page = await sql<{ seq: Seq }>`SELECT r.seq FROM records r WHERE ${probesOf(plan)} AND r.seq > ${after} ORDER BY r.seq LIMIT ${batchSize}`.execute(db);
    const seqs = page.rows.map((row) => row.seq);
    if (seqs.length > 0) yield seqs;
    if (seqs.length < batchSize) return;
    after = seqs[seqs.length - 1];
  }
}

/**
 * Along the text index's matches in record order (the full-text index walks its matches by sequence number
 * from a starting point), the other filters checked on each batch: testing the text on every record of
 * the dataset instead would list all its matches again per batch.
 */
async function* walkTextMatches(db: Db, plan: Plan, batchSize: number): AsyncGenerator<Seq[]> {
  const others = conditionsForListedRecords(plan, plan.text);
  let after: Seq = -1;
  for (;;) {
    const page = await sql<{ seq: Seq }>`SELECT tm.seq FROM ${plan.ranked!.matches} tm WHERE tm.seq > ${after} ORDER BY tm.seq LIMIT ${batchSize}`.execute(db);
    const seqs = page.rows.map((row) => row.seq);
    if (seqs.length > 0) {
      const kept = await sql<{ seq: Seq }>`SELECT r.seq FROM records r WHERE r.seq IN (${sql.join(seqs)}) AND ${sql.join(others, sql` AND `)} ORDER BY r.seq`.execute(db);
      if (kept.rows.length > 0) yield kept.rows.map((row) => row.seq);
    }
    if (seqs.length < batchSize) return;
    after = seqs[seqs.length - 1];
  }
}

async function recordsBySeq(db: Db, seqs: Seq[]): Promise<RecordRow[]> {
  return selectRecords(db).where('records.seq', 'in', seqs).orderBy('records.seq').execute();
}
