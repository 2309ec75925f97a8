import type { Webhook } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { SecretExplanation, SecretValue } from './SecretValue';
import styles from './dialogs.module.css';

/** Right after "Create webhook": its signing secret, shown this once, with how receivers use it. */
export function CreatedSecretDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t('webhooks.secret.createdTitle')}
      onDismiss={onClose}
      width="wide"
      testId="webhook-secret-dialog"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      }
    >
      <p className={styles.strong}>{t('webhooks.secret.createdText')}</p>
      <SecretValue secret={webhook.secret} />
      <SecretExplanation />
    </ModalDialog>
  );
}
