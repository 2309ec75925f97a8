import type { User } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildQuery } from '../../shared/api/query-params';
import type { WorkspaceRow } from './workspace-view';
import styles from './WorkspacesPage.module.css';

/** The workspaces, each a link that opens it beside the list (in the URL, so Back works). */
export function WorkspaceList({
  rows,
  selectedId,
  membersOf,
}: {
  rows: readonly WorkspaceRow[];
  selectedId: string | null;
  membersOf: (workspaceId: string) => readonly User[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('workspaces.listLabel')} className={styles.list}>
      <ul>
        {rows.map(({ workspace, datasetNames }) => {
          const members = membersOf(workspace.id);
          const current = workspace.id === selectedId;
          return (
            <li key={workspace.id}>
              <Link
                to={{ search: buildQuery({ workspace: workspace.name }) }}
                className={`${styles.listItem} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <span className={styles.listName}>{workspace.name}</span>
                <span className={styles.listMeta}>
                  {t('workspaces.datasetsCount', { count: datasetNames.length })}
                  {members && ` · ${t('workspaces.membersCount', { count: members.length })}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
