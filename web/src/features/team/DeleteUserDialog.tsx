import type { User } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { notify } from '../../shared/toasts/store';
import { useDeleteUser } from './queries';
import { teamRefusal, type Refusal } from './refusals';
import styles from './dialogs.module.css';

/**
 * "Delete user": says plainly what the server does with the account (`DELETE /users/{id}` cascades):
 * key and sessions end, memberships go, and every response of theirs is deleted, so records they
 * helped complete can be pending again.
 */
export function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { username } = user;

  function confirm() {
    if (remove.isPending) return;
    setRefusal(null);
    remove.mutate(user.id, {
      onSuccess: () => {
        notify({ message: t('team.toasts.deleted', { username }), type: 'success' });
        onClose();
      },
      onError: (error) => setRefusal(teamRefusal('delete', error)),
    });
  }

  return (
    <ModalDialog
      title={t('team.delete.title', { username })}
      onDismiss={onClose}
      testId="delete-user-dialog"
      footer={
        <>
          <Button onClick={onClose} autoFocus>
            {t('team.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('team.delete.working') : t('team.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('team.delete.text')}</p>
      <p className={styles.strong}>{t('team.delete.responses')}</p>
      <p>{t('team.delete.irreversible')}</p>
      {refusal && <RefusalNote>{t(refusal.key, refusal.values)}</RefusalNote>}
    </ModalDialog>
  );
}
