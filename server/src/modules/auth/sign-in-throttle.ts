/**
 * Slows down password guessing at `POST /api/v1/token`. Failed sign-ins are counted per username and per
 * client address; past a few free failures, each further one makes the next attempt wait twice as long
 * (up to a ceiling), and an attempt made before then is refused without checking the password, so guesses
 * cost the attacker time and the server no hashing. A success clears the username's count; counts fade
 * after a quiet period. The state is in memory: it bounds one instance, and a restart forgets it.
 */

export interface ThrottleRule {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones, doubled by each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts afresh. */
  forgetAfterMs: number;
}

/** Per username: an account's password, whoever tries it. */
export const USERNAME_RULE: ThrottleRule = { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
/** Per client address: more lenient, since people behind one network address share it. */
export const ADDRESS_RULE: ThrottleRule = { freeFailures: 20, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

/** Keys remembered per kind, so that a flood of made-up usernames cannot grow the memory without end. */
const MAX_KEYS = 50_000;

interface Failures {
  count: number;
  lastAt: number;
  /** No attempt is checked before this time. */
  blockedUntil: number;
}

class FailureCounter {
  private readonly entries = new Map<string, Failures>();

  constructor(private readonly rule: ThrottleRule) {}

  /** Milliseconds before an attempt for `key` is checked again (0: now). */
  waitFor(key: string, now: number): number {
    const entry = this.current(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  fail(key: string, now: number): void {
    const entry = this.current(key, now) ?? { count: 0, lastAt: now, blockedUntil: 0 };
    entry.count += 1;
    entry.lastAt = now;
    const past = entry.count - this.rule.freeFailures;
    if (past > 0) entry.blockedUntil = now + Math.min(this.rule.maxDelayMs, this.rule.firstDelayMs * 2 ** Math.min(past - 1, 30));
    // Re-inserted so that the map's order is the order of last failure: the oldest go first when full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** Takes back one failure counted ahead of time, and the wait it set if it was the one past the free ones. */
  forgive(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.count = Math.max(0, entry.count - 1);
    if (entry.count <= this.rule.freeFailures) entry.blockedUntil = 0;
  }

  private current(key: string, now: number): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastAt > this.rule.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

export interface SignInAttempt {
  username: string;
  address: string;
}

export class SignInThrottle {
  private readonly byUsername: FailureCounter;
  private readonly byAddress: FailureCounter;

  constructor(
    rules: { username: ThrottleRule; address: ThrottleRule } = { username: USERNAME_RULE, address: ADDRESS_RULE },
    private readonly clock: () => number = Date.now,
  ) {
    this.byUsername = new FailureCounter(rules.username);
    this.byAddress = new FailureCounter(rules.address);
  }

  /**
   * Admits an attempt to be checked, or answers the seconds to wait first. An admitted attempt counts as
   * a failure at once, before its password is checked (which takes a while): attempts sent side by side
   * see each other, so a burst cannot have more passwords checked than one attempt after another could.
   * The caller reports the outcome with `succeeded`, which takes the count back.
   */
  admit(attempt: SignInAttempt): { admitted: true } | { admitted: false; retryAfterSeconds: number } {
    const now = this.clock();
    const wait = Math.max(this.byUsername.waitFor(attempt.username, now), this.byAddress.waitFor(attempt.address, now));
    if (wait > 0) return { admitted: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    this.byUsername.fail(attempt.username, now);
    this.byAddress.fail(attempt.address, now);
    return { admitted: true };
  }

  /** The admitted attempt was right: its username starts afresh, and its address loses the failure. */
  succeeded(attempt: SignInAttempt): void {
    this.byUsername.clear(attempt.username);
    this.byAddress.forgive(attempt.address);
  }
}
