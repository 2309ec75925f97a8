import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/Avatar';
import { formatServerTimestamp, formatDate, formatTimestamp, parseServerTimestamp } from '../../shared/format/timestamps';
import type { TeamMember } from './team-view';
import roleColours from '../../components/ui/RoleColours.module.css';
import styles from './TeamTable.module.css';

export interface TeamRowProps {
  member: TeamMember;
  isViewer: boolean;
  showLastSignIn: boolean;
  withActions: boolean;
  actions: ReactNode;
}

/** One person: who, role, workspaces, when they joined and last signed in, and what can be done. */
export function TeamRow({ member, isViewer, showLastSignIn, withActions, actions }: TeamRowProps) {
  const { t, i18n } = useTranslation();
  const { user, workspaces } = member;
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const created = parseServerTimestamp(user.inserted_at);
  return (
    <tr className={styles.row} data-testid="team-row" data-username={user.username}>
      <td>
        <div className={styles.person}>
          <Avatar username={user.username} />
          <div className={styles.names}>
            <span className={styles.fullName}>
              {fullName || user.username}
              {isViewer && <span className={styles.you}>{t('team.you')}</span>}
            </span>
            <span className={styles.username}>{user.username}</span>
          </div>
        </div>
      </td>
      <td>
        <span className={`${styles.role} ${roleColours[user.role]}`} data-testid="team-role">
          {t(`common.roles.${user.role}`)}
        </span>
      </td>
      <td className={styles.workspaces}>
        {workspaces === 'all' ? (
          <span className={styles.muted}>{t('team.allWorkspaces')}</span>
        ) : workspaces.length === 0 ? (
          <span className={styles.muted}>{t('team.noWorkspaces')}</span>
        ) : (
          <ul className={styles.badges} aria-label={t('team.columns.workspaces')}>
            {workspaces.map((name) => (
              <li key={name} className={styles.badge}>
                {name}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={styles.date} title={created ? formatTimestamp(created, i18n.language) : undefined}>
        {created ? formatDate(created, i18n.language) : '—'}
      </td>
      {showLastSignIn && (
        <td className={styles.date} data-testid="team-last-sign-in">
          {user.last_signed_in_at ? (
            formatServerTimestamp(user.last_signed_in_at, i18n.language)
          ) : (
            <span className={styles.muted}>{t('team.never')}</span>
          )}
        </td>
      )}
      {withActions && <td className={styles.actions}>{actions}</td>}
    </tr>
  );
}
