import { countRecordsByStatus as countDatasetRecordsByStatus } from '../../features/records/repository.js';
import type { Db } from '../../db/types.js';

export async function countRecordsByStatus(db: Db, datasetId: string): Promise<{ status: string; count: number }[]> {
  return [...(await countDatasetRecordsByStatus(db, datasetId))].map(([status, count]) => ({ status, count }));
}

/** The records of the dataset assigned to the user, by the record's status. */
export async function countAssignedRecordsByStatus(db: Db, datasetId: string, userId: string): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('record_assignments as ra')
    .innerJoin('records as r', 'r.id', 'ra.record_id')
    .select(['r.status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('ra.dataset_id', '=', datasetId)
    .where('ra.user_id', '=', userId)
    .groupBy('r.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** A user's responses counted by their status and by the status of their record (pending or completed). */
export interface ResponseCount {
  status: string;
  record_status: string;
  count: number;
}

/** The user's responses on the records assigned to them only (each looked up by its key). */
export async function countAssignedResponsesOfUser(db: Db, datasetId: string, userId: string): Promise<ResponseCount[]> {
  const rows = await db
    .selectFrom('record_assignments as ra')
    .innerJoin('responses as rs', (join) => join.onRef('rs.record_id', '=', 'ra.record_id').onRef('rs.user_id', '=', 'ra.user_id'))
    .innerJoin('records as r', 'r.id', 'ra.record_id')
    .select(['rs.status', 'r.status as record_status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('ra.dataset_id', '=', datasetId)
    .where('ra.user_id', '=', userId)
    .groupBy(['rs.status', 'r.status'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function countResponsesOfUser(db: Db, datasetId: string, userId: string): Promise<ResponseCount[]> {
  const rows = await db
    .selectFrom('responses as rs')
    .innerJoin('records as r', 'r.id', 'rs.record_id')
    .select(['rs.status', 'r.status as record_status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('rs.dataset_id', '=', datasetId)
    .where('rs.user_id', '=', userId)
    .groupBy(['rs.status', 'r.status'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Responses per user, record status and response status, users ordered by their first response. */
export async function countResponsesByUser(
  db: Db,
  datasetId: string,
): Promise<{ username: string; record_status: string; response_status: string; count: number; first: string }[]> {
  const rows = await db
    .selectFrom('responses')
    .innerJoin('records', 'records.id', 'responses.record_id')
    .innerJoin('users', 'users.id', 'responses.user_id')
    .select([
      'users.username',
      'records.status as record_status',
      'responses.status as response_status',
      (eb) => eb.fn.countAll<string | number>().as('count'),
      (eb) => eb.fn.min('responses.inserted_at').as('first'),
    ])
    .where('responses.dataset_id', '=', datasetId)
    .groupBy(['users.username', 'records.status', 'responses.status'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), first: String(row.first) }));
}
