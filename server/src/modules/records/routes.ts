import { recordEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { searchMyRecords, searchRecords } from '../search/service.js';
import type { VectorIndexes } from '../search/vector-indexes.js';
import { listSuggestionOptions } from '../suggestions/service.js';
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
  route(e.createRecords, async ({ actor, params, body }) => createRecords(db, actor, params.dataset_id, body.items));
  route(e.upsertRecords, async ({ actor, params, body }) => upsertRecords(db, actor, params.dataset_id, body.items));
  route(e.deleteRecords, async ({ actor, params, query }) => {
    await deleteRecords(db, actor, params.dataset_id, query.ids);
    return undefined;
  });
  route(e.getRecord, async ({ actor, params }) => getRecord(db, actor, params.record_id));
  route(e.updateRecord, async ({ actor, params, body }) => updateRecord(db, actor, params.record_id, body));
  route(e.deleteRecord, async ({ actor, params }) => deleteRecord(db, actor, params.record_id));
  route(e.searchMyRecords, async ({ actor, params, query, body }) =>
    searchMyRecords(db, actor, params.dataset_id, { ...query, body }, vectorIndexes),
  );
  route(e.searchRecords, async ({ actor, params, query, body }) =>
    searchRecords(db, actor, params.dataset_id, { ...query, body }, vectorIndexes),
  );
  route(e.listSuggestionOptions, async ({ actor, params }) => ({ items: await listSuggestionOptions(db, actor, params.dataset_id) }));
}
