import { useTranslation } from 'react-i18next';
import styles from './WebhooksPage.module.css';

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${enabled ? styles.badgeOn : styles.badgeOff}`} data-testid="webhook-state">
      {t(enabled ? 'webhooks.enabled' : 'webhooks.disabled')}
    </span>
  );
}
