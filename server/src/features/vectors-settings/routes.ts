import { vectorSettingsEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentVectorSettings } from './presenter.js';
import { datasetForManaging } from '../datasets/access.js';
import { createVectorSettings, deleteVectorSettings, listVectorsSettings, updateVectorSettings, vectorSettingsForManaging } from './service.js';

export function registerVectorSettingsRoutes(route: Route, db: Db): void {
  const e = vectorSettingsEndpoints;
  route(e.listVectorsSettings, async ({ actor, params }) => ({
    items: (await listVectorsSettings(db, actor, params.dataset_id)).map(presentVectorSettings),
  }));
  route(
    e.createVectorSettings,
    async ({ actor, params, body }) => presentVectorSettings(await createVectorSettings(db, actor, params.dataset_id, body)),
    { resource: (actor, params) => datasetForManaging(db, actor, params.dataset_id) },
  );
  route(
    e.updateVectorSettings,
    async ({ actor, params, body }) => presentVectorSettings(await updateVectorSettings(db, actor, params.vector_settings_id, body)),
    { resource: (actor, params) => vectorSettingsForManaging(db, actor, params.vector_settings_id, 'none') },
  );
  route(e.deleteVectorSettings, async ({ actor, params }) =>
    presentVectorSettings(await deleteVectorSettings(db, actor, params.vector_settings_id)),
  );
}
