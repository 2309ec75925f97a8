import type { Dataset } from '@gloss/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { NotFoundPanel } from '../../components/ui/NotFoundPanel';
import { PageSpinner } from '../../components/ui/Spinner';
import { isUnavailableDataset } from './access';
import styles from '../../components/ui/EmptyState.module.css';

export interface DatasetGateProps {
  datasetId: string | undefined;
  dataset: UseQueryResult<Dataset>;
  /** 1 where the gate's message is the page's main heading, 2 under a page title. */
  headingLevel: 1 | 2;
  children: (dataset: Dataset) => ReactNode;
}

/** Shows the page once the dataset is loaded; until then a spinner, and a clear message if it cannot be. */
export function DatasetGate({ datasetId, dataset, headingLevel, children }: DatasetGateProps) {
  if (!datasetId || (dataset.isError && isUnavailableDataset(dataset.error))) return <DatasetNotFound headingLevel={headingLevel} />;
  if (dataset.data) return <>{children(dataset.data)}</>;
  if (dataset.isError) return <DatasetLoadFailed headingLevel={headingLevel} onRetry={() => void dataset.refetch()} />;
  return <DatasetLoading />;
}

function DatasetLoading() {
  const { t } = useTranslation();
  return <PageSpinner label={t('dataset.loading')} />;
}

export function DatasetNotFound({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <NotFoundPanel
      testId="dataset-not-found"
      headingLevel={headingLevel}
      title={t('dataset.notFound.title')}
      text={t('dataset.notFound.text')}
      action={
        <Link to="/" className={styles.link}>
          {t('dataset.notFound.home')}
        </Link>
      }
    />
  );
}

function DatasetLoadFailed({ headingLevel, onRetry }: { headingLevel: 1 | 2; onRetry: () => void }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={`${styles.panel} ${styles.plain}`} role="alert" data-testid="dataset-load-failed">
      <Heading className={styles.title}>{t('dataset.loadFailed.title')}</Heading>
      <p className={styles.text}>{t('dataset.loadFailed.text')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
