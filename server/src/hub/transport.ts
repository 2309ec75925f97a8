// How every call to the Hub and its dataset viewer is made: the token as a bearer token (only to their own
// addresses), a time limit per request, and retries with backoff for the failures that pass, as
// huggingface_hub's `http_backoff` (utils/_http.py) retries them: a dropped connection, a time-out, 429 (after
// its `Retry-After`), and 5xx answers other than the ones a service documents as final.
import { HubError } from './errors.js';

export interface TransportOptions {
  fetch: typeof fetch;
  /** Retries after the first attempt. */
  retries: number;
  sleep: (ms: number) => Promise<void>;
  timeoutMs: number;
  /** The origins the token may be sent to: the Hub's and its dataset viewer's. */
  trustedOrigins: readonly string[];
}

export interface HubRequest {
  url: string;
  method?: string;
  token: string | null;
  headers?: Record<string, string>;
  /** A body that can be sent again on a retry: text, or a Blob (bytes at hand, or a file read as it is sent). */
  body?: string | Blob;
  signal?: AbortSignal;
  /** This request's time limit, when it is not the usual one (an upload of many megabytes). */
  timeoutMs?: number;
  /** What was asked, for messages: "the splits of `org/name`". */
  what: string;
  /** A 5xx answer that retrying will not change (a service's documented final error). */
  isFinal?: (response: Response) => boolean;
}

/** A failure worth trying again: a reason for the message, and how long the service asked to wait. */
export class PassingFailure extends Error {
  constructor(
    readonly reason: string,
    readonly waitMs: number | null = null,
  ) {
    super(reason);
  }
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
// A service that asks to wait longer than this is not waited for: the job would hold its place for nothing.
const LONGEST_WAIT_MS = 5 * 60_000;
const ERROR_BODY_BYTES = 64 * 1024;
// A service's own words in a message are cut here: enough to tell why, not a page of HTML.
const SERVICE_MESSAGE_CHARS = 500;
// A request that moves many bytes (an upload, a large range) gets the usual time plus a second per 256 KiB.
const BYTES_PER_SECOND = 256 * 1024;

// Query parameters that carry credentials (signed storage URLs, tokens in links): never shown in a message.
const SECRET_PARAMETER = /sig|signature|token|key|credential|secret|auth|policy|session|expires|^x-amz-|^x-goog-/i;

/** A URL fit for a message: without user info and without the query parameters that could be secrets. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    for (const name of [...parsed.searchParams.keys()]) if (SECRET_PARAMETER.test(name)) parsed.searchParams.delete(name);
    return parsed.toString();
  } catch {
    return '(an invalid address)';
  }
}

/** How long a 429 or 503 asks to wait: `Retry-After` (seconds or a date), else the `RateLimit` header's `t=`. */
export function retryAfterMs(response: Response, now = Date.now()): number | null {
  const header = response.headers.get('retry-after');
  if (header) {
    if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const rateLimit = /(?:^|[;,\s])t=(\d+)/.exec(response.headers.get('ratelimit') ?? '');
  return rateLimit ? Number(rateLimit[1]) * 1000 : null;
}

/** Drops an answer's body unread, so its connection is freed. */
export async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** The first bytes of an error answer as text, for the service's own words. */
export async function readErrorText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < ERROR_BODY_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
    }
  } catch {
    // What arrived is enough to describe the error.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES).toString('utf8');
}

const cut = (text: string) => (text.length > SERVICE_MESSAGE_CHARS ? `${text.slice(0, SERVICE_MESSAGE_CHARS)}…` : text);

/** The service's message in an error answer: the `error`/`message` of its JSON body, or its `X-Error-Message`. */
export async function serviceMessage(response: Response): Promise<string | null> {
  const header = response.headers.get('x-error-message');
  const text = await readErrorText(response);
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['error', 'message', 'detail']) {
      const value = body[key];
      if (typeof value === 'string' && value) return cut(value);
      if (Array.isArray(value) && typeof value[0] === 'string') return cut(value.join('; '));
    }
  } catch {
    // Not JSON: the header, or nothing (an HTML error page says nothing useful).
  }
  return header ? cut(header) : null;
}

