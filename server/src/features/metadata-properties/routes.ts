import { metadataPropertyEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentMetadataProperty } from './presenter.js';
import { datasetForManaging } from '../datasets/access.js';
import {
  createMetadataProperty,
  deleteMetadataProperty,
  listMyMetadataProperties,
  metadataPropertyForManaging,
  updateMetadataProperty,
} from './service.js';

export function registerMetadataPropertyRoutes(route: Route, db: Db): void {
  const e = metadataPropertyEndpoints;
  route(e.listMyMetadataProperties, async ({ actor, params }) => ({
    items: (await listMyMetadataProperties(db, actor, params.dataset_id)).map(presentMetadataProperty),
  }));
  route(
    e.createMetadataProperty,
    async ({ actor, params, body }) => presentMetadataProperty(await createMetadataProperty(db, actor, params.dataset_id, body)),
    { resource: (actor, params) => datasetForManaging(db, actor, params.dataset_id) },
  );
  route(
    e.updateMetadataProperty,
    async ({ actor, params, body }) => presentMetadataProperty(await updateMetadataProperty(db, actor, params.metadata_property_id, body)),
    { resource: (actor, params) => metadataPropertyForManaging(db, actor, params.metadata_property_id, 'none') },
  );
  route(e.deleteMetadataProperty, async ({ actor, params }) =>
    presentMetadataProperty(await deleteMetadataProperty(db, actor, params.metadata_property_id)),
  );
}
