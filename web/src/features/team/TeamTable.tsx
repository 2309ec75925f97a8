import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import type { SortOrder, TeamMember, TeamSort } from './team-view';
import { TeamRow } from './TeamRow';
import styles from './TeamTable.module.css';

interface Column {
  key: TeamSort | 'workspaces' | 'actions';
  labelKey: string;
  sortable: boolean;
  className?: string;
}

const COLUMNS: readonly Column[] = [
  { key: 'person', labelKey: 'team.columns.person', sortable: true, className: styles.personColumn },
  { key: 'role', labelKey: 'team.columns.role', sortable: true, className: styles.roleColumn },
  { key: 'workspaces', labelKey: 'team.columns.workspaces', sortable: false, className: styles.workspacesColumn },
  { key: 'created', labelKey: 'team.columns.created', sortable: true, className: styles.createdColumn },
  { key: 'lastSignIn', labelKey: 'team.columns.lastSignIn', sortable: true, className: styles.signInColumn },
  { key: 'actions', labelKey: 'team.columns.actions', sortable: false, className: styles.actionsColumn },
];

export interface TeamTableProps {
  members: readonly TeamMember[];
  viewerId: string;
  sort: TeamSort;
  order: SortOrder;
  onSort: (sort: TeamSort) => void;
  /** Owners only: the last sign-in is theirs to read, and the row actions theirs to take. */
  showLastSignIn: boolean;
  actionsOf?: (member: TeamMember) => ReactNode;
}

export function TeamTable({ members, viewerId, sort, order, onSort, showLastSignIn, actionsOf }: TeamTableProps) {
  const { t } = useTranslation();
  const columns = COLUMNS.filter(
    (column) => (column.key !== 'lastSignIn' || showLastSignIn) && (column.key !== 'actions' || actionsOf),
  );
  return (
    <div className={styles.frame}>
      <table className={styles.table} data-testid="team-table">
        <caption className="visually-hidden">{t('team.tableCaption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const label = t(column.labelKey);
              const active = column.key === sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.className}
                  aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      className={`${styles.sortButton} ${active ? styles.sorted : ''}`}
                      title={t('team.sortBy', { column: label })}
                      onClick={() => onSort(column.key as TeamSort)}
                    >
                      {label}
                      <SortIcon order={active ? order : 'none'} />
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <TeamRow
              key={member.user.id}
              member={member}
              isViewer={member.user.id === viewerId}
              showLastSignIn={showLastSignIn}
              actions={actionsOf?.(member)}
              withActions={Boolean(actionsOf)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ order }: { order: SortOrder | 'none' }) {
  return (
    <Icon size={14} strokeWidth={2.2} className={styles.sortIcon}>
      <path d="m8 9 4-4 4 4" opacity={order === 'asc' ? 1 : 0.35} />
      <path d="m8 15 4 4 4-4" opacity={order === 'desc' ? 1 : 0.35} />
    </Icon>
  );
}
