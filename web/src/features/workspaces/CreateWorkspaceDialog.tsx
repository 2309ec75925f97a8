import type { Workspace } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { TextField } from '../../components/ui/TextField';
import { notify } from '../../shared/toasts/store';
import { useCreateWorkspace } from './queries';
import { workspaceNameProblem, workspaceRefusal, type Refusal } from './workspace-view';

/** "New workspace": a name the SDK can read back; nothing is sent while the name would be refused. */
export function CreateWorkspaceDialog({
  takenNames,
  onClose,
  onCreated,
}: {
  takenNames: ReadonlySet<string>;
  onClose: () => void;
  onCreated: (workspace: Workspace) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const problem = workspaceNameProblem(name.trim(), takenNames);

  function submit() {
    setAttempted(true);
    if (problem || create.isPending) return;
    setRefusal(null);
    create.mutate(name.trim(), {
      onSuccess: (workspace) => {
        notify({ message: t('workspaces.toasts.created', { name: workspace.name }), type: 'success' });
        onCreated(workspace);
      },
      onError: (error) => setRefusal(workspaceRefusal('create', error)),
    });
  }

  return (
    <ModalDialog
      title={t('workspaces.create.title')}
      onDismiss={onClose}
      onSubmit={submit}
      testId="create-workspace-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('workspaces.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending ? t('workspaces.create.working') : t('workspaces.create.submit')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('workspaces.create.name')}
        hint={t('workspaces.create.nameHint')}
        error={attempted && problem ? t(`workspaces.problems.${problem}`) : null}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        autoFocus
      />
      {refusal && <RefusalNote>{t(refusal.key, refusal.values)}</RefusalNote>}
    </ModalDialog>
  );
}
