import { progressEndpoints, teamEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { getDatasetProgress, getMetadataMetrics, getMyMetrics, getUsersProgress } from './service.js';
import { getTeamProgress } from './team-progress.js';

export function registerProgressRoutes(route: Route, db: Db): void {
  const e = progressEndpoints;
  route(e.getMyMetrics, async ({ actor, params }) => getMyMetrics(db, actor, params.dataset_id));
  route(e.getDatasetProgress, async ({ actor, params }) => getDatasetProgress(db, actor, params.dataset_id));
  route(e.getUsersProgress, async ({ actor, params }) => getUsersProgress(db, actor, params.dataset_id));
  route(e.getMetadataMetrics, async ({ actor, params }) => getMetadataMetrics(db, actor, params.metadata_property_id));
  route(teamEndpoints.getTeamProgress, async ({ actor, params }) => getTeamProgress(db, actor, params.dataset_id));
}
