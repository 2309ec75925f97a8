import type { Job } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../shared/format/numbers';
import { formatCount } from './format';
import { JobProgressBar } from './JobProgressBar';
import { jobPath } from './paths';
import { oneOrMany } from './plural';
import { rowProgress } from './row-progress';
import styles from './ActiveImportProgress.module.css';

/**
 * A dataset's import still to run or running, in its row of the datasets list: "Importing… 45%" (or the
 * rows imported so far) over a small bar, the whole a link to the job's page.
 */
export function ActiveImportProgress({ job, datasetName }: { job: Job; datasetName: string }) {
  const { t, i18n } = useTranslation();
  const progress = rowProgress(job);
  const text =
    progress.kind === 'queued'
      ? t('jobs.row.queued')
      : progress.kind === 'share'
        ? t('jobs.row.importing', { percent: numberFormat(i18n.language, { style: 'percent' }).format(progress.percent / 100) })
        : t(`jobs.row.imported${oneOrMany(progress.imported)}`, { count: formatCount(progress.imported, i18n.language) });
  return (
    <Link
      to={jobPath(job.id)}
      className={styles.link}
      aria-label={t('jobs.row.link', { name: datasetName, progress: text })}
      title={t('jobs.row.link', { name: datasetName, progress: text })}
      data-testid="dataset-import-progress"
    >
      <span className={styles.text}>{text}</span>
      {progress.kind !== 'queued' && (
        <JobProgressBar share={progress.share} label={t('jobs.row.label', { name: datasetName })} valueText={text} size="small" />
      )}
    </Link>
  );
}
