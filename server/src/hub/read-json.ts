import { HubError } from './errors.js';
import { PassingFailure, discard, safeUrl } from './transport.js';

/** No JSON answer of the Hub's or its dataset viewer's comes near this; a longer one is not what was asked. */
export const JSON_ANSWER_MAX_BYTES = 16 * 1024 * 1024;

function tooLarge(response: Response, what: string): HubError {
  return new HubError('too_large', `The Hugging Face Hub's answer to ${what} (${safeUrl(response.url)}) is over 16 MiB, too large to be what was asked for.`);
}

/**
 * An answer's body parsed as JSON, read no further than 16 MiB (its length is checked as it arrives, whatever
 * `Content-Length` says). A body that is not JSON (a proxy's error page) is a passing failure.
 */
export async function readJson(response: Response, what: string, maxBytes = JSON_ANSWER_MAX_BYTES): Promise<unknown> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discard(response);
    throw tooLarge(response, what);
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(response, what);
      }
      chunks.push(value);
    }
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new PassingFailure('an answer that is not JSON');
  }
}

/** An object's value at `key` when it is a string, else null: answers are read without trusting their shape. */
export function stringAt(value: unknown, key: string): string | null {
  const item = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof item === 'string' ? item : null;
}

/** An object's value at `key` when it is a list, else an empty list. */
export function listAt(value: unknown, key: string): unknown[] {
  const item = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(item) ? item : [];
}

/** An object's value at `key` when it is an object, else null. */
export function objectAt(value: unknown, key: string): Record<string, unknown> | null {
  const item = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : null;
}
