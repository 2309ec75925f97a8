import { recordEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { datasetForManaging, datasetForReading } from '../../features/datasets/access.js';
import type { VectorIndexes } from '../../features/search/vector-indexes.js';
import { searchMyRecords, searchRecords } from './service.js';

export function registerRecordSearchRoutes(route: Route, db: Db, vectorIndexes: VectorIndexes): void {
  const e = recordEndpoints;
  route(e.searchMyRecords, async ({ actor, params, query, body }) => searchMyRecords(db, actor, params.dataset_id, { ...query, body }, vectorIndexes), {
    resource: (actor, params) => datasetForReading(db, actor, params.dataset_id),
  });
  route(e.searchRecords, async ({ actor, params, query, body }) => searchRecords(db, actor, params.dataset_id, { ...query, body }, vectorIndexes), {
    resource: (actor, params) => datasetForManaging(db, actor, params.dataset_id),
  });
}
