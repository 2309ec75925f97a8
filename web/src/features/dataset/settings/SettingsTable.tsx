import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import styles from './SettingsTable.module.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Narrow columns that hold a number or a short word. */
  compact?: boolean;
}

export interface SettingsTableProps<T> {
  labelledBy: string;
  query: UseQueryResult<T[]>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  emptyText: string;
  testId?: string;
}

const SKELETON_ROWS = 2;

/** A read-only list of a dataset's settings (fields, questions…), with its loading and failed states. */
export function SettingsTable<T>({ labelledBy, query, columns, rowKey, emptyText, testId }: SettingsTableProps<T>) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div className={styles.message} role="alert">
        <span>{t('dataset.settings.listFailed')}</span>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (query.data && query.data.length === 0) return <p className={styles.message}>{emptyText}</p>;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-labelledby={labelledBy} aria-busy={query.isPending} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.compact ? styles.compact : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {query.data
            ? query.data.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.compact ? styles.compact : undefined}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column.key}>
                      <span className={styles.skeleton} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

/** A small pill naming a type (text, rating…). */
export function TypeBadge({ children }: { children: ReactNode }) {
  return <span className={styles.type}>{children}</span>;
}

/** Setting names are identifiers people type in code, so they are shown as code. */
export function SettingName({ children }: { children: ReactNode }) {
  return <code className={styles.name}>{children}</code>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <span className={styles.muted}>{children}</span>;
}
