import { useTranslation } from 'react-i18next';
import { ProgressBar, ProgressSkeleton, progressPercent } from '../../components/ui/ProgressBar';
import { useDatasetProgress } from './queries';
import styles from './DatasetTable.module.css';
import { numberFormat } from '../../shared/format/numbers';

/** "N left" above a bar of the team's completed share; a dash when progress could not be loaded. */
export function ProgressCell({ datasetId, datasetName }: { datasetId: string; datasetName: string }) {
  const { t, i18n } = useTranslation();
  const progress = useDatasetProgress(datasetId);

  if (progress.isPending) {
    return (
      <div className={styles.progress} aria-busy="true">
        <span className={`${styles.progressText} ${styles.textSkeleton}`} aria-hidden="true" />
        <ProgressSkeleton />
      </div>
    );
  }
  if (!progress.data) {
    const unavailable = t('datasets.progress.unavailable');
    return (
      <span className={`${styles.onTop} ${styles.dash}`} title={unavailable}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{unavailable}</span>
      </span>
    );
  }

  const { completed, total } = progress.data;
  const numbers = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  const summary = t('datasets.progress.summary', {
    completed: numbers.format(completed),
    total: numbers.format(total),
    percent: numbers.format(progressPercent(completed, total)),
  });
  return (
    <div className={`${styles.progress} ${styles.onTop}`} title={summary}>
      <span className={styles.progressText}>
        {total === 0 ? t('datasets.progress.noRecords') : t('datasets.progress.left', { left: numbers.format(total - completed) })}
      </span>
      {total > 0 && <ProgressBar completed={completed} total={total} label={t('datasets.progress.label', { name: datasetName })} />}
    </div>
  );
}
