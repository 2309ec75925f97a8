import { createHash } from 'node:crypto';
import { networkOf } from './client-network.js';

/**
 * Slows down password guessing at `POST /api/v1/token` without letting the guesser lock anyone out.
 * Failed sign-ins are counted three ways, each count fading after a quiet hour:
 *
 * - per address and username, a guesser at one account from one place: past 5 free failures, each
 *   further one doubles the wait before that address's next attempt at that username (1 s up to 15 min);
 * - per address, one place guessing at many accounts: past 20, the same doubling holds the address's
 *   next attempt at any username;
 * - per username across addresses, one account guessed at from many places: it never holds up an
 *   address that has not failed at that username, but past 5 it stretches the wait every failure there
 *   sets to what the username's failures from everywhere earn on the same doubling.
 *
 * So the right password from an address that has not failed is always checked, and a guesser spread over
 * many addresses gets one attempt per address before each of them waits as one guesser would. An address
 * is an IPv4 address or an IPv6 /64 network (`networkOf`), as one machine is given a whole /64.
 *
 * An attempt before its wait is refused without checking the password, so guesses cost the attacker time
 * and the server no hashing. These are the rules over counts in memory (`FailureEntries`); the server keeps
 * the counts in the database (`shared-sign-in-throttle.ts`), each attempt running these same rules over its
 * three counts' rows, so that instances sharing a database count as one and a restart forgets nothing.
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

export interface ThrottleRules {
  /** Per address and username. */
  pair: ThrottleRule;
  /** Per address, across usernames: more lenient, since people behind one network address share it. */
  address: ThrottleRule;
  /** Per username, across addresses: it only lengthens the waits of addresses that failed there. */
  username: ThrottleRule;
}

const HOUR = 60 * 60_000;
const DOUBLING = { firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: HOUR };
export const SIGN_IN_RULES: ThrottleRules = {
  pair: { freeFailures: 5, ...DOUBLING },
  address: { freeFailures: 20, ...DOUBLING },
  username: { freeFailures: 5, ...DOUBLING },
};

/** Keys remembered per count, so that a flood of made-up usernames and addresses cannot grow the memory without end. */
export const MAX_KEYS = 50_000;

/** The wait a rule sets after this many failures. */
export function delayAfter(rule: ThrottleRule, failures: number): number {
  const past = failures - rule.freeFailures;
  return past > 0 ? Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(past - 1, 30)) : 0;
}

export interface Failures {
  count: number;
  lastAt: number;
  /** No attempt is checked before this time. */
  blockedUntil: number;
}

/** Failures by key, in the order of their last failure. */
export type FailureEntries = Map<string, Failures>;

/** Each count's entries. */
export interface ThrottleEntries {
  pair: FailureEntries;
  address: FailureEntries;
  username: FailureEntries;
}

export type ThrottleScope = keyof ThrottleEntries;
export const THROTTLE_SCOPES: readonly ThrottleScope[] = ['pair', 'address', 'username'];

class FailureCounts {
  constructor(
    private readonly rule: ThrottleRule,
    private readonly maxKeys: number,
    private readonly entries: FailureEntries,
  ) {}

  /** Milliseconds before an attempt for `key` is checked again (0: now). */
  waitFor(key: string, now: number): number {
    const entry = this.current(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  /** Counts a failure; the next attempt waits the rule's delay, or `atLeastMs` when that is longer. */
  fail(key: string, now: number, atLeastMs = 0): Failures {
    const entry = this.current(key, now) ?? { count: 0, lastAt: now, blockedUntil: 0 };
    entry.count += 1;
    entry.lastAt = now;
    const delay = Math.max(delayAfter(this.rule, entry.count), atLeastMs);
    if (delay > 0) entry.blockedUntil = Math.max(entry.blockedUntil, now + delay);
    // Re-inserted so that the map's order is the order of last failure: the oldest go first when full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /** Forgets the key, answering how many failures it had. */
  clear(key: string): number {
    const count = this.entries.get(key)?.count ?? 0;
    this.entries.delete(key);
    return count;
  }

  /** Takes back failures counted against the key, and its wait once they are back within the free ones. */
  forgive(key: string, failures: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.count = Math.max(0, entry.count - failures);
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
  /** The client's address, as the request reports it. */
  address: string;
}

/**
 * A fixed-size key for what a client sent (usernames of up to 200 characters): memory per key does not
 * depend on the attacker's input.
 */
function keyOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 22);
}

/** The attempt's key in each count. */
export function throttleKeysOf({ username, address }: SignInAttempt): Record<ThrottleScope, string> {
  const network = networkOf(address);
  return { pair: keyOf(network, username), address: keyOf(network), username: keyOf(username) };
}

export class SignInThrottle {
  private readonly byPair: FailureCounts;
  private readonly byAddress: FailureCounts;
  private readonly byUsername: FailureCounts;

  /** `entries`: the counts to read and change (new ones, kept in memory, unless given). */
  constructor(
    private readonly rules: ThrottleRules = SIGN_IN_RULES,
    private readonly clock: () => number = Date.now,
    maxKeys = MAX_KEYS,
    entries: ThrottleEntries = { pair: new Map(), address: new Map(), username: new Map() },
  ) {
    this.byPair = new FailureCounts(rules.pair, maxKeys, entries.pair);
    this.byAddress = new FailureCounts(rules.address, maxKeys, entries.address);
    this.byUsername = new FailureCounts(rules.username, maxKeys, entries.username);
  }

  /**
   * Admits an attempt to be checked, or answers the seconds to wait first. An admitted attempt counts as
   * a failure at once, before its password is checked (which takes a while): attempts sent side by side
   * see each other, so a burst cannot have more passwords checked than one attempt after another could.
   * The caller reports a right password with `succeeded`, which takes the count back.
   */
  admit(attempt: SignInAttempt): { admitted: true } | { admitted: false; retryAfterSeconds: number } {
    const now = this.clock();
    const keys = throttleKeysOf(attempt);
    const wait = Math.max(this.byPair.waitFor(keys.pair, now), this.byAddress.waitFor(keys.address, now));
    if (wait > 0) return { admitted: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    const acrossAddresses = this.byUsername.fail(keys.username, now);
    this.byPair.fail(keys.pair, now, delayAfter(this.rules.username, acrossAddresses.count));
    this.byAddress.fail(keys.address, now);
    return { admitted: true };
  }

  /**
   * The admitted attempt was right: its address starts afresh at that username, and the failures it had
   * there (this attempt's among them) were the account's own person mistyping, so the address's and the
   * username's counts lose them too.
   */
  succeeded(attempt: SignInAttempt): void {
    const keys = throttleKeysOf(attempt);
    // At least this attempt's own count, should a flood of other keys have pushed the pair out meanwhile.
    const failures = Math.max(1, this.byPair.clear(keys.pair));
    this.byAddress.forgive(keys.address, failures);
    this.byUsername.forgive(keys.username, failures);
  }
}
