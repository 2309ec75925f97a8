import type { Insertable, Selectable } from 'kysely';
import type { UploadsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';

export type UploadRow = Selectable<UploadsTable>;

export async function insertUpload(db: Db, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export function findUploadRow(db: Db, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Uploads made before `before`, oldest first. */
export function listUploadsBefore(db: Db, before: string): Promise<Pick<UploadRow, 'id'>[]> {
  return db.selectFrom('uploads').select('id').where('inserted_at', '<', before).orderBy('inserted_at').execute();
}

export async function deleteUploadRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}
