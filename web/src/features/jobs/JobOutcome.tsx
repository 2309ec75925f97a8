import type { Job } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { annotationPath, settingsPath } from '../../shared/routing/paths';
import { formatCount } from './format';
import { jobPhase } from './job-status';
import { oneOrMany } from './plural';
import { ServerMessage } from './ServerMessage';
import buttons from '../../components/ui/Button.module.css';
import styles from './JobPage.module.css';

/**
 * What came of a job once it is over: finished (with the way to the records, or to the repo), failed
 * (with the server's reason as it words it), or canceled (with how far it got). Nothing while it runs.
 */
export function JobOutcome({ job }: { job: Job }) {
  const phase = jobPhase(job.status);
  if (phase === 'finished') return job.kind === 'import' ? <ImportFinished job={job} /> : <ExportFinished job={job} />;
  if (phase === 'failed') return <JobFailed job={job} />;
  if (phase === 'canceled') return <JobCanceled job={job} />;
  return null;
}

function ImportFinished({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const { rows_written: written, rows_refused: refused } = job.progress;
  const values = { written: formatCount(written, i18n.language), refused: formatCount(refused, i18n.language) };
  return (
    <div className={`${styles.outcome} ${styles.outcomeSuccess}`} data-testid="job-outcome">
      <p className={styles.outcomeTitle}>
        {refused === 0 ? t('jobs.outcome.imported', values) : t(`jobs.outcome.importedWithRefused${oneOrMany(refused)}`, values)}
      </p>
      <div className={styles.outcomeActions}>
        <ButtonLink to={settingsPath(job.dataset_id)}>{t('jobs.actions.settings')}</ButtonLink>
        <ButtonLink to={annotationPath(job.dataset_id)} variant="primary">
          {t('jobs.actions.startAnnotating')}
        </ButtonLink>
      </div>
    </div>
  );
}

function ExportFinished({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`${styles.outcome} ${styles.outcomeSuccess}`} data-testid="job-outcome">
      <p className={styles.outcomeTitle}>
        {t('jobs.outcome.exported', { written: formatCount(job.progress.rows_written, i18n.language), repo: job.target?.repo_id ?? '' })}
      </p>
      <div className={styles.outcomeActions}>
        <ButtonLink to={annotationPath(job.dataset_id)}>{t('jobs.actions.backToDataset')}</ButtonLink>
        {job.url && <HubLink url={job.url} primary />}
      </div>
    </div>
  );
}

function JobFailed({ job }: { job: Job }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.outcome} ${styles.outcomeDanger}`} role="alert" data-testid="job-outcome">
      <div className={styles.outcomeText}>
        <p className={styles.outcomeTitle}>{t(`jobs.outcome.failed.${job.kind}`)}</p>
        {job.error && (
          <p className={styles.serverWords} data-testid="job-error">
            <ServerMessage text={job.error} />
          </p>
        )}
        {job.kind === 'import' && job.progress.rows_written > 0 && <p>{t('jobs.outcome.keptImport')}</p>}
      </div>
    </div>
  );
}

function JobCanceled({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const { rows_read: read, rows_written: written, rows_refused: refused } = job.progress;
  const count = (value: number) => formatCount(value, i18n.language);
  const text =
    job.started_at === null && read === 0
      ? t('jobs.outcome.canceledBefore')
      : t(job.kind === 'import' ? 'jobs.outcome.canceledImport' : 'jobs.outcome.canceledExport', {
          read: count(read),
          written: count(written),
          refused: count(refused),
        });
  return (
    <div className={`${styles.outcome} ${styles.outcomeWarning}`} data-testid="job-outcome">
      <p>{text}</p>
      {job.kind === 'import' && written > 0 && (
        <div className={styles.outcomeActions}>
          <ButtonLink to={annotationPath(job.dataset_id)}>{t('jobs.actions.backToDataset')}</ButtonLink>
        </div>
      )}
    </div>
  );
}

/** The exported repo on the Hub, in a new tab: the job's page stays where it is. */
export function HubLink({ url, primary = false }: { url: string; primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={[buttons.button, primary ? buttons.primary : buttons.secondary, buttons.link].join(' ')}
    >
      {t('jobs.actions.openRepo')}
      <ExternalIcon />
    </a>
  );
}

function ExternalIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path
        d="M9.5 2.5h4v4M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
