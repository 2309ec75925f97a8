import { importEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentJob } from './presenter.js';
import type { JobRunner } from './runner.js';
import { cancelJob, jobForManaging, listJobs, refusedRowsFile } from './service.js';

export function registerJobRoutes(route: Route, db: Db, runner: JobRunner): void {
  const e = importEndpoints;
  route(e.getJob, async ({ actor, params }) => presentJob(await jobForManaging(db, actor, params.job_id)));
  route(e.listJobs, async ({ actor, query }) => ({ items: (await listJobs(db, actor, query)).map((job) => presentJob(job)) }));
  route(e.cancelJob, async ({ actor, params }) => {
    const { job, wasActive } = await cancelJob(db, actor, params.job_id);
    if (wasActive) runner.interrupt(job.id);
    return presentJob(job);
  });
  route(e.downloadRefusedRows, async ({ actor, params, answerWithFile }) => {
    const file = await refusedRowsFile(db, actor, params.job_id);
    answerWithFile({ stream: file.stream, contentType: 'text/csv; charset=utf-8; header=present', filename: file.filename });
    return undefined;
  });
}
