import type { Webhook } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { formatServerTimestamp } from '../../shared/format/timestamps';
import { DeliveryLog } from './DeliveryLog';
import { EnabledSwitch } from './EnabledSwitch';
import { EventsSummary } from './EventsSummary';
import { useDeliveries, useSendTestEvent } from './queries';
import { webhookRefusal } from './refusals';
import { testDelivery, type TestEventWatch } from './test-event';
import { TestEventResult } from './TestEventResult';
import styles from './WebhooksPage.module.css';

/** The last test event sent from this page, for one webhook: followed until another is sent. */
type TestState = { webhookId: string; watch: TestEventWatch | null; error: string | null };

export interface WebhookDetailProps {
  webhook: Webhook;
  onEdit: () => void;
  onDelete: () => void;
  onReveal: () => void;
}

/** The open webhook: where it sends, what, whether it is on; its test event, secret and delivery log. */
export function WebhookDetail({ webhook, onEdit, onDelete, onReveal }: WebhookDetailProps) {
  const { t, i18n } = useTranslation();
  const testEvent = useSendTestEvent(webhook.id);
  const deliveries = useDeliveries(webhook.id);
  const [test, setTest] = useState<TestState | null>(null);
  const shownTest = test?.webhookId === webhook.id ? test : null;

  async function sendTestEvent() {
    if (testEvent.sending) return;
    setTest({ webhookId: webhook.id, watch: null, error: null });
    try {
      const known = await testEvent.send();
      setTest({ webhookId: webhook.id, watch: { webhookId: webhook.id, known }, error: null });
    } catch (error) {
      const refusal = webhookRefusal('ping', error);
      setTest({ webhookId: webhook.id, watch: null, error: t(refusal.key, refusal.values) });
    }
  }

  return (
    <section className={styles.detail} data-testid="webhook-detail" aria-labelledby={`webhook-${webhook.id}-url`}>
      <div className={styles.detailHeader}>
        <div className={styles.detailTitles}>
          <h2 id={`webhook-${webhook.id}-url`} className={styles.detailTitle}>
            {webhook.url}
          </h2>
          <p className={webhook.description ? styles.description : styles.muted}>{webhook.description ?? t('webhooks.noDescription')}</p>
          <p className={styles.meta}>{t('webhooks.created', { date: formatServerTimestamp(webhook.inserted_at, i18n.language) })}</p>
        </div>
        <div className={styles.headerActions}>
          <Button onClick={onEdit}>{t('webhooks.actions.edit')}</Button>
          <Button className={styles.deleteButton} onClick={onDelete}>
            {t('webhooks.actions.delete')}
          </Button>
        </div>
      </div>

      <div className={styles.controls}>
        <EnabledSwitch webhook={webhook} />
        <Button variant="primary" onClick={() => void sendTestEvent()} disabled={testEvent.sending}>
          {testEvent.sending ? t('webhooks.actions.pinging') : t('webhooks.actions.ping')}
        </Button>
        {shownTest && (
          <TestEventResult delivery={shownTest.watch ? testDelivery(deliveries.data, shownTest.watch) : undefined} error={shownTest.error} />
        )}
      </div>

      <div className={styles.facts}>
        <div className={styles.fact}>
          <h3 className={styles.sectionTitle}>{t('webhooks.events.heading')}</h3>
          <EventsSummary events={webhook.events} />
        </div>
        <div className={styles.fact}>
          <h3 className={styles.sectionTitle}>{t('webhooks.secret.heading')}</h3>
          <div className={styles.secretRow}>
            <span className={styles.muted} data-testid="secret-hidden">
              {t('webhooks.secret.hidden')}
            </span>
            <Button size="small" onClick={onReveal}>
              {t('webhooks.actions.revealSecret')}
            </Button>
          </div>
        </div>
      </div>

      <DeliveryLog webhookId={webhook.id} />
    </section>
  );
}
