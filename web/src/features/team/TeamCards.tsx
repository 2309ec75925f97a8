import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreatedDate, LastSignIn, PersonName, RoleBadge, WorkspaceBadges } from './MemberParts';
import type { TeamMember } from './team-view';
import styles from './TeamCards.module.css';

export interface TeamCardsProps {
  members: readonly TeamMember[];
  viewerId: string;
  /** Owners only: the last sign-in is theirs to read, and the actions theirs to take. */
  showLastSignIn: boolean;
  actionsOf?: (member: TeamMember) => ReactNode;
}

/**
 * The people as a list of cards, for windows too narrow for the table: each card leads with who it is,
 * and its actions sit on the card itself, so no action can be taken on the wrong person.
 */
export function TeamCards({ members, viewerId, showLastSignIn, actionsOf }: TeamCardsProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('team.tableCaption')} data-testid="team-cards">
      {members.map((member) => {
        const { user } = member;
        const actions = actionsOf?.(member);
        return (
          <li key={user.id} className={styles.card} data-testid="team-row" data-username={user.username}>
            <div className={styles.who}>
              <PersonName user={user} isViewer={user.id === viewerId} />
              <RoleBadge role={user.role} />
            </div>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{t('team.columns.workspaces')}</dt>
                <dd>
                  <WorkspaceBadges workspaces={member.workspaces} />
                </dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('team.columns.created')}</dt>
                <dd>
                  <CreatedDate user={user} />
                </dd>
              </div>
              {showLastSignIn && (
                <div className={styles.fact}>
                  <dt>{t('team.columns.lastSignIn')}</dt>
                  <dd>
                    <LastSignIn user={user} />
                  </dd>
                </div>
              )}
            </dl>
            {actions && <div className={styles.actions}>{actions}</div>}
          </li>
        );
      })}
    </ul>
  );
}