/** Waits `ms`, or less when `signal` aborts first (then with its reason). */
async function pause(sleep: (ms: number) => Promise<void>, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return sleep(ms);
  signal.throwIfAborted();
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([sleep(ms), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** `message` without the token, whatever a service echoed back. */
export function redact(message: string, token: string | null): string {
  return token ? message.split(token).join('***') : message;
}

export class HubTransport {
  constructor(private readonly options: TransportOptions) {}

  /** The time limit of a request that sends or receives `bytes`: the usual one, plus a second per 256 KiB. */
  timeoutFor(bytes: number): number {
    return this.options.timeoutMs + Math.ceil(bytes / BYTES_PER_SECOND) * 1000;
  }

  /** Whether the token may go to `url`: only to the Hub's and the dataset viewer's own addresses. */
  private mayCarryToken(url: string): boolean {
    try {
      return this.options.trustedOrigins.includes(new URL(url).origin);
    } catch {
      return false;
    }
  }

  /**
   * Makes the request and hands the answer to `read`, which reads it (a status of its own to refuse, a body to
   * parse). A passing failure, of the request or of `read` (a `PassingFailure`, a connection lost mid-body),
   * is tried again after a wait; once the retries are spent it is `unavailable`. Aborting `signal` ends it at
   * once with the signal's reason.
   */
  async send<T>(request: HubRequest, read: (response: Response) => Promise<T>): Promise<T> {
    const { retries, sleep } = this.options;
    let last = '';
    for (let attempt = 0; ; attempt += 1) {
      request.signal?.throwIfAborted();
      let wait: number | null = null;
      try {
        return await this.attempt(request, read);
      } catch (error) {
        if (request.signal?.aborted) throw request.signal.reason;
        if (!(error instanceof PassingFailure)) {
          throw error instanceof HubError ? new HubError(error.kind, redact(error.message, request.token)) : error;
        }
        last = error.reason;
        wait = error.waitMs;
      }
      if (wait !== null && wait > LONGEST_WAIT_MS) {
        throw new HubError('unavailable', `The Hugging Face Hub did not answer ${request.what} (${last}) and asks to wait ${Math.ceil(wait / 60_000)} minutes: try again later.`);
      }
      if (attempt >= retries) {
        const tries = attempt + 1;
        throw new HubError('unavailable', redact(`The Hugging Face Hub did not answer ${request.what} (${last})${tries > 1 ? ` after ${tries} attempts` : ''}: try again later.`, request.token));
      }
      await pause(sleep, wait ?? Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt), request.signal);
    }
  }

  private async attempt<T>(request: HubRequest, read: (response: Response) => Promise<T>): Promise<T> {
    const limit = request.timeoutMs ?? this.options.timeoutMs;
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), limit);
    const signal = request.signal ? AbortSignal.any([request.signal, timer.signal]) : timer.signal;
    const headers: Record<string, string> = { ...request.headers };
    if (request.token && this.mayCarryToken(request.url)) headers.authorization = `Bearer ${request.token}`;
    try {
      let response: Response;
      try {
        response = await this.options.fetch(request.url, { method: request.method ?? 'GET', headers, body: request.body, signal, redirect: 'follow' });
      } catch (error) {
        // fetch rejects with a TypeError when the connection fails or drops before the answer's headers.
        throw this.lost(error, timer.signal, limit, error instanceof TypeError);
      }
      if (response.status === 429 || response.status === 503) {
        await discard(response);
        throw new PassingFailure(`${response.status} ${response.status === 429 ? 'Too Many Requests' : 'Service Unavailable'}`, retryAfterMs(response));
      }
      if (response.status >= 500 && !(request.isFinal?.(response) ?? false)) {
        await discard(response);
        throw new PassingFailure(`${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
      }
      try {
        return await read(response);
      } catch (error) {
        if (error instanceof HubError || error instanceof PassingFailure) throw error;
        throw this.lost(error, timer.signal, limit, false);
      }
    } finally {
      clearTimeout(timeout);
    }
  }

  /** A request that got no whole answer (out of time, its connection lost), or else the error as it is. */
  private lost(error: unknown, timer: AbortSignal, limitMs: number, networkFailure: boolean): unknown {
    if (timer.aborted) return new PassingFailure(`no answer within ${limitMs < 1000 ? `${limitMs} ms` : `${Math.round(limitMs / 1000)} s`}`);
    const said = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? '')} ${String((error.cause as { code?: unknown } | undefined)?.code ?? '')}` : '';
    // A body cut off midway: undici says "terminated", its cause the socket's error.
    if (networkFailure || /terminated|other side closed|socket|ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|UND_ERR/i.test(said)) {
      return new PassingFailure('connection dropped');
    }
    return error;
  }
}
