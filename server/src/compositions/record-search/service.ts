import type { DatasetRecord, SearchRecordsBody } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound, Unprocessable } from '../../domain/errors.js';
import { assignedQueueOf } from '../../features/assignments/queue.js';
import { type DatasetRow, findDatasetById } from '../../features/datasets/repository.js';
import { metadataPropertyPolicy } from '../../features/metadata-properties/policy.js';
import { type DatasetSchema, loadDatasetSchema } from '../../features/records/dataset-schema.js';
import { parseInclude } from '../dataset-records/include.js';
import { presentRecord } from '../dataset-records/presenter.js';
import { loadRelations } from '../dataset-records/relations.js';
import { reachOf } from '../../features/record-access/access.js';
import { canReview } from '../../features/reviewers/access.js';
import type { SearchView } from '../../features/search/view.js';
import { searchDialectOf } from '../../features/search/dialect.js';
import { findPage } from '../../features/search/page.js';
import { planFilters } from '../../features/search/plan.js';
import { findSimilar } from '../../features/search/similarity.js';
import type { VectorIndexes } from '../../features/search/vector-indexes.js';

export interface SearchRequest {
  body: SearchRecordsBody;
  offset: number;
  limit: number;
  include?: string | string[];
}

export interface SearchHit {
  record: DatasetRecord;
  query_score: number | null;
}

async function search(
  db: Db,
  view: SearchView,
  request: SearchRequest,
  vectorIndexes: VectorIndexes,
): Promise<{ items: SearchHit[]; total: number }> {
  const inclusion = parseInclude(request.include);
  const { rows, total } = await findMatches(db, view, request, vectorIndexes).catch((error: unknown) =>
    rethrowUnlessDatasetGone(db, view.datasetId, error),
  );
  const relations = await loadRelations(db, rows.map((row) => row.id), inclusion, view.schema.vectorsSettings, view.userId ?? undefined);
  return {
    items: rows.map((row) => ({
      record: presentRecord(row, inclusion, relations, view.visibleMetadata),
      query_score: row.query_score === null ? null : Number(row.query_score),
    })),
    total,
  };
}

async function findMatches(db: Db, view: SearchView, request: SearchRequest, vectorIndexes: VectorIndexes) {
  const plan = planFilters(view, request.body);
  return request.body.query?.vector
    ? findSimilar(db, view, request.body, plan, request, vectorIndexes)
    : findPage(db, view, request.body, plan, request);
}

/**
 * A dataset deleted while its search runs takes its settings and full-text table with it, failing the
 * steps still to come (a filter on a property now gone, a missing table): that is a 404 like any read of a
 * deleted dataset, not a refusal of the request or a server error.
 */
async function rethrowUnlessDatasetGone(db: Db, datasetId: string, error: unknown): Promise<never> {
  if (!(await findDatasetById(db, datasetId))) throw NotFound.byId('Dataset', datasetId);
  throw error;
}

/** Narrowings of the annotator's view: their queue's (assignedQueueOf) and their reach's (reachOf). */
interface Narrowing {
  assignee?: string | null;
  onlyAssignedTo?: string | null;
}

async function viewOf(db: Db, actor: Actor, dataset: DatasetRow, userId: string | null): Promise<SearchView> {
  return viewWith(db, actor, dataset, await loadDatasetSchema(db, dataset.id), userId);
}

function viewWith(db: Db, actor: Actor, dataset: DatasetRow, schema: DatasetSchema, userId: string | null, narrowing: Narrowing = {}): SearchView {
  return {
    datasetId: dataset.id,
    published: dataset.status === 'ready',
    schema,
    dialect: searchDialectOf(db),
    userId,
    visibleMetadata: metadataPropertyPolicy.visibleKeys(actor, schema.metadataByName),
    ...narrowing,
  };
}

/**
 * Whether the search keeps records by whether their submitted answers differ: that tells of the other
 * annotators' answers, which only the dataset's reviewers may read.
 */
function filtersOnDisagreement(body: SearchRecordsBody): boolean {
  return (body.filters?.and ?? []).some((filter) => filter.scope.entity === 'review' && filter.scope.property === 'disagreement');
}

/**
 * Whether the search keeps records by someone else's assignments: that tells which records a colleague
 * holds, which is the dataset's reviewers' to see. The caller's own id, and `none`, tell nothing new.
 */
function filtersOnOthersAssignments(body: SearchRecordsBody, actorId: string): boolean {
  return (body.filters?.and ?? []).some(
    (filter) =>
      filter.scope.entity === 'review' &&
      filter.scope.property === 'assignee' &&
      filter.type === 'terms' &&
      filter.values.some((value) => value !== actorId && value !== 'none'),
  );
}

/**
 * The annotator's view, for everyone who reads the dataset: their own responses in response scopes and in
 * results, and their own order; in an assigned dataset, only the records assigned to them (see
 * assignedQueueOf), and never a record out of their reach (see reachOf), a similarity search's reference
 * included. `dataset`: one the caller may read (datasetForReading).
 */
export async function searchMyRecords(db: Db, actor: Actor, dataset: DatasetRow, request: SearchRequest, vectorIndexes: VectorIndexes) {
  if (filtersOnDisagreement(request.body) || filtersOnOthersAssignments(request.body, actor.id)) authorize(await canReview(db, actor, dataset));
  // The queue, the reach and the settings asked at once: one round trip to the database instead of four.
  const [assignee, reach, schema] = await Promise.all([assignedQueueOf(db, actor, dataset.id), reachOf(db, actor, dataset), loadDatasetSchema(db, dataset.id)]);
  const narrowing = { assignee, onlyAssignedTo: reach.onlyAssignedTo };
  return search(db, viewWith(db, actor, dataset, schema, actor.id, narrowing), request, vectorIndexes);
}

/** The admin view. `dataset`: one the caller may manage (datasetForManaging). */
export async function searchRecords(db: Db, actor: Actor, dataset: DatasetRow, request: SearchRequest, vectorIndexes: VectorIndexes) {
  return search(db, await viewOf(db, actor, dataset, null), request, vectorIndexes);
}

/**
 * The review view: every user's responses in response scopes and in results, as in the admin view, for a
 * caller the review policy already let in (an annotator reviewer included). Metadata stays as the caller
 * may see it.
 */
export async function searchEveryResponse(db: Db, actor: Actor, dataset: DatasetRow, request: SearchRequest, vectorIndexes: VectorIndexes) {
  return search(db, await viewOf(db, actor, dataset, null), request, vectorIndexes);
}
