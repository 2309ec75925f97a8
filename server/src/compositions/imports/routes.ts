import { importEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import type { Route } from '../../http/route.js';
import { presentJob } from '../../features/jobs/presenter.js';
import type { JobRunner } from '../../features/jobs/runner.js';
import { uploadPolicy } from '../../features/uploads/policy.js';
import type { UploadStorage } from '../../features/uploads/storage.js';
import type { HubClient } from '../../hub/index.js';
import { lookUpHubDataset, previewHubSplit } from './hub-lookups.js';
import { datasetForImporting, startFileImport, startHubImport } from './service.js';

export function registerImportRoutes(route: Route, db: Db, dependencies: { hub: HubClient; uploads: UploadStorage; runner: JobRunner }): void {
  const e = importEndpoints;
  const { hub, uploads, runner } = dependencies;
  const importers = { resource: (actor: Actor, params: { dataset_id: string }) => datasetForImporting(db, actor, params.dataset_id) };
  const uploaders = { policy: uploadPolicy.upload };
  route(e.lookUpHubDataset, async ({ actor, body }) => lookUpHubDataset(db, hub, actor, body), uploaders);
  route(e.previewHubSplit, async ({ actor, body }) => previewHubSplit(db, hub, actor, body), uploaders);
  route(
    e.importFromHub,
    async ({ actor, params, body }) => {
      const job = await startHubImport(db, hub, actor, params.dataset_id, body);
      runner.wake();
      return presentJob(job);
    },
    importers,
  );
  route(
    e.importFromUpload,
    async ({ actor, params, body }) => {
      const job = await startFileImport(db, uploads, actor, params.dataset_id, body);
      runner.wake();
      return presentJob(job);
    },
    importers,
  );
}
