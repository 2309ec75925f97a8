import type { User } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/Avatar';
import { PersonTag } from '../../components/ui/PersonTag';
import roleColours from '../../components/ui/RoleColours.module.css';
import { formatDate, formatServerTimestamp, formatTimestamp, parseServerTimestamp } from '../../shared/format/timestamps';
import type { TeamMember } from './team-view';
import styles from './MemberParts.module.css';

/*
 * What the table's row and the narrow layout's card show of a person, one way: who (the avatar, the name
 * where there is one, the username), the role, the workspaces and the dates.
 */

export function fullNameOf(user: User): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}

/** Who: the name on top where there is one, the username always; a long one is cut with its whole text as a tooltip. */
export function PersonName({ user, isViewer }: { user: User; isViewer: boolean }) {
  const { t } = useTranslation();
  const fullName = fullNameOf(user);
  return (
    <div className={styles.person}>
      <Avatar username={user.username} />
      <div className={styles.names}>
        <span className={styles.primary}>
          {fullName ? (
            <span className={styles.fullName} title={fullName} data-testid="team-name">
              {fullName}
            </span>
          ) : (
            <span className={styles.fullName} title={user.username} data-testid="team-username">
              {user.username}
            </span>
          )}
          {isViewer && <PersonTag label={t('team.you')} />}
        </span>
        {fullName && (
          <span className={styles.username} title={user.username} data-testid="team-username">
            {user.username}
          </span>
        )}
      </div>
    </div>
  );
}

export function RoleBadge({ role }: { role: User['role'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.role} ${roleColours[role]}`} data-testid="team-role">
      {t(`common.roles.${role}`)}
    </span>
  );
}

export function WorkspaceBadges({ workspaces }: { workspaces: TeamMember['workspaces'] }) {
  const { t } = useTranslation();
  if (workspaces === 'all') return <span className={styles.muted}>{t('team.allWorkspaces')}</span>;
  if (workspaces.length === 0) return <span className={styles.muted}>{t('team.noWorkspaces')}</span>;
  return (
    <ul className={styles.badges} aria-label={t('team.columns.workspaces')}>
      {workspaces.map((name) => (
        <li key={name} className={styles.badge} title={name}>
          {name}
        </li>
      ))}
    </ul>
  );
}

/** When the account was made: the day, with the time as a tooltip. */
export function CreatedDate({ user }: { user: User }) {
  const { i18n } = useTranslation();
  const created = parseServerTimestamp(user.inserted_at);
  return <span title={created ? formatTimestamp(created, i18n.language) : undefined}>{created ? formatDate(created, i18n.language) : '—'}</span>;
}

export function LastSignIn({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  return (
    <span data-testid="team-last-sign-in">
      {user.last_signed_in_at ? formatServerTimestamp(user.last_signed_in_at, i18n.language) : <span className={styles.muted}>{t('team.never')}</span>}
    </span>
  );
}
