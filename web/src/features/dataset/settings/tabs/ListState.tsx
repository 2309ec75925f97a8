import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/ui/LoadFailed';
import { Spinner } from '../../../../components/ui/Spinner';
import styles from './tabs.module.css';

/** A tab's list while it loads, when it failed (with Retry), empty, or its items. */
export function ListState<T>({ query, empty, children }: { query: UseQueryResult<T[]>; empty?: string; children: (items: T[]) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return <LoadFailed message={t('dataset.settings.listFailed')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Spinner label="…" />;
  if (query.data.length === 0 && empty) return <p className={styles.muted}>{empty}</p>;
  return <>{children(query.data)}</>;
}
