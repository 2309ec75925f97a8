import type { WebhookDelivery } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatLogTime } from './deliveries';
import { testOutcome, type TestOutcome } from './test-event';
import styles from './WebhooksPage.module.css';

const TONES: Record<TestOutcome['kind'], string> = { sending: 'testSending', delivered: 'testDelivered', refused: 'testFailed', notDelivered: 'testFailed' };

/** What came of the test event, in place, as its delivery goes: sent, delivered, refused or failed, and what next. */
export function TestEventResult({ delivery, error }: { delivery: WebhookDelivery | undefined; error: string | null }) {
  const { t, i18n } = useTranslation();
  const outcome: TestOutcome = testOutcome(delivery);
  const retry = (retryAt: string | null) =>
    retryAt ? t('webhooks.testEvent.retry', { time: formatLogTime(retryAt, i18n.language, new Date()) }) : t('webhooks.testEvent.gaveUp');
  let headline: string;
  let detail: string | null = null;
  let next: string | null = null;
  if (error !== null) {
    headline = t('webhooks.testEvent.notSent', { reason: error });
  } else if (outcome.kind === 'sending') {
    headline = t('webhooks.testEvent.sending');
  } else if (outcome.kind === 'delivered') {
    headline =
      outcome.durationMs === null
        ? t('webhooks.testEvent.deliveredNoTime', { code: outcome.code })
        : t('webhooks.testEvent.delivered', { code: outcome.code, duration: formatDuration(outcome.durationMs, i18n.language) });
  } else if (outcome.kind === 'refused') {
    headline = t('webhooks.testEvent.refused');
    detail = outcome.reason;
    next = retry(outcome.retryAt);
  } else {
    headline = outcome.code === null ? t('webhooks.testEvent.noAnswer') : t('webhooks.testEvent.answered', { code: outcome.code });
    detail = outcome.reason;
    next = retry(outcome.retryAt);
  }
  const kind = error !== null ? 'notSent' : outcome.kind;
  return (
    <div className={`${styles.testResult} ${styles[error !== null ? 'testFailed' : TONES[outcome.kind]]}`} role="status" data-testid="test-event-result" data-outcome={kind}>
      <p className={styles.testHeadline}>{headline}</p>
      {detail && <p className={styles.testDetail}>{detail}</p>}
      {next && <p className={styles.testNext}>{next}</p>}
    </div>
  );
}
