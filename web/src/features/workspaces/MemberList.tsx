import type { Me, User } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/Avatar';
import { PersonTag } from '../../components/ui/PersonTag';
import { Button } from '../../components/ui/Button';
import { canRemoveMember } from '../../shared/auth/people-actions';
import { notify } from '../../shared/toasts/store';
import { useRemoveMember } from './queries';
import { workspaceRefusal } from './workspace-view';
import roleColours from '../../components/ui/RoleColours.module.css';
import styles from './WorkspacesPage.module.css';

/** The members of one workspace, each with Remove where the viewer may remove them. */
export function MemberList({ viewer, workspace, members }: { viewer: Me; workspace: { id: string; name: string }; members: readonly User[] }) {
  const { t } = useTranslation();
  const remove = useRemoveMember(workspace.id);
  if (members.length === 0) return <p className={styles.muted}>{t('workspaces.members.empty')}</p>;

  function removeMember(user: User) {
    remove.mutate(user.id, {
      onSuccess: () =>
        notify({ message: t('workspaces.toasts.removed', { username: user.username, workspace: workspace.name }), type: 'success' }),
      onError: (error) => {
        const refusal = workspaceRefusal('remove', error);
        notify({ message: t(refusal.key, refusal.values), type: 'danger' });
      },
    });
  }

  return (
    <ul className={styles.members} aria-label={t('workspaces.members.heading')} data-testid="workspace-members">
      {members.map((user) => (
        <li key={user.id} className={styles.member} data-username={user.username}>
          <Avatar username={user.username} />
          <span className={styles.memberNames}>
            <span className={styles.memberName}>
              {[user.first_name, user.last_name].filter(Boolean).join(' ') || user.username}
              {user.id === viewer.id && <PersonTag label={t('workspaces.you')} />}
            </span>
            <span className={styles.memberUsername}>{user.username}</span>
          </span>
          <span className={`${styles.role} ${roleColours[user.role]}`}>{t(`common.roles.${user.role}`)}</span>
          {/* A slot of its own even when empty, so the role badges line up down the list. */}
          <span className={styles.memberAction}>
            {canRemoveMember(viewer, user.id) && (
              <Button
                size="small"
                variant="ghost"
                className={styles.removeButton}
                aria-label={t('workspaces.actions.removeOf', { username: user.username, workspace: workspace.name })}
                disabled={remove.isPending && remove.variables === user.id}
                onClick={() => removeMember(user)}
              >
                {t('workspaces.actions.remove')}
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
