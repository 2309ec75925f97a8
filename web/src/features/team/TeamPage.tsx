import type { Me, User } from '@gloss/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessDenied } from '../../components/ui/AccessDenied';
import { Button } from '../../components/ui/Button';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { PageSpinner } from '../../components/ui/Spinner';
import { accountActionsFor, peopleAccessOf } from '../../shared/auth/people-actions';
import { useMediaQuery } from '../../components/layout/breakpoints';
import { useCurrentUser } from '../../shared/auth/queries';
import { InternalLayout } from '../../components/layout/InternalLayout';
import { HOME_PATH, WORKSPACES_PATH } from '../../shared/routing/paths';
import { AccountActionsCell, type AccountDialogKind } from './AccountActionsCell';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { TeamCards } from './TeamCards';
import { TeamSortControl } from './TeamSortControl';
import { TeamTable } from './TeamTable';
import { TeamToolbar } from './TeamToolbar';
import { chooseTeamSort, filterTeam, ownerCount, reverseTeamOrder, sortTeam, toggleTeamSort, type TeamMember } from './team-view';
import { useTeam, type TeamData } from './useTeam';
import { useTeamView } from './useTeamView';
import styles from './TeamPage.module.css';

type OpenDialog = { kind: 'create' } | { kind: AccountDialogKind; user: User };

/**
 * Windows at least this wide show the table; narrower ones list the people as cards, which keep each
 * person's name beside their actions (the table's columns left the person none below about 1,300 px).
 */
const TEAM_TABLE_QUERY = '(min-width: 1280px)';

/**
 * `/team`: owners manage every account; admins see the people of their workspaces, read only;
 * annotators are told the page is not theirs. What is offered comes from `people-actions.ts`.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const { data: viewer } = useCurrentUser();
  const team = useTeam(viewer);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const access = peopleAccessOf(viewer?.role);
  const title = t('team.title');
  const close = () => setDialog(null);

  return (
    <InternalLayout
      title={title}
      breadcrumbs={[{ label: t('header.home'), to: HOME_PATH }, { label: title }]}
      titleActions={
        access.team === 'manage' && (
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('team.actions.create')}
          </Button>
        )
      }
    >
      {!viewer ? (
        <PageSpinner label={t('common.loading')} />
      ) : access.team === 'none' ? (
        <AccessDenied
          title={t('team.notAllowed.title')}
          text={t('team.notAllowed.text')}
          action={<ButtonLink to={HOME_PATH}>{t('team.notAllowed.back')}</ButtonLink>}
        />
      ) : (
        <TeamList viewer={viewer} team={team} onOpen={(kind, user) => setDialog({ kind, user })} />
      )}
      {dialog?.kind === 'create' && (
        <CreateUserDialog
          workspaces={team.workspaces}
          takenUsernames={new Set(team.members.map((member) => member.user.username))}
          onClose={close}
        />
      )}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'role' && <ChangeRoleDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} onClose={close} />}
    </InternalLayout>
  );
}

function TeamList({ viewer, team, onOpen }: { viewer: Me; team: TeamData; onOpen: (kind: AccountDialogKind, user: User) => void }) {
  const { t, i18n } = useTranslation();
  const { view, setView } = useTeamView();
  const manage = peopleAccessOf(viewer.role).team === 'manage';
  const wide = useMediaQuery(TEAM_TABLE_QUERY);

  if (team.failed) {
    return (
      <LoadFailed message={t('team.loadFailed')} onRetry={team.retry} />
    );
  }
  if (team.pending) return <PageSpinner label={t('common.loading')} />;

  const owners = ownerCount(team.members);
  const shown = sortTeam(filterTeam(team.members, view.query), view.sort, view.order, i18n.language);
  const actionsOf = manage
    ? (member: TeamMember) => <AccountActionsCell user={member.user} actions={accountActionsFor(viewer, member.user, owners)} onOpen={onOpen} />
    : undefined;
  return (
    <>
      {!manage && (
        <p className={styles.note} data-testid="team-read-only">
          <Trans i18nKey="team.colleaguesNote" components={{ workspacesLink: <Link to={WORKSPACES_PATH} /> }} />
        </p>
      )}
      <TeamToolbar
        query={view.query}
        onSearch={(query) => setView((shown) => ({ ...shown, query }), { replace: true })}
        shown={shown.length}
        total={team.members.length}
        end={
          !wide && (
            <TeamSortControl
              sort={view.sort}
              order={view.order}
              withLastSignIn={manage}
              onSort={(sort) => setView((current) => chooseTeamSort(current, sort))}
              onReverse={() => setView(reverseTeamOrder)}
            />
          )
        }
      />
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('team.noMatches')}</p>
      ) : wide ? (
        <TeamTable
          members={shown}
          viewerId={viewer.id}
          sort={view.sort}
          order={view.order}
          onSort={(sort) => setView((current) => toggleTeamSort(current, sort))}
          showLastSignIn={manage}
          actionsOf={actionsOf}
        />
      ) : (
        <TeamCards members={shown} viewerId={viewer.id} showLastSignIn={manage} actionsOf={actionsOf} />
      )}
    </>
  );
}
