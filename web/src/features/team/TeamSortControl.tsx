import { useTranslation } from 'react-i18next';
import { SortIcon } from '../../components/ui/SortableHeader';
import type { SortOrder, TeamSort } from './team-view';
import styles from './TeamToolbar.module.css';

const SORT_LABELS: Record<TeamSort, string> = {
  person: 'team.columns.person',
  role: 'team.columns.role',
  created: 'team.columns.created',
  lastSignIn: 'team.columns.lastSignIn',
};

export interface TeamSortControlProps {
  sort: TeamSort;
  order: SortOrder;
  /** Owners only: the last sign-in is theirs to read, and to sort by. */
  withLastSignIn: boolean;
  onSort: (sort: TeamSort) => void;
  onReverse: () => void;
}

/** The sort of the narrow layout's cards, which have no column headers to click. */
export function TeamSortControl({ sort, order, withLastSignIn, onSort, onReverse }: TeamSortControlProps) {
  const { t } = useTranslation();
  const sorts = (Object.keys(SORT_LABELS) as TeamSort[]).filter((key) => key !== 'lastSignIn' || withLastSignIn);
  const orderName = t(order === 'asc' ? 'team.sort.ascending' : 'team.sort.descending');
  return (
    <div className={styles.sort}>
      <label className={styles.sortLabel}>
        <span>{t('team.sort.label')}</span>
        <select value={sort} onChange={(event) => onSort(event.target.value as TeamSort)}>
          {sorts.map((key) => (
            <option key={key} value={key}>
              {t(SORT_LABELS[key])}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.order} onClick={onReverse} aria-label={orderName} title={orderName}>
        <SortIcon order={order} size={16} />
      </button>
    </div>
  );
}
