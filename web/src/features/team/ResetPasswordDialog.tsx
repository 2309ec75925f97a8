import type { User } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { notify } from '../../shared/toasts/store';
import { OneTimeSecret } from '../../components/ui/OneTimeSecret';
import { generatePassword } from './password';
import { useResetPassword } from './queries';
import { teamRefusal, type Refusal } from './refusals';

/**
 * "Reset password": says what happens, then makes a password in the browser, sets it, and shows it this
 * once. Nobody, the server included, can show it again.
 */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const { username } = user;

  function confirm() {
    if (reset.isPending) return;
    const password = generatePassword();
    setRefusal(null);
    reset.mutate(
      { userId: user.id, password },
      {
        onSuccess: () => {
          notify({ message: t('team.toasts.reset', { username }), type: 'success' });
          setNewPassword(password);
        },
        onError: (error) => setRefusal(teamRefusal('reset', error)),
      },
    );
  }

  if (newPassword) {
    return (
      <ModalDialog
        title={t('team.reset.doneTitle', { username })}
        onDismiss={onClose}
        testId="reset-password-dialog"
        footer={
          <Button variant="primary" onClick={onClose}>
            {t('team.secrets.done')}
          </Button>
        }
      >
        <p>{t('team.reset.doneText')}</p>
        <OneTimeSecret label={t('team.secrets.password')} value={newPassword} copyLabel={t('team.secrets.copyPassword')} testId="new-password" />
      </ModalDialog>
    );
  }
  return (
    <ModalDialog
      title={t('team.reset.title', { username })}
      onDismiss={onClose}
      testId="reset-password-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('team.cancel')}</Button>
          <Button variant="primary" onClick={confirm} disabled={reset.isPending} autoFocus>
            {reset.isPending ? t('team.reset.working') : t('team.reset.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('team.reset.text')}</p>
      {refusal && <RefusalNote>{t(refusal.key, refusal.values)}</RefusalNote>}
    </ModalDialog>
  );
}
