import { useTranslation } from 'react-i18next';
import { ProgressSkeleton } from '../../components/ui/ProgressBar';
import { ColumnHeader } from '../../components/ui/SortableHeader';
import table from '../../components/ui/DataTable.module.css';
import { DatasetRow } from './DatasetRow';
import type { DatasetListItem, SortColumn, SortOrder } from './list-state';
import styles from './DatasetTable.module.css';

interface Column {
  sort: SortColumn;
  labelKey: string;
  /** Hides the column on narrow screens. */
  className?: string;
}

const COLUMNS: readonly Column[] = [
  { sort: 'name', labelKey: 'datasets.columns.name', className: styles.nameColumn },
  { sort: 'workspace', labelKey: 'datasets.columns.workspace', className: styles.workspaceColumn },
  { sort: 'created_at', labelKey: 'datasets.columns.created', className: `${styles.dateColumn} ${styles.created}` },
  { sort: 'updated_at', labelKey: 'datasets.columns.updated', className: styles.dateColumn },
  { sort: 'progress', labelKey: 'datasets.columns.progress', className: styles.progressColumn },
];

const SKELETON_ROWS = 6;

export interface DatasetTableProps {
  items: readonly DatasetListItem[];
  sort: SortColumn;
  order: SortOrder;
  onSort: (column: SortColumn) => void;
  canManage: boolean;
  /** Draws placeholder rows while the list loads. */
  loading?: boolean;
}

export function DatasetTable({ items, sort, order, onSort, canManage, loading = false }: DatasetTableProps) {
  const { t } = useTranslation();
  return (
    <div className={table.frame}>
      <table className={`${table.table} ${styles.table}`} aria-busy={loading || undefined}>
        <caption className="visually-hidden">{t('datasets.tableCaption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const label = t(column.labelKey);
              return (
                <ColumnHeader
                  key={column.sort}
                  label={label}
                  className={column.className}
                  sort={{ title: t('datasets.sortBy', { column: label }), active: column.sort === sort, order, onSort: () => onSort(column.sort) }}
                />
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)
            : items.map((item) => <DatasetRow key={item.dataset.id} item={item} canManage={canManage} />)}
        </tbody>
      </table>
    </div>
  );
}

function SkeletonRow() {
  return (
    <tr className={styles.skeletonRow} aria-hidden="true">
      <td>
        <span className={styles.textSkeleton} style={{ width: '55%' }} />
      </td>
      <td className={styles.workspace}>
        <span className={styles.textSkeleton} style={{ width: '60%' }} />
      </td>
      <td className={styles.created}>
        <span className={styles.textSkeleton} style={{ width: '70%' }} />
      </td>
      <td>
        <span className={styles.textSkeleton} style={{ width: '70%' }} />
      </td>
      <td>
        <ProgressSkeleton />
      </td>
    </tr>
  );
}
