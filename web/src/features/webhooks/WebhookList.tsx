import type { Webhook } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildQuery } from '../../shared/api/query-params';
import { EventsSummary } from './EventsSummary';
import { EnabledBadge } from './EnabledBadge';
import styles from './WebhooksPage.module.css';

/** Every webhook with what tells them apart (URL, state, events, description); each opens its detail. */
export function WebhookList({ webhooks, selectedId }: { webhooks: readonly Webhook[]; selectedId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.list} aria-label={t('webhooks.listLabel')}>
      <ul>
        {webhooks.map((webhook) => {
          const current = webhook.id === selectedId;
          return (
            <li key={webhook.id}>
              <Link
                to={{ search: buildQuery({ webhook: webhook.id }) }}
                className={`${styles.listItem} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
                data-webhook-id={webhook.id}
              >
                <span className={styles.listTop}>
                  <span className={styles.listUrl}>{webhook.url}</span>
                  <EnabledBadge enabled={webhook.enabled} />
                </span>
                <EventsSummary events={webhook.events} compact />
                <span className={styles.listDescription}>{webhook.description ?? t('webhooks.noDescription')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
