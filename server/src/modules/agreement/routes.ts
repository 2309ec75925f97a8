import { teamEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { getDatasetAgreement } from './service.js';

export function registerAgreementRoutes(route: Route, db: Db): void {
  route(teamEndpoints.getAgreement, async ({ actor, params }) => getDatasetAgreement(db, actor, params.dataset_id));
}
