import type { WebhookDelivery } from '@gloss/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { Spinner } from '../../components/ui/Spinner';
import { formatTimestamp, parseServerTimestamp } from '../../shared/format/timestamps';
import { notify } from '../../shared/toasts/store';
import {
  attemptOutcome,
  canRedeliver,
  DELIVERIES_SHOWN,
  deliveryTime,
  formatDuration,
  formatLogTime,
  formatWait,
  hasPending,
  isSuccessCode,
  secondsUntilRetry,
} from './deliveries';
import { useDeliveries, useRedeliver } from './queries';
import { webhookRefusal } from './refusals';
import table from '../../components/ui/DataTable.module.css';
import styles from './DeliveryLog.module.css';

/** The webhook's latest deliveries, newest first; read again every couple of seconds while any is pending. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries(webhookId);
  const headingId = useId();
  const pending = hasPending(deliveries.data);

  let body;
  if (deliveries.isError && !deliveries.data) {
    body = <LoadFailed message={t('webhooks.deliveries.loadFailed')} onRetry={() => void deliveries.refetch()} />;
  } else if (deliveries.isPending) {
    body = <Spinner label={t('common.loading')} />;
  } else if (deliveries.data.length === 0) {
    body = (
      <p className={styles.empty} data-testid="deliveries-empty">
        {t('webhooks.deliveries.empty')}
      </p>
    );
  } else {
    body = <DeliveryTable webhookId={webhookId} deliveries={deliveries.data} ticking={pending} />;
  }

  return (
    <section className={styles.log} aria-labelledby={headingId} data-testid="delivery-log">
      <div className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          {t('webhooks.deliveries.heading')}
        </h3>
        <span className={styles.refreshing} role="status">
          {pending && (
            <>
              <span className={styles.pulse} aria-hidden="true" />
              {t('webhooks.deliveries.refreshing')}
            </>
          )}
        </span>
      </div>
      {body}
      {deliveries.data && deliveries.data.length >= DELIVERIES_SHOWN && (
        <p className={styles.note}>{t('webhooks.deliveries.shown', { count: DELIVERIES_SHOWN })}</p>
      )}
    </section>
  );
}

/** The time now, moving every second while `ticking` (a pending retry counts down), else fixed. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function DeliveryTable({ webhookId, deliveries, ticking }: { webhookId: string; deliveries: readonly WebhookDelivery[]; ticking: boolean }) {
  const { t } = useTranslation();
  const now = useNow(ticking);
  const redeliver = useRedeliver(webhookId);
  const columns = ['event', 'status', 'response', 'attempts', 'duration', 'time', 'actions'] as const;

  function send(delivery: WebhookDelivery) {
    if (redeliver.isPending) return;
    redeliver.mutate(delivery.id, {
      onSuccess: () => notify({ message: t('webhooks.toasts.redelivered', { event: delivery.event }), type: 'success' }),
      onError: (error) => {
        const refusal = webhookRefusal('redeliver', error);
        notify({ message: t(refusal.key, refusal.values), type: 'danger' });
      },
    });
  }

  return (
    <div className={table.frame}>
      <table className={`${table.table} ${styles.table}`} data-testid="deliveries-table">
        <caption className="visually-hidden">{t('webhooks.deliveries.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles[`${column}Column`]}>
                {column === 'actions' ? <span className="visually-hidden">{t('webhooks.deliveries.columns.actions')}</span> : t(`webhooks.deliveries.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              now={now}
              sending={redeliver.isPending && redeliver.variables === delivery.id}
              onRedeliver={() => send(delivery)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryRow({
  delivery,
  now,
  sending,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  now: number;
  sending: boolean;
  onRedeliver: () => void;
}) {
  const { t, i18n } = useTranslation();
  const time = deliveryTime(delivery);
  const shownTime = formatLogTime(time, i18n.language, new Date(now));
  const exactTime = parseServerTimestamp(time);
  return (
    <tr className={styles.row} data-testid="delivery" data-status={delivery.status} data-event={delivery.event} data-delivery-id={delivery.id}>
      <td>
        <code className={styles.event}>{delivery.event}</code>
        {delivery.event === 'ping' && <span className={styles.sub}>{t('webhooks.deliveries.ping')}</span>}
      </td>
      <td>
        <span className={`${styles.status} ${styles[delivery.status]}`} data-testid="delivery-status">
          {t(`webhooks.deliveries.status.${delivery.status}`)}
        </span>
        {delivery.status === 'pending' && <RetryNote delivery={delivery} now={now} />}
      </td>
      <td>
        <Outcome delivery={delivery} />
      </td>
      <td className={styles.number}>{delivery.attempts}</td>
      <td className={styles.number}>{delivery.last_duration_ms === null ? '—' : formatDuration(delivery.last_duration_ms, i18n.language)}</td>
      <td>
        <time className={styles.time} dateTime={exactTime?.toISOString()} title={exactTime ? formatTimestamp(exactTime, i18n.language) : undefined}>
          {shownTime}
        </time>
      </td>
      <td className={styles.actions}>
        {canRedeliver(delivery) && (
          <Button size="small" onClick={onRedeliver} disabled={sending} aria-label={t('webhooks.deliveries.redeliverOf', { event: delivery.event, time: shownTime })}>
            {sending ? t('webhooks.deliveries.redelivering') : t('webhooks.deliveries.redeliver')}
          </Button>
        )}
      </td>
    </tr>
  );
}

function RetryNote({ delivery, now }: { delivery: WebhookDelivery; now: number }) {
  const { t, i18n } = useTranslation();
  if (delivery.attempts === 0 && delivery.last_error === null) return <span className={styles.sub}>{t('webhooks.deliveries.notTried')}</span>;
  const seconds = secondsUntilRetry(delivery, now);
  if (seconds === null) return null;
  const at = parseServerTimestamp(delivery.next_attempt_at);
  return (
    <span className={styles.sub} title={at ? t('webhooks.deliveries.retryAt', { time: formatTimestamp(at, i18n.language) }) : undefined} data-testid="delivery-retry">
      {seconds === 0 ? t('webhooks.deliveries.retryDue') : t('webhooks.deliveries.retryIn', { when: formatWait(seconds, i18n.language) })}
    </span>
  );
}

/** The last attempt's answer: its status code (green for 2xx), the reason it got none, or nothing yet. */
function Outcome({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const outcome = attemptOutcome(delivery);
  if (outcome.kind === 'notTried') return <span className={styles.muted}>—</span>;
  if (outcome.kind === 'error') {
    return (
      <span className={styles.error} title={outcome.error} data-testid="delivery-error">
        <span className={styles.muted}>{t('webhooks.deliveries.noAnswer')}: </span>
        {outcome.error}
      </span>
    );
  }
  return (
    <span className={styles.outcome}>
      <span className={`${styles.code} ${isSuccessCode(outcome.code) ? styles.codeOk : styles.codeBad}`} data-testid="delivery-code">
        {outcome.code}
      </span>
      {outcome.error && !isSuccessCode(outcome.code) && (
        <span className={styles.error} title={outcome.error}>
          {outcome.error}
        </span>
      )}
    </span>
  );
}
