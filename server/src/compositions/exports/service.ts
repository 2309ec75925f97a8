import { EXPORT_MEDIA_TYPES, RecordsExportRequest, type RecordsExportLink } from '@gloss/contract';
import type { Readable } from 'node:stream';
import { fromDbBoolean } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Unauthorized, Unprocessable } from '../../domain/errors.js';
import { requireDataset } from '../../features/datasets/access.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import { loadDatasetSchema } from '../../features/records/dataset-schema.js';
import type { SearchView } from '../../features/search/view.js';
import { searchDialectOf } from '../../features/search/dialect.js';
import { findPage } from '../../features/search/page.js';
import { planFilters } from '../../features/search/plan.js';
import { findUserById, listWorkspaceIdsOfUser, type UserRow } from '../../features/users/repository.js';
import { exportPolicy } from './policy.js';
import { exportStream } from './stream.js';
import type { ExportTickets } from './tickets.js';

/** An export ready to stream: its bytes are read from the database as the stream is read. */
export interface ExportFile {
  stream: Readable;
  contentType: string;
  filename: string;
  /** How many records it holds (counted as it starts). */
  total: number;
}

// Past this, a link would not fit in the request line a server reads (Node's headers are 16 KiB at most):
// filters that long are exported with the POST, which carries them in its body.
const LINK_LENGTH_MAX = 8_000;

/** `reviews-2026-01-31.jsonl`: the dataset's name and the day, in UTC. */
function filenameOf(dataset: DatasetRow, format: RecordsExportRequest['format']): string {
  return `${dataset.name}-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** Loads the dataset (404), then checks the caller may export its records (403). */
export async function datasetForExporting(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  const dataset = await requireDataset(db, datasetId);
  authorize(exportPolicy.exportRecords(actor, dataset.workspace_id));
  return dataset;
}

/**
 * Checks an export in the order the API answers in (404 for the dataset, 403, then 422 for what the body
 * asks), counts what it will hold, and readies the file, which is read only once it is streamed.
 */
async function prepareExport(db: Db, actor: Actor, datasetId: string, request: RecordsExportRequest) {
  const dataset = await datasetForExporting(db, actor, datasetId);
  if (request.query?.vector) {
    throw new Unprocessable('A similarity search cannot be exported: its answer is the 1,000 most similar records at most. Export with a text query and filters.');
  }
  if (request.sort) throw new Unprocessable('An export comes in the order the records were written and cannot be sorted: send it without `sort`.');
  const schema = await loadDatasetSchema(db, dataset.id);
  // The admin view: every user's responses, every metadata property.
  const view: SearchView = { datasetId: dataset.id, published: dataset.status === 'ready', schema, dialect: searchDialectOf(db), userId: null, visibleMetadata: null };
  const body = { query: request.query, filters: request.filters };
  const plan = planFilters(view, body);
  const { total } = await findPage(db, view, body, plan, { offset: 0, limit: 1 });
  const file = (): ExportFile => ({
    stream: exportStream({
      db,
      datasetId: dataset.id,
      schema,
      plan,
      format: request.format,
      vectors: request.include?.includes('vectors') ?? false,
      extraMetadata: fromDbBoolean(dataset.allow_extra_metadata),
    }),
    contentType: EXPORT_MEDIA_TYPES[request.format],
    filename: filenameOf(dataset, request.format),
    total,
  });
  return { dataset, total, file };
}

export async function exportRecords(db: Db, actor: Actor, datasetId: string, request: RecordsExportRequest): Promise<ExportFile> {
  return (await prepareExport(db, actor, datasetId, request)).file();
}

/** Checks the export as `exportRecords` does, then answers a link a browser can download it from, once. */
export async function createExportLink(
  db: Db,
  tickets: ExportTickets,
  caller: { actor: Actor; user: UserRow },
  datasetId: string,
  request: RecordsExportRequest,
): Promise<RecordsExportLink> {
  const { dataset, total } = await prepareExport(db, caller.actor, datasetId, request);
  const { token, expiresAt } = await tickets.issue({ userId: caller.user.id, stamp: caller.user.security_stamp, datasetId: dataset.id, request });
  const url = `/api/v1/datasets/${dataset.id}/records/export?token=${token}`;
  if (url.length > LINK_LENGTH_MAX) {
    throw new Unprocessable('The search and filters are too long for a download link: export them with POST /api/v1/datasets/{dataset_id}/records/export.');
  }
  return { url, filename: filenameOf(dataset, request.format), total, expires_at: `${expiresAt.toISOString().slice(0, 23)}000` };
}

const INVALID_LINK = 'This download link is not valid: it was used already, it expired, or its session ended. Start the export again.';

/** The export a link stands for, as its maker, who must still be signed in that session and allowed. */
export async function downloadExport(db: Db, tickets: ExportTickets, datasetId: string, token: string): Promise<ExportFile> {
  const claims = await tickets.redeem(db, token);
  if (!claims || claims.datasetId !== datasetId) throw new Unauthorized(INVALID_LINK);
  const user = await findUserById(db, claims.userId);
  if (!user || user.security_stamp !== claims.stamp) throw new Unauthorized(INVALID_LINK);
  const request = RecordsExportRequest.safeParse(claims.request);
  if (!request.success) throw new Unauthorized(INVALID_LINK);
  const actor: Actor = { id: user.id, username: user.username, role: user.role, workspaceIds: new Set(await listWorkspaceIdsOfUser(db, user.id)) };
  return exportRecords(db, actor, datasetId, request.data);
}
