import { recordEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import type { Route } from '../../http/route.js';
import { datasetForManaging } from '../../features/datasets/access.js';
import { recordForManaging } from '../../features/records/access.js';
import {
  createRecords,
  deleteRecord,
  deleteRecords,
  getRecord,
  listRecords,
  updateRecord,
  upsertRecords,
} from './service.js';

export function registerRecordRoutes(route: Route, db: Db): void {
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
}
