import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/CopyButton';
import styles from './dialogs.module.css';

/** The secret itself: readable, selectable, and copied in one click. */
export function SecretValue({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={styles.secret}>
      <span id={labelId} className={styles.secretLabel}>
        {t('webhooks.secret.label')}
      </span>
      <div className={styles.secretRow}>
        <code className={styles.secretValue} data-testid="webhook-secret" aria-labelledby={labelId}>
          {secret}
        </code>
        <CopyButton text={secret} label={t('webhooks.secret.copy')} size="small" />
      </div>
    </div>
  );
}

/** What the secret is for: Standard Webhooks signatures, which the SDK's listener checks. */
export function SecretExplanation() {
  return (
    <>
      <p>
        <Trans i18nKey="webhooks.secret.signing" components={{ code: <code className={styles.inlineCode} /> }} />
      </p>
      <p>
        <Trans i18nKey="webhooks.secret.listener" components={{ code: <code className={styles.inlineCode} /> }} />
      </p>
    </>
  );
}
