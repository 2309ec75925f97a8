import { datasetEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { datasetForManaging } from './access.js';
import { datasetPolicy } from './policy.js';
import { presentDataset } from './presenter.js';
import { createDataset, deleteDataset, getDataset, listMyDatasets, publishDataset, updateDataset } from './service.js';

export function registerDatasetRoutes(route: Route, db: Db): void {
  const e = datasetEndpoints;
  route(e.listMyDatasets, async ({ actor, query }) => ({
    items: (await listMyDatasets(db, actor, query)).map(presentDataset),
  }));
  route(e.getDataset, async ({ actor, params }) => presentDataset(await getDataset(db, actor, params.dataset_id)));
  route(e.createDataset, async ({ actor, body }) => presentDataset(await createDataset(db, actor, body)), {
    policy: datasetPolicy.createInSomeWorkspace,
  });
  route(e.updateDataset, async ({ actor, params, body }) => presentDataset(await updateDataset(db, actor, params.dataset_id, body)), {
    resource: (actor, params) => datasetForManaging(db, actor, params.dataset_id),
  });
  route(e.deleteDataset, async ({ actor, params }) => presentDataset(await deleteDataset(db, actor, params.dataset_id)));
  route(e.publishDataset, async ({ actor, params }) => presentDataset(await publishDataset(db, actor, params.dataset_id)));
}
