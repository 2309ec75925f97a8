import type { Role, Workspace } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { TextField } from '../../components/ui/TextField';
import { notify } from '../../shared/toasts/store';
import { generatePassword } from './password';
import { useCreateUser, type CreatedAccount } from './queries';
import { teamRefusal, type Refusal } from './refusals';
import { RoleChoices } from './RoleChoices';
import { OneTimeSecret } from '../../components/ui/OneTimeSecret';
import { hasProblems, newUserBody, newUserProblems, workspacesToJoin, type NewUserForm } from './user-form';
import choices from '../../components/ui/ChoiceCards.module.css';
import styles from './dialogs.module.css';

export interface CreateUserDialogProps {
  workspaces: readonly Workspace[];
  takenUsernames: ReadonlySet<string>;
  onClose: () => void;
}

/** "New user": the form, then the password and API key, shown this once. */
export function CreateUserDialog({ workspaces, takenUsernames, onClose }: CreateUserDialogProps) {
  const [created, setCreated] = useState<{ account: CreatedAccount; password: string } | null>(null);
  if (created) return <CreatedAccountView {...created} workspaces={workspaces} onClose={onClose} />;
  return <NewUserFormView workspaces={workspaces} takenUsernames={takenUsernames} onClose={onClose} onCreated={setCreated} />;
}

function NewUserFormView({
  workspaces,
  takenUsernames,
  onClose,
  onCreated,
}: CreateUserDialogProps & { onCreated: (result: { account: CreatedAccount; password: string }) => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const [form, setForm] = useState<NewUserForm>(() => ({
    username: '',
    firstName: '',
    lastName: '',
    role: 'annotator',
    workspaceIds: [],
    password: generatePassword(),
  }));
  // Problems show once the person tried to create, then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const problems = newUserProblems(form, takenUsernames);
  const shown = attempted ? problems : {};
  const edit = (changes: Partial<NewUserForm>) => setForm((current) => ({ ...current, ...changes }));

  function submit() {
    setAttempted(true);
    if (hasProblems(problems) || create.isPending) return;
    setRefusal(null);
    create.mutate(
      { body: newUserBody(form), workspaceIds: workspacesToJoin(form) },
      {
        onSuccess: (account) => {
          notify({ message: t('team.toasts.created', { username: account.user.username }), type: 'success' });
          onCreated({ account, password: form.password });
        },
        onError: (error) => setRefusal(teamRefusal('create', error)),
      },
    );
  }

  const toggleWorkspace = (id: string, checked: boolean) =>
    edit({ workspaceIds: checked ? [...form.workspaceIds, id] : form.workspaceIds.filter((other) => other !== id) });

  return (
    <ModalDialog
      title={t('team.create.title')}
      onDismiss={onClose}
      onSubmit={submit}
      width="wide"
      testId="create-user-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('team.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending ? t('team.create.creating') : t('team.create.submit')}
          </Button>
        </>
      }
    >
      <div className={styles.fields}>
        <TextField
          label={t('team.create.username')}
          hint={t('team.create.usernameHint')}
          error={shown.username ? t(`team.problems.username.${shown.username}`) : null}
          value={form.username}
          onChange={(event) => edit({ username: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          autoFocus
        />
        <div className={styles.pair}>
          <TextField
            label={t('team.create.firstName')}
            error={shown.firstName ? t(`team.problems.firstName.${shown.firstName}`) : null}
            value={form.firstName}
            onChange={(event) => edit({ firstName: event.target.value })}
            autoComplete="off"
          />
          <TextField
            label={t('team.create.lastName')}
            error={shown.lastName ? t(`team.problems.lastName.${shown.lastName}`) : null}
            value={form.lastName}
            onChange={(event) => edit({ lastName: event.target.value })}
            autoComplete="off"
          />
        </div>
        <RoleChoices legend={t('team.create.role')} name="new-user-role" value={form.role} onChange={(role: Role) => edit({ role })} />
        <fieldset className={choices.group}>
          <legend className={choices.legend}>{t('team.create.workspaces')}</legend>
          {form.role === 'owner' ? (
            <p className={styles.note}>{t('team.create.ownerWorkspaces')}</p>
          ) : workspaces.length === 0 ? (
            <p className={styles.note}>{t('team.create.noWorkspaces')}</p>
          ) : (
            <>
              <div className={styles.checks}>
                {workspaces.map((workspace) => (
                  <label key={workspace.id} className={styles.check}>
                    <input
                      type="checkbox"
                      checked={form.workspaceIds.includes(workspace.id)}
                      onChange={(event) => toggleWorkspace(workspace.id, event.target.checked)}
                    />
                    {workspace.name}
                  </label>
                ))}
              </div>
              <p className={styles.note}>{t('team.create.workspacesHint')}</p>
            </>
          )}
        </fieldset>
        <TextField
          label={t('team.create.password')}
          hint={t('team.create.passwordHint')}
          error={shown.password ? t(`team.problems.password.${shown.password}`) : null}
          value={form.password}
          onChange={(event) => edit({ password: event.target.value })}
          autoComplete="new-password"
          spellCheck={false}
          className={styles.monoField}
          addon={<Button onClick={() => edit({ password: generatePassword() })}>{t('team.create.generate')}</Button>}
        />
        {refusal && <RefusalNote>{t(refusal.key, refusal.values)}</RefusalNote>}
      </div>
    </ModalDialog>
  );
}

function CreatedAccountView({
  account,
  password,
  workspaces,
  onClose,
}: {
  account: CreatedAccount;
  password: string;
  workspaces: readonly Workspace[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user, notJoined } = account;
  const missed = workspaces.filter((workspace) => notJoined.includes(workspace.id)).map((workspace) => workspace.name);
  return (
    <ModalDialog
      title={t('team.secrets.createdTitle', { username: user.username })}
      onDismiss={onClose}
      width="wide"
      testId="created-user-dialog"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('team.secrets.done')}
        </Button>
      }
    >
      <p>{t('team.secrets.createdText')}</p>
      <OneTimeSecret label={t('team.secrets.username')} value={user.username} testId="created-username" />
      <OneTimeSecret label={t('team.secrets.password')} value={password} copyLabel={t('team.secrets.copyPassword')} testId="created-password" />
      {user.api_key && (
        <OneTimeSecret label={t('team.secrets.apiKey')} value={user.api_key} copyLabel={t('team.secrets.copyApiKey')} testId="created-api-key" />
      )}
      {missed.length > 0 && (
        <p className={styles.warning} role="alert">
          {t('team.secrets.notJoined', { names: missed.join(', ') })}
        </p>
      )}
    </ModalDialog>
  );
}
