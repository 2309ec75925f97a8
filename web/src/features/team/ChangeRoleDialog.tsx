import type { Role, User } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { notify } from '../../shared/toasts/store';
import { useChangeRole } from './queries';
import { teamRefusal, type Refusal } from './refusals';
import { RoleChoices } from './RoleChoices';

/** "Change role": the three roles with what each may do; saved only when another one is picked. */
export function ChangeRoleDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeRole();
  const [role, setRole] = useState<Role>(user.role);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { username } = user;

  function save() {
    if (role === user.role || change.isPending) return;
    setRefusal(null);
    change.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          notify({ message: t('team.toasts.role', { username, role: t(`common.roles.${role}`) }), type: 'success' });
          onClose();
        },
        onError: (error) => setRefusal(teamRefusal('role', error)),
      },
    );
  }

  return (
    <ModalDialog
      title={t('team.role.title', { username })}
      onDismiss={onClose}
      onSubmit={save}
      testId="change-role-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('team.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={role === user.role || change.isPending}>
            {change.isPending ? t('team.role.working') : t('team.role.save')}
          </Button>
        </>
      }
    >
      <p>{t('team.role.text')}</p>
      <RoleChoices legend={t('team.role.legend')} name="change-role" value={role} current={user.role} onChange={setRole} />
      {refusal && <RefusalNote>{t(refusal.key, refusal.values)}</RefusalNote>}
    </ModalDialog>
  );
}
