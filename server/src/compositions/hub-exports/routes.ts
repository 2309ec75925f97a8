import { importEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import type { Route } from '../../http/route.js';
import { presentJob } from '../../features/jobs/presenter.js';
import type { JobRunner } from '../../features/jobs/runner.js';
import { datasetForHubExport, startHubExport } from './service.js';

export function registerHubExportRoutes(route: Route, db: Db, runner: JobRunner): void {
  const exporters = { resource: (actor: Actor, params: { dataset_id: string }) => datasetForHubExport(db, actor, params.dataset_id) };
  route(
    importEndpoints.exportToHub,
    async ({ actor, params, body }) => {
      const job = await startHubExport(db, actor, params.dataset_id, body);
      runner.wake();
      return presentJob(job);
    },
    exporters,
  );
}
