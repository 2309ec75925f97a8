import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workspaceDatasetsPath } from '../../shared/routing/paths';
import { useMyWorkspaces } from './queries';
import styles from './WorkspaceBadges.module.css';

const SKELETON_WIDTHS = [72, 96, 60];

/** The person's workspaces, each a way into its datasets. */
export function WorkspaceBadges() {
  const { t } = useTranslation();
  const { data: workspaces, isPending, isError } = useMyWorkspaces();
  if (isPending) {
    return (
      <span className={styles.list} role="status" aria-label={t('userSettings.profile.workspacesLoading')}>
        {SKELETON_WIDTHS.map((width) => (
          <span key={width} className={styles.skeleton} style={{ width }} />
        ))}
      </span>
    );
  }
  if (isError) return <span className={styles.muted}>{t('userSettings.profile.workspacesFailed')}</span>;
  if (workspaces.length === 0) return <span className={styles.muted}>{t('userSettings.profile.noWorkspaces')}</span>;
  return (
    <ul className={styles.list} data-testid="workspace-badges">
      {workspaces.map((workspace) => (
        <li key={workspace.id}>
          <Link className={styles.badge} to={workspaceDatasetsPath(workspace.name)}>
            {workspace.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
