import { fieldEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentField } from './presenter.js';
import { datasetForManaging } from '../datasets/access.js';
import { createField, deleteField, fieldForManaging, listFields, updateField } from './service.js';

export function registerFieldRoutes(route: Route, db: Db): void {
  const e = fieldEndpoints;
  route(e.listFields, async ({ actor, params }) => ({
    items: (await listFields(db, actor, params.dataset_id)).map(presentField),
  }));
  route(e.createField, async ({ actor, params, body }) => presentField(await createField(db, actor, params.dataset_id, body)), {
    resource: (actor, params) => datasetForManaging(db, actor, params.dataset_id),
  });
  route(e.updateField, async ({ actor, params, body }) => presentField(await updateField(db, actor, params.field_id, body)), {
    resource: (actor, params) => fieldForManaging(db, actor, params.field_id, 'none'),
  });
  route(e.deleteField, async ({ actor, params }) => presentField(await deleteField(db, actor, params.field_id)));
}
