import type { Dataset } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Guidelines } from '../Guidelines';
import { hasNoRecords } from '../progress';
import { useDatasetProgress, useMyMetrics } from '../queries';
import { formatServerTimestamp } from '../../../shared/format/timestamps';
import { EmptyDataset } from './EmptyDataset';
import { ProgressPanel } from './ProgressPanel';
import styles from './DatasetOverview.module.css';

export interface DatasetOverviewProps {
  dataset: Dataset;
  workspaceName: string | undefined;
  canManage: boolean;
}

/** What a dataset is about and how far along it is: its guidelines, your counts, the team's progress. */
export function DatasetOverview({ dataset, workspaceName, canManage }: DatasetOverviewProps) {
  const { t, i18n } = useTranslation();
  const guidelinesId = useId();
  const progress = useDatasetProgress(dataset.id);
  const metrics = useMyMetrics(dataset.id);
  const empty = hasNoRecords(progress.data, metrics.data);
  const total = progress.data?.total ?? metrics.data?.responses.total;

  return (
    <div className={styles.container} data-testid="dataset-overview">
      <header className={styles.intro}>
        <h1 className={styles.name}>{dataset.name}</h1>
        <p className={styles.meta}>
          {total !== undefined && <span>{t('dataset.overview.records', { count: total, formatted: new Intl.NumberFormat(i18n.language).format(total) })}</span>}
          <span>{t('dataset.overview.updated', { date: formatServerTimestamp(dataset.updated_at, i18n.language) })}</span>
        </p>
      </header>
      {empty && <EmptyDataset dataset={dataset} workspaceName={workspaceName} canManage={canManage} />}
      <div className={empty ? styles.single : styles.columns}>
        <section className={styles.guidelines} aria-labelledby={guidelinesId}>
          <h2 id={guidelinesId} className={styles.heading}>
            {t('dataset.guidelines.heading')}
          </h2>
          <Guidelines guidelines={dataset.guidelines} />
        </section>
        {!empty && (
          <ProgressPanel
            metrics={metrics.data}
            metricsLoading={metrics.isPending}
            progress={progress.data}
            progressLoading={progress.isPending}
          />
        )}
      </div>
    </div>
  );
}
