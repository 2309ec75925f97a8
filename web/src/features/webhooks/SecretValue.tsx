import { Trans, useTranslation } from 'react-i18next';
import { OneTimeSecret } from '../../components/ui/OneTimeSecret';
import styles from './dialogs.module.css';

/** The secret itself: readable, selectable, and copied in one click. */
export function SecretValue({ secret }: { secret: string }) {
  const { t } = useTranslation();
  return <OneTimeSecret label={t('webhooks.secret.label')} value={secret} copyLabel={t('webhooks.secret.copy')} testId="webhook-secret" />;
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
