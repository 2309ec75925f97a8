import type { Dataset, Job } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Breadcrumb } from '../../components/layout/Header';
import { InternalLayout } from '../../components/layout/InternalLayout';
import { AccessDenied } from '../../components/ui/AccessDenied';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { NotFoundPanel } from '../../components/ui/NotFoundPanel';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../shared/auth/queries';
import { annotationPath, HOME_PATH } from '../../shared/routing/paths';
import { CancelJob } from './CancelJob';
import { JobDetails } from './JobDetails';
import { jobPhase } from './job-status';
import { JobOutcome } from './JobOutcome';
import { JobProgressCard } from './JobProgressCard';
import { isUnavailableJob, mayFollowJobs } from './polling';
import { useJob, useJobDataset } from './queries';
import { RefusedRows } from './RefusedRows';
import styles from './JobPage.module.css';

/**
 * `/jobs/:jobId`: an import's or an export's progress, followed every second while it runs, and what came
 * of it. Owners and the dataset's admins; annotators are told it is not theirs without asking the server.
 */
export function JobPage() {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  const { data: viewer } = useCurrentUser();
  const allowed = mayFollowJobs(viewer?.role);
  const job = useJob(jobId, allowed);
  const dataset = useJobDataset(job.data?.dataset_id);
  // Which job a cancel was asked for: kept by id, so another job's page does not inherit it.
  const [cancelRequestedFor, setCancelRequestedFor] = useState<string | null>(null);
  // Asked here, or (after a reload, or from elsewhere) said by the job itself.
  const cancelRequested = cancelRequestedFor === jobId || job.data?.cancel_requested === true;

  const title = job.data ? jobTitle(job.data, dataset.data, t) : t('jobs.breadcrumb.unknown');
  return (
    <InternalLayout
      breadcrumbs={jobBreadcrumbs(job.data, dataset.data, t)}
      title={title}
      titleActions={
        job.data &&
        !isUnavailableJob(job.error) && (
          <CancelJob job={job.data} requested={cancelRequested} onRequested={() => setCancelRequestedFor(jobId)} />
        )
      }
    >
      {!viewer ? (
        <PageSpinner label={t('common.loading')} />
      ) : !allowed ? (
        <AccessDenied
          title={t('jobs.notAllowed.title')}
          text={t('jobs.notAllowed.text')}
          action={<ButtonLink to={HOME_PATH}>{t('jobs.notAllowed.back')}</ButtonLink>}
        />
      ) : isUnavailableJob(job.error) ? (
        <NotFoundPanel
          title={t('jobs.notFound.title')}
          text={t('jobs.notFound.text')}
          headingLevel={2}
          action={<ButtonLink to={HOME_PATH}>{t('jobs.notFound.back')}</ButtonLink>}
          testId="job-not-found"
        />
      ) : job.data ? (
        <div className={styles.page}>
          <JobProgressCard job={job.data} cancelRequested={cancelRequested} />
          <JobOutcome job={job.data} />
          <JobDetails job={job.data} dataset={dataset.data} />
          {job.data.kind === 'import' && jobPhase(job.data.status) !== 'queued' && <RefusedRows job={job.data} />}
        </div>
      ) : job.isError ? (
        <LoadFailed message={t('jobs.loadFailed')} onRetry={() => void job.refetch()} />
      ) : (
        <PageSpinner label={t('common.loading')} />
      )}
    </InternalLayout>
  );
}

type Translate = (key: string, values?: Record<string, string>) => string;

function jobTitle(job: Job, dataset: Dataset | undefined, t: Translate): string {
  return dataset ? t(`jobs.title.${job.kind}`, { name: dataset.name }) : t(`jobs.breadcrumb.${job.kind}`);
}

/** Home › dataset › Import (or Export to the Hub): the dataset's crumb leads to its records. */
function jobBreadcrumbs(job: Job | undefined, dataset: Dataset | undefined, t: Translate): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ label: t('header.home'), to: HOME_PATH }];
  if (job && dataset) crumbs.push({ label: dataset.name, to: annotationPath(job.dataset_id) });
  crumbs.push({ label: t(`jobs.breadcrumb.${job?.kind ?? 'unknown'}`) });
  return crumbs;
}
