// Failures tests ask for: answers the real services give when they are busy or broken, without waiting for them.
import type { ServerResponse } from 'node:http';
import { sendJson } from './respond.js';

interface PathFault { prefix: string; times: number }
interface FailFault extends PathFault { status: number; body: unknown; headers: Record<string, string> }
interface HoldFault extends PathFault { arrived: () => void; release: () => void; released: Promise<void> }

export interface Hold {
  /** Settles once a request matching the prefix has arrived and is being held. */
  arrived: Promise<void>;
  /** Lets the held request (and any later one) be answered. */
  release(): void;
}

export class Faults {
  #fails: FailFault[] = [];
  #drops: PathFault[] = [];
  #holds: HoldFault[] = [];
  #notReady = new Set<string>();
  #delayMs = 0;

  /** The next `times` requests whose path (with its query) starts with `prefix` are answered `status`. */
  failNext(prefix: string, status: number, times = 1, body: unknown = { error: 'Internal Server Error' }): void {
    this.#fails.push({ prefix, times, status, body, headers: {} });
  }

  /** As the Hub does when a client calls too often: 429 with `Retry-After`. */
  rateLimitNext(prefix: string, times = 1, retryAfterSeconds = 1): void {
    this.#fails.push({
      prefix, times, status: 429, headers: { 'Retry-After': String(retryAfterSeconds) },
      body: { error: 'You have been rate-limited; you can retry this action in about 1 minute.' },
    });
  }

  /** The next `times` matching requests lose their connection before any answer. */
  dropConnectionNext(prefix: string, times = 1): void {
    this.#drops.push({ prefix, times });
  }

  /** The next matching request waits until `release()`: a slow answer without a clock. */
  holdNext(prefix: string): Hold {
    let arrived!: () => void;
    let release!: () => void;
    const arrival = new Promise<void>((resolve) => { arrived = resolve; });
    const released = new Promise<void>((resolve) => { release = resolve; });
    this.#holds.push({ prefix, times: 1, arrived, release, released });
    return { arrived: arrival, release };
  }

  /** Every answer waits `ms` first (0 stops it). */
  slowBy(ms: number): void {
    this.#delayMs = ms;
  }

  /**
   * The dataset viewer has not processed the dataset yet (no `config`), one subset's conversion is still running,
   * or one split's first rows are not computed: those answers are 500 `ResponseNotReady`.
   */
  notReady(repo: string, config?: string, split?: string): void {
    this.#notReady.add(key(repo, config, split));
  }

  ready(repo: string, config?: string, split?: string): void {
    this.#notReady.delete(key(repo, config, split));
  }

  isNotReady(repo: string, config?: string, split?: string): boolean {
    return this.#notReady.has(key(repo)) || (config !== undefined && this.#notReady.has(key(repo, config)))
      || (split !== undefined && this.#notReady.has(key(repo, config, split)));
  }

  reset(): void {
    this.#fails = [];
    this.#drops = [];
    for (const hold of this.#holds) hold.release();
    this.#holds = [];
    this.#notReady.clear();
    this.#delayMs = 0;
  }

  /** Applies the faults due for this request; true when it has been answered (or dropped) by them. */
  async apply(pathWithQuery: string, res: ServerResponse): Promise<boolean> {
    if (this.#delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.#delayMs));
    const hold = take(this.#holds, pathWithQuery);
    if (hold) {
      hold.arrived();
      await hold.released;
    }
    if (take(this.#drops, pathWithQuery)) {
      res.socket?.destroy();
      return true;
    }
    const fail = take(this.#fails, pathWithQuery);
    if (fail) sendJson(res, fail.status, fail.body, fail.headers);
    return fail !== undefined;
  }
}

function key(repo: string, config?: string, split?: string): string {
  return JSON.stringify([repo, config ?? null, split ?? null]);
}

function take<T extends PathFault>(faults: T[], path: string): T | undefined {
  const fault = faults.find((item) => path.startsWith(item.prefix));
  if (!fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
  return fault;
}
