import type { Webhook } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../shared/toasts/store';
import { useUpdateWebhook } from './queries';
import { webhookRefusal } from './refusals';
import styles from './WebhooksPage.module.css';

/** On or off in one press (Space or Enter): events go out only while a webhook is enabled. */
export function EnabledSwitch({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const update = useUpdateWebhook(webhook.id);
  const hintId = useId();
  // While the write is on its way the switch shows where it is going.
  const enabled = update.isPending && update.variables?.enabled !== undefined ? update.variables.enabled : webhook.enabled;

  function toggle() {
    if (update.isPending) return;
    const next = !webhook.enabled;
    update.mutate(
      { enabled: next },
      {
        onSuccess: () =>
          notify({ message: t(next ? 'webhooks.toasts.enabled' : 'webhooks.toasts.disabled', { url: webhook.url }), type: 'success' }),
        onError: (error) => {
          const refusal = webhookRefusal('toggle', error);
          notify({ message: t(refusal.key, refusal.values), type: 'danger' });
        },
      },
    );
  }

  return (
    <div className={styles.switchField}>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-describedby={hintId}
        aria-busy={update.isPending || undefined}
        className={styles.switch}
        onClick={toggle}
        data-testid="webhook-enabled"
      >
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchThumb} />
        </span>
        <span className={styles.switchLabel}>{t('webhooks.actions.enable')}</span>
      </button>
      <span id={hintId} className={styles.switchHint}>
        {t('webhooks.actions.enableHint')}
      </span>
    </div>
  );
}
