import { ACTIVE_JOB_STATUSES } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import { listJobRows } from '../../features/jobs/repository.js';
import { discardUpload, listOldUploads } from '../../features/uploads/service.js';
import type { UploadStorage } from '../../features/uploads/storage.js';
import type { ImportParams } from './run-import.js';

/** How long an upload no import reads is kept: long enough to configure a dataset over a weekend. */
export const UPLOAD_KEPT_MS = 7 * 24 * 3600_000;

/** Removes the uploads older than `keptMs` that no import still to run or running reads. */
export async function pruneUnusedUploads(db: Db, storage: UploadStorage, keptMs = UPLOAD_KEPT_MS): Promise<number> {
  const old = await listOldUploads(db, keptMs);
  if (old.length === 0) return 0;
  const active = await listJobRows(db, { statuses: ACTIVE_JOB_STATUSES, limit: 10_000 });
  const inUse = new Set(
    active.flatMap((job) => {
      const { source } = JSON.parse(job.params) as Partial<ImportParams>;
      return source?.type === 'file' ? [source.upload_id] : [];
    }),
  );
  const unused = old.filter((id) => !inUse.has(id));
  for (const id of unused) await discardUpload(db, storage, id);
  return unused.length;
}
