import { teamEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { AgreementReports } from './report-cache.js';
import { getDatasetAgreement } from './service.js';

/** `clock`: the server's, which says when the answers a report rests on are old enough for it to be kept. */
export function registerAgreementRoutes(route: Route, db: Db, clock: () => number = Date.now): void {
  const reports = new AgreementReports(clock);
  route(teamEndpoints.getAgreement, async ({ actor, params }) => getDatasetAgreement(db, actor, params.dataset_id, reports));
}
