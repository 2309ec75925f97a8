import type { WebhookEvent } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { eventsSummary } from './webhook-form';
import styles from './WebhooksPage.module.css';

/** A webhook's events in few words: "All events", a whole group, or the single event names. */
export function EventsSummary({ events, compact = false }: { events: readonly WebhookEvent[]; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.events} ${compact ? styles.eventsCompact : ''}`} data-testid="webhook-events">
      {eventsSummary(events).map((item) => {
        if (item.kind === 'all') return <span key="all" className={styles.eventGroup}>{t('webhooks.events.all')}</span>;
        if (item.kind === 'group') {
          return (
            <span key={item.group} className={styles.eventGroup}>
              {t(`webhooks.events.allOf.${item.group}`)}
            </span>
          );
        }
        return (
          <code key={item.event} className={styles.eventName}>
            {item.event}
          </code>
        );
      })}
    </span>
  );
}
