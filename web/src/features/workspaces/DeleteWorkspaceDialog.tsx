import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { notify } from '../../shared/toasts/store';
import { useDeleteWorkspace } from './queries';
import { workspaceRefusal, type Refusal, type WorkspaceRow } from './workspace-view';

/**
 * "Delete workspace". The server refuses while the workspace holds datasets (409), so a workspace known
 * to hold some is not offered for deletion: the dialog names its datasets instead. One that received
 * datasets since the page loaded is refused by the server, and the reason shown.
 */
export function DeleteWorkspaceDialog({ row, onClose, onDeleted }: { row: WorkspaceRow; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteWorkspace();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { workspace, datasetNames } = row;
  const blocked = datasetNames.length > 0;

  function confirm() {
    if (blocked || remove.isPending) return;
    setRefusal(null);
    remove.mutate(workspace.id, {
      onSuccess: () => {
        notify({ message: t('workspaces.toasts.deleted', { name: workspace.name }), type: 'success' });
        onDeleted();
      },
      onError: (error) => setRefusal(workspaceRefusal('delete', error)),
    });
  }

  return (
    <ModalDialog
      title={t(blocked ? 'workspaces.delete.blockedTitle' : 'workspaces.delete.title', { name: workspace.name })}
      onDismiss={onClose}
      testId="delete-workspace-dialog"
      footer={
        blocked ? (
          <Button variant="primary" onClick={onClose} autoFocus>
            {t('workspaces.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} autoFocus>
              {t('workspaces.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t('workspaces.delete.working') : t('workspaces.delete.confirm')}
            </Button>
          </>
        )
      }
    >
      {refusal && <RefusalNote>{t(refusal.key, refusal.values)}</RefusalNote>}
      {blocked ? (
        <p data-testid="delete-blocked">{t('workspaces.delete.blocked', { names: datasetNames.join(', ') })}</p>
      ) : (
        <>
          <p>{t('workspaces.delete.text')}</p>
          <p>{t('workspaces.delete.irreversible')}</p>
        </>
      )}
    </ModalDialog>
  );
}
