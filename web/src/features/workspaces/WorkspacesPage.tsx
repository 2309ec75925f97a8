import type { Me } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccessDenied } from '../../components/ui/AccessDenied';
import { Button } from '../../components/ui/Button';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { PageSpinner } from '../../components/ui/Spinner';
import { buildQuery } from '../../shared/api/query-params';
import { peopleAccessOf, workspaceActionsFor } from '../../shared/auth/people-actions';
import { useCurrentUser } from '../../shared/auth/queries';
import { InternalLayout } from '../../components/layout/InternalLayout';
import { HOME_PATH } from '../../shared/routing/paths';
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog';
import { DeleteWorkspaceDialog } from './DeleteWorkspaceDialog';
import { useWorkspaceMembers } from '../../shared/workspaces/members';
import { useMyDatasets, useMyWorkspaces, useUsers } from './queries';
import { WorkspaceDetail } from './WorkspaceDetail';
import { WorkspaceList } from './WorkspaceList';
import { selectedRow, workspaceRows } from './workspace-view';
import emptyStyles from '../../components/ui/EmptyState.module.css';
import styles from './WorkspacesPage.module.css';

/**
 * `/workspaces`: owners create and delete workspaces and choose their members; admins see their own
 * workspaces' members and may remove them; annotators are told the page is not theirs. The open
 * workspace is `?workspace=<name>`.
 */
export function WorkspacesPage() {
  const { t } = useTranslation();
  const { data: viewer } = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const access = peopleAccessOf(viewer?.role);
  const title = t('workspaces.title');
  return (
    <InternalLayout
      title={title}
      breadcrumbs={[{ label: t('header.home'), to: HOME_PATH }, { label: title }]}
      titleActions={
        workspaceActionsFor(viewer?.role).create && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('workspaces.actions.create')}
          </Button>
        )
      }
    >
      {!viewer ? (
        <PageSpinner label={t('common.loading')} />
      ) : access.workspaces === 'none' ? (
        <AccessDenied
          title={t('workspaces.notAllowed.title')}
          text={t('workspaces.notAllowed.text')}
          action={<ButtonLink to={HOME_PATH}>{t('workspaces.notAllowed.back')}</ButtonLink>}
        />
      ) : (
        <WorkspacesBoard viewer={viewer} creating={creating} onCreateDone={() => setCreating(false)} />
      )}
    </InternalLayout>
  );
}

function WorkspacesBoard({ viewer, creating, onCreateDone }: { viewer: Me; creating: boolean; onCreateDone: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  const actions = workspaceActionsFor(viewer.role);
  const workspaces = useMyWorkspaces(true);
  const datasets = useMyDatasets(true);
  const users = useUsers(actions.addMember);
  const members = useWorkspaceMembers((workspaces.data ?? []).map((workspace) => workspace.id));

  const rows = workspaceRows(workspaces.data ?? [], datasets.data ?? [], i18n.language);
  const selected = selectedRow(rows, params.get('workspace') ?? undefined);
  const open = (name: string | null) => void navigate({ search: name ? buildQuery({ workspace: name }) : '' });

  let board;
  if (workspaces.isError || datasets.isError) {
    board = (
      <LoadFailed message={t('workspaces.loadFailed')} onRetry={() => void Promise.all([workspaces.refetch(), datasets.refetch()])} />
    );
  } else if (workspaces.isPending || datasets.isPending) {
    board = <PageSpinner label={t('common.loading')} />;
  } else if (!selected) {
    const owner = viewer.role === 'owner';
    board = (
      <section className={`${emptyStyles.panel} ${emptyStyles.dashed}`}>
        <h2 className={emptyStyles.title}>{t(owner ? 'workspaces.empty.ownerTitle' : 'workspaces.empty.adminTitle')}</h2>
        <p className={emptyStyles.text}>{t(owner ? 'workspaces.empty.ownerText' : 'workspaces.empty.adminText')}</p>
      </section>
    );
  } else {
    board = (
      <div className={styles.board}>
        <WorkspaceList rows={rows} selectedId={selected.workspace.id} membersOf={(id) => members.byWorkspace.get(id)} />
        <WorkspaceDetail
          viewer={viewer}
          row={selected}
          members={members.byWorkspace.get(selected.workspace.id)}
          membersFailed={members.failed.has(selected.workspace.id)}
          users={users.data ?? []}
          onDelete={() => setDeleting(true)}
        />
      </div>
    );
  }

  return (
    <>
      {!actions.create && (
        <p className={styles.note} data-testid="workspaces-limited">
          {t('workspaces.adminNote')}
        </p>
      )}
      {board}
      {creating && (
        <CreateWorkspaceDialog
          takenNames={new Set(rows.map((row) => row.workspace.name))}
          onClose={onCreateDone}
          onCreated={(workspace) => {
            onCreateDone();
            open(workspace.name);
          }}
        />
      )}
      {deleting && selected && (
        <DeleteWorkspaceDialog
          row={selected}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            open(null);
          }}
        />
      )}
    </>
  );
}
