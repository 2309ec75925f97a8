import type { Webhook } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { SecretExplanation, SecretValue } from './SecretValue';
import styles from './dialogs.module.css';

/**
 * "Reveal secret": a warning first, the secret only once the person confirms, and gone again when the
 * dialog closes. The list never shows it.
 */
export function RevealSecretDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  return (
    <ModalDialog
      title={t('webhooks.secret.revealTitle')}
      onDismiss={onClose}
      width="wide"
      testId="reveal-secret-dialog"
      footer={
        revealed ? (
          <Button variant="primary" onClick={onClose} autoFocus>
            {t('webhooks.secret.hide')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} autoFocus>
              {t('webhooks.cancel')}
            </Button>
            <Button variant="danger" onClick={() => setRevealed(true)}>
              {t('webhooks.secret.reveal')}
            </Button>
          </>
        )
      }
    >
      <p className={styles.warning} role="note">
        {t('webhooks.secret.revealWarning')}
      </p>
      <p className={styles.targetUrl}>{webhook.url}</p>
      {revealed && (
        <>
          <SecretValue secret={webhook.secret} />
          <SecretExplanation />
        </>
      )}
    </ModalDialog>
  );
}
