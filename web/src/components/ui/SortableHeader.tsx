import type { ReactNode } from 'react';
import { Icon, type IconProps } from './Icon';
import styles from './DataTable.module.css';

export type SortDirection = 'asc' | 'desc';

export interface ColumnHeaderProps {
  label: string;
  className?: string;
  /** A sortable column: its button's tooltip ("Sort by Name"), whether the table is sorted by it, and how. */
  sort?: { title: string; active: boolean; order: SortDirection; onSort: () => void };
}

/** A column header; a sortable one is a button that says the order it shows (`aria-sort`). */
export function ColumnHeader({ label, className, sort }: ColumnHeaderProps): ReactNode {
  return (
    <th
      scope="col"
      className={className}
      aria-sort={sort?.active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {sort ? (
        <button type="button" className={`${styles.sortButton} ${sort.active ? styles.sorted : ''}`} title={sort.title} onClick={sort.onSort}>
          <span className={styles.sortLabel}>{label}</span>
          <SortIcon order={sort.active ? sort.order : 'none'} size={14} className={styles.sortIcon} />
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** Two chevrons, the one of the order shown full. */
export function SortIcon({ order, ...props }: IconProps & { order: SortDirection | 'none' }) {
  return (
    <Icon strokeWidth={2.2} {...props}>
      <path d="m8 9 4-4 4 4" opacity={order === 'asc' ? 1 : 0.35} />
      <path d="m8 15 4 4 4-4" opacity={order === 'desc' ? 1 : 0.35} />
    </Icon>
  );
}
