import type { Me, User } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { workspaceActionsFor } from '../../shared/auth/people-actions';
import { formatDate, parseServerTimestamp } from '../../shared/format/timestamps';
import { workspaceDatasetsPath } from '../../shared/routing/paths';
import { MemberList } from './MemberList';
import { MemberPicker } from './MemberPicker';
import type { WorkspaceRow } from './workspace-view';
import styles from './WorkspacesPage.module.css';

export interface WorkspaceDetailProps {
  viewer: Me;
  row: WorkspaceRow;
  /** Undefined while loading. */
  members: readonly User[] | undefined;
  membersFailed: boolean;
  /** Every account, for the picker (owners only). */
  users: readonly User[];
  onDelete: () => void;
}

/** One workspace: what it holds, who is in it, and what the viewer may change. */
export function WorkspaceDetail({ viewer, row, members, membersFailed, users, onDelete }: WorkspaceDetailProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const membersId = useId();
  const { workspace, datasetNames } = row;
  const actions = workspaceActionsFor(viewer.role);
  const created = parseServerTimestamp(workspace.inserted_at);
  return (
    <section className={styles.detail} aria-labelledby={headingId} data-testid="workspace-detail">
      <div className={styles.detailHeader}>
        <div>
          <h2 id={headingId} className={styles.detailTitle}>
            {workspace.name}
          </h2>
          <p className={styles.meta}>
            {created && <span>{t('workspaces.created', { date: formatDate(created, i18n.language) })}</span>}
            <span>{t('workspaces.datasetsCount', { count: datasetNames.length })}</span>
            {datasetNames.length > 0 && <Link to={workspaceDatasetsPath(workspace.name)}>{t('workspaces.openDatasets')}</Link>}
          </p>
        </div>
        {actions.delete && (
          <Button variant="secondary" className={styles.deleteButton} onClick={onDelete}>
            {t('workspaces.actions.delete')}
          </Button>
        )}
      </div>
      <h3 id={membersId} className={styles.sectionTitle}>
        {t('workspaces.members.heading')}
        {members && <span className={styles.count}>{members.length}</span>}
      </h3>
      {actions.addMember && members && <MemberPicker workspace={workspace} users={users} members={members} />}
      {membersFailed ? (
        <p className={styles.muted} role="alert">
          {t('workspaces.membersFailed')}
        </p>
      ) : members ? (
        <MemberList viewer={viewer} workspace={workspace} members={members} />
      ) : (
        <p className={styles.muted}>{t('common.loading')}</p>
      )}
    </section>
  );
}
