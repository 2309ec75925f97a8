import { randomUUID } from 'node:crypto';
import { GLOSS_VERSION } from '@gloss/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebhookConfig } from '../../config.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import { retryDelayMs } from './backoff.js';
import { epochMsOf, naiveIso } from './clock.js';
import {
  type AttemptOutcome,
  type DeliveryRow,
  nextDueAt,
  claimWebhook,
  findEventRow,
  listUnclaimedWebhooks,
  nextDueDelivery,
  pruneDeliveries,
  recordAttempt,
  releaseWebhook,
} from './deliveries-repository.js';
import { deliveryBody } from './payload.js';
import type { WebhookRow } from './repository.js';
import { type AttemptResult, sendDelivery } from './sender.js';
import { signatureOf } from './signing.js';
import { subscriptionsOf } from './subscriptions.js';

/** How often an idle worker looks for due deliveries (events written here wake it at once). */
const POLL_MS = 1000;
/** How long a claim on a webhook holds: well past an attempt's 5 s, short enough that a crash delays little. */
const LEASE_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;
/** Settings snapshots no event names are kept this long after their last use. */
const SNAPSHOTS_KEPT_MS = 24 * 3600_000;

/**
 * Sends the outbox's deliveries, in this process, beside the HTTP server. All its state is in the database:
 * a delivery is claimed by claiming its webhook for a while (one statement, so of several instances on one
 * PostgreSQL one wins), sent, and its outcome recorded; a restart or a crash loses nothing, and a claim a
 * crashed instance held lapses. Per webhook one delivery is in flight at a time, the oldest due first, so a
 * target receives events in the order they happened; one waiting for its retry does not hold back the others.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private timerDueAt = Infinity;
  private ticking: Promise<void> | null = null;
  private tickAgain = false;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly shutdown = new AbortController();
  private stopped = false;
  private lastPrune = 0;
  private unsubscribe: () => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly config: WebhookConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    // Events are written inside a transaction that has not committed yet: look a moment later.
    this.unsubscribe = subscriptionsOf(this.db).onEmitted(() => this.wake(50));
    this.wake(0);
  }

  /** Stops taking deliveries, interrupts those in flight (not counted as attempts) and releases their webhooks. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    this.shutdown.abort();
    await this.ticking;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  wake(delayMs: number): void {
    if (this.stopped) return;
    const dueAt = Date.now() + delayMs;
    if (this.timer && this.timerDueAt <= dueAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDueAt = dueAt;
    this.timer = setTimeout(() => this.runTick(), delayMs);
  }

  private runTick(): void {
    this.timer = null;
    this.timerDueAt = Infinity;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = this.tick()
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'webhook worker: could not read the deliveries due');
        return POLL_MS;
      })
      .then((waitMs) => {
        this.ticking = null;
        const again = this.tickAgain;
        this.tickAgain = false;
        this.wake(again ? 0 : waitMs);
      });
  }

  /** Claims and starts what is due; answers how long to wait before looking again. */
  private async tick(): Promise<number> {
    if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await pruneDeliveries(this.db, this.config.deliveriesKept, naiveIso(Date.now() - SNAPSHOTS_KEPT_MS));
    }
    const at = now();
    const dueAt = await nextDueAt(this.db);
    // A retry due before the next poll is looked for when it is due.
    if (dueAt === null || dueAt > at) return dueAt === null ? POLL_MS : Math.min(POLL_MS, Math.max(epochMsOf(dueAt) - Date.now(), 10));
    for (const webhook of await listUnclaimedWebhooks(this.db, at)) {
      if (this.stopped) return POLL_MS;
      if (this.inFlight.has(webhook.id) || !(await nextDueDelivery(this.db, webhook.id, at))) continue;
      const token = randomUUID();
      if (!(await claimWebhook(this.db, webhook.id, token, now(), naiveIso(Date.now() + LEASE_MS)))) continue;
      // Read again under the claim: another instance may have sent the one seen a moment ago.
      const delivery = await nextDueDelivery(this.db, webhook.id, now());
      if (!delivery) {
        await releaseWebhook(this.db, webhook.id, token);
        continue;
      }
      const attempt = this.attempt(webhook, delivery, token).then((recorded) => {
        this.inFlight.delete(webhook.id);
        // After a database failure, wait for the next poll rather than try the same delivery again at once.
        this.wake(recorded ? 0 : POLL_MS);
      });
      this.inFlight.set(webhook.id, attempt);
    }
    return POLL_MS;
  }

  /** One attempt and its outcome; whether the outcome was recorded (or the shutdown cut it short). */
  private async attempt(webhook: WebhookRow, delivery: DeliveryRow, token: string): Promise<boolean> {
    try {
      const result = await this.send(webhook, delivery);
      if (this.shutdown.signal.aborted) return true;
      await recordAttempt(this.db, delivery.seq, this.outcomeOf(delivery, result));
      if (result.error) this.log.debug({ webhook: webhook.id, delivery: delivery.id, error: result.error }, 'webhook delivery failed');
      return true;
    } catch (error) {
      if (this.shutdown.signal.aborted) return true;
      this.log.warn({ err: error, webhook: webhook.id, delivery: delivery.id }, 'webhook delivery could not be recorded');
      return false;
    } finally {
      await releaseWebhook(this.db, webhook.id, token).catch((error: unknown) =>
        this.log.warn({ err: error, webhook: webhook.id }, 'webhook worker: could not release a webhook (its claim lapses in a minute)'),
      );
    }
  }

  private async send(webhook: WebhookRow, delivery: DeliveryRow): Promise<AttemptResult> {
    let body: string;
    try {
      const event = await findEventRow(this.db, delivery.event_seq);
      if (!event) return { statusCode: null, error: 'the event is no longer stored', durationMs: 0 };
      body = await deliveryBody(this.db, event);
    } catch (error) {
      // Counted as a failed attempt, so a payload that cannot be built backs off like any failure.
      return { statusCode: null, error: `the payload could not be built: ${(error as Error).message}`, durationMs: 0 };
    }
    // Signed at each attempt: receivers refuse a timestamp more than a few minutes off.
    const timestamp = Math.floor(Date.now() / 1000);
    return sendDelivery({
      url: webhook.url,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': `Gloss/${GLOSS_VERSION} (webhooks)`,
        'webhook-id': delivery.message_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureOf(webhook.secret, delivery.message_id, timestamp, body),
      },
      allowPrivateTargets: this.config.allowPrivateTargets,
      signal: this.shutdown.signal,
    });
  }

  /** Delivered; or retried after a growing delay until the retry window closes; then failed. */
  private outcomeOf(delivery: DeliveryRow, result: AttemptResult): AttemptOutcome {
    const attemptedAt = Date.now();
    const last = {
      last_status_code: result.statusCode,
      last_error: result.error,
      last_duration_ms: result.durationMs,
      last_attempt_at: naiveIso(attemptedAt),
    };
    if (result.error === null) return { ...last, status: 'delivered', next_attempt_at: null };
    const deadline = epochMsOf(delivery.retry_from) + this.config.retryHours * 3600_000;
    if (attemptedAt >= deadline) return { ...last, status: 'failed', next_attempt_at: null };
    const next = Math.min(attemptedAt + retryDelayMs(delivery.attempts + 1, this.config.retryBaseMs), deadline);
    return { ...last, status: 'pending', next_attempt_at: naiveIso(next) };
  }
}

/** Runs the delivery worker while the server runs. */
export function runWebhookWorker(app: FastifyInstance, db: Db, config: WebhookConfig): void {
  const worker = new DeliveryWorker(db, config, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
