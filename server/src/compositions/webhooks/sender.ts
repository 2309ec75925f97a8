import { WEBHOOK_REFUSED_PREFIX } from '@gloss/contract';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusalOf } from './target-address.js';

/** As Argilla: a target has 5 seconds to answer, from the name lookup to the end of its answer. */
export const DELIVERY_TIMEOUT_MS = 5000;
/** Of a target's answer only the status matters; a few KiB of its body are read, then the connection closed. */
export const RESPONSE_BODY_READ_MAX = 64 * 1024;

export interface Delivery {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivateTargets: boolean;
  /** Aborted when the server shuts down. */
  signal: AbortSignal;
}

export interface AttemptResult {
  /** The target's HTTP status, or null when it gave none. */
  statusCode: number | null;
  /** Why the attempt failed, or null when the target answered 2xx. */
  error: string | null;
  durationMs: number;
}

/**
 * POSTs one delivery. The target's name is resolved here and every address checked (unless private
 * targets are allowed); the connection then goes to the checked address itself, so a name that resolves
 * differently a moment later (DNS rebinding) cannot lead it elsewhere. Redirects are not followed.
 */
export async function sendDelivery(delivery: Delivery): Promise<AttemptResult> {
  const started = performance.now();
  const deadline = AbortSignal.any([delivery.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]);
  const finish = (statusCode: number | null, error: string | null): AttemptResult => ({
    statusCode,
    error,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
  });
  try {
    const url = new URL(delivery.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = await withDeadline(resolve(host), deadline);
    if (addresses.length === 0) return finish(null, `${host} resolves to no address`);
    if (!delivery.allowPrivateTargets) {
      const refusals = addresses.map((entry) => refusalOf(entry.address)).filter((reason) => reason !== null);
      if (refusals.length > 0) {
        const where = isIP(host) === 0 ? `${host} resolves to ` : '';
        return finish(null, `${WEBHOOK_REFUSED_PREFIX}${where}${refusals[0]} (set GLOSS_WEBHOOKS_ALLOW_PRIVATE=true to deliver there)`);
      }
    }
    const statusCode = await post(url, addresses[0], delivery, deadline);
    if (statusCode >= 200 && statusCode < 300) return finish(statusCode, null);
    if (statusCode >= 300 && statusCode < 400) return finish(statusCode, `the target answered ${statusCode}, a redirect, which is not followed`);
    return finish(statusCode, `the target answered ${statusCode}`);
  } catch (error) {
    return finish(null, describeFailure(error, deadline, delivery.signal));
  }
}

interface Address {
  address: string;
  family: number;
}

async function resolve(host: string): Promise<Address[]> {
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family }];
  return lookup(host, { all: true, verbatim: true });
}

/** A lookup that answers the address already checked, whatever the name. */
function pinnedLookup(address: Address): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  }) as LookupFunction;
}

function post(url: URL, address: Address, delivery: Delivery, signal: AbortSignal): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePost, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...delivery.headers, 'content-length': Buffer.byteLength(delivery.body) },
        // A connection of its own, to the checked address only.
        agent: false,
        lookup: pinnedLookup(address),
        signal,
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        const done = () => {
          response.destroy();
          resolvePost(statusCode);
        };
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= RESPONSE_BODY_READ_MAX) done();
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(delivery.body);
  });
}

function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolveWork, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolveWork, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function describeFailure(error: unknown, deadline: AbortSignal, shutdown: AbortSignal): string {
  if (shutdown.aborted) return 'interrupted: the server shut down';
  if (deadline.aborted) return `timed out after ${DELIVERY_TIMEOUT_MS / 1000} s`;
  const code = (error as { code?: string })?.code;
  const messages: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset by the target',
    ENOTFOUND: 'the name does not resolve',
    EAI_AGAIN: 'the name could not be resolved (temporary failure)',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
  };
  if (code && messages[code]) return messages[code];
  return error instanceof Error ? error.message : String(error);
}
