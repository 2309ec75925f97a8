import type { ReactNode } from 'react';
import type { TeamMember } from './team-view';
import { CreatedDate, LastSignIn, PersonName, RoleBadge, WorkspaceBadges } from './MemberParts';
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
  const { user, workspaces } = member;
  return (
    <tr className={styles.row} data-testid="team-row" data-username={user.username}>
      <td>
        <PersonName user={user} isViewer={isViewer} />
      </td>
      <td>
        <RoleBadge role={user.role} />
      </td>
      <td className={styles.workspaces}>
        <WorkspaceBadges workspaces={workspaces} />
      </td>
      <td className={styles.date}>
        <CreatedDate user={user} />
      </td>
      {showLastSignIn && (
        <td className={styles.date}>
          <LastSignIn user={user} />
        </td>
      )}
      {withActions && <td className={styles.actions}>{actions}</td>}
    </tr>
  );
}
