import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnHeader } from '../../components/ui/SortableHeader';
import table from '../../components/ui/DataTable.module.css';
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
    <div className={table.frame}>
      <table className={table.table} data-testid="team-table">
        <caption className="visually-hidden">{t('team.tableCaption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const label = t(column.labelKey);
              return (
                <ColumnHeader
                  key={column.key}
                  label={label}
                  className={column.className}
                  sort={
                    column.sortable
                      ? { title: t('team.sortBy', { column: label }), active: column.key === sort, order, onSort: () => onSort(column.key as TeamSort) }
                      : undefined
                  }
                />
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
