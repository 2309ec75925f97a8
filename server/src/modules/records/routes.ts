import { recordEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import type { Route } from '../../http/route.js';
import { datasetForManaging, datasetForReading } from '../datasets/access.js';
import { searchMyRecords, searchRecords } from '../search/service.js';
import type { VectorIndexes } from '../search/vector-indexes.js';
import { listSuggestionOptions } from '../suggestions/service.js';
import { recordForManaging } from './access.js';
import {
  createRecords,
  deleteRecord,
  deleteRecords,
  getRecord,
  listRecords,
  updateRecord,
  upsertRecords,
} from './service.js';

export function registerRecordRoutes(route: Route, db: Db, vectorIndexes: VectorIndexes): void {
  const e = recordEndpoints;
  route(e.listRecords, async ({ actor, params, query }) => listRecords(db, actor, params.dataset_id, query));
  const managers = { resource: (actor: Actor, params: { dataset_id: string }) => datasetForManaging(db, actor, params.dataset_id) };
  route(e.createRecords, async ({ actor, params, body }) => createRecords(db, actor, params.dataset_id, body.items), managers);
  route(e.upsertRecords, async ({ actor, params, body }) => upsertRecords(db, actor, params.dataset_id, body.items), managers);
  route(e.deleteRecords, async ({ actor, params, query }) => {
    await deleteRecords(db, actor, params.dataset_id, query.ids);
    return undefined;
  });
  route(e.getRecord, async ({ actor, params }) => getRecord(db, actor, params.record_id));
  route(e.updateRecord, async ({ actor, params, body }) => updateRecord(db, actor, params.record_id, body), {
    resource: (actor, params) => recordForManaging(db, actor, params.record_id),
  });
  route(e.deleteRecord, async ({ actor, params }) => deleteRecord(db, actor, params.record_id));
  route(e.searchMyRecords, async ({ actor, params, query, body }) => searchMyRecords(db, actor, params.dataset_id, { ...query, body }, vectorIndexes), {
    resource: (actor, params) => datasetForReading(db, actor, params.dataset_id),
  });
  route(e.searchRecords, async ({ actor, params, query, body }) => searchRecords(db, actor, params.dataset_id, { ...query, body }, vectorIndexes), managers);
  route(e.listSuggestionOptions, async ({ actor, params }) => ({ items: await listSuggestionOptions(db, actor, params.dataset_id) }));
}
