import { type RawBuilder, sql } from 'kysely';
import type { CountAlone } from './criteria.js';

/**
 * The records assigned to one annotator (their queue in an assigned dataset), in each of the shapes a
 * search plan reads a condition in: a membership list read from the assignments' (dataset, user, record)
 * index, a test of one record by their (record, user) key, a count from the index alone, and the records'
 * sequence numbers for intersecting with a text query's matches.
 */
export function assignedRecords(datasetId: string, userId: string) {
  const mine = sql`record_assignments ra WHERE ra.dataset_id = ${datasetId} AND ra.user_id = ${userId}`;
  const condition = sql<boolean>`r.id IN (SELECT ra.record_id FROM ${mine})`;
  const probe = sql<boolean>`EXISTS (SELECT 1 FROM record_assignments ra WHERE ra.record_id = r.id AND ra.user_id = ${userId})`;
  const count: CountAlone = (within) =>
    within
      ? sql<{ total: number | string }>`SELECT count(*) AS total FROM ${mine} AND ra.record_id IN (SELECT rx.id FROM records rx WHERE rx.seq IN (SELECT tm.seq FROM ${within} tm))`
      : sql<{ total: number | string }>`SELECT count(*) AS total FROM ${mine}`;
  const recordSet: RawBuilder<unknown> = sql`SELECT rx.seq FROM records rx JOIN record_assignments ra ON ra.record_id = rx.id WHERE ra.dataset_id = ${datasetId} AND ra.user_id = ${userId}`;
  return { condition, probe, count, recordSet };
}
