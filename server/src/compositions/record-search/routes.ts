import { recordEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { datasetForManaging, datasetForReading } from '../../features/datasets/access.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import type { VectorIndexes } from '../../features/search/vector-indexes.js';
import { searchMyRecords, searchRecords } from './service.js';

export function registerRecordSearchRoutes(route: Route, db: Db, vectorIndexes: VectorIndexes): void {
  const e = recordEndpoints;
  // A search writes nothing: the dataset loaded and authorised before the body was read is the one searched.
  route<typeof e.searchMyRecords, DatasetRow>(e.searchMyRecords, async ({ actor, resource, query, body }) => searchMyRecords(db, actor, resource, { ...query, body }, vectorIndexes), {
    resource: (actor, params) => datasetForReading(db, actor, params.dataset_id),
  });
  route<typeof e.searchRecords, DatasetRow>(e.searchRecords, async ({ actor, resource, query, body }) => searchRecords(db, actor, resource, { ...query, body }, vectorIndexes), {
    resource: (actor, params) => datasetForManaging(db, actor, params.dataset_id),
  });
}
