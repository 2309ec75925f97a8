import { teamEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { AgreementReports } from './report-cache.js';
import { getDatasetAgreement } from './service.js';

export function registerAgreementRoutes(route: Route, db: Db): void {
  const reports = new AgreementReports();
  route(teamEndpoints.getAgreement, async ({ actor, params }) => getDatasetAgreement(db, actor, params.dataset_id, reports));
}
