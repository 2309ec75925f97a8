// A remote file read a slice at a time with HTTP range requests (RFC 9110 §14: `Range: bytes=a-b`, answered
// 206 with just those bytes), as hyparquet's own `asyncBufferFromUrl` reads one, plus the token, retries and
// the Hub's error answers (a gated or private file: 401/403; gone: 404). Hub file URLs redirect to storage;
// fetch follows, and drops the Authorization header when the redirect leaves the Hub's origin.
import type { AsyncBuffer } from 'hyparquet';
import { HubError } from './errors.js';
import { type HubTransport, PassingFailure, discard, safeUrl, serviceMessage } from './transport.js';

// A server that ignores `Range` sends the whole file: taken whole only while it is this small.
const WHOLE_FILE_MAX_BYTES = 16 * 1024 * 1024;

async function fileFailure(response: Response, url: string): Promise<HubError> {
  const said = await serviceMessage(response);
  const where = safeUrl(url);
  if (response.status === 401 || response.status === 403) {
    return new HubError('unauthorized', `The Hugging Face Hub refused to send ${where}${said ? ` (${said})` : ''}: give a token that may read this dataset.`);
  }
  if (response.status === 404) return new HubError('not_found', `The Hugging Face Hub has no file at ${where}.`);
  return new HubError('refused', `The Hugging Face Hub refused to send ${where} (${response.status}${said ? `: ${said}` : ''}).`);
}

/** The file's length: a HEAD's `Content-Length`, else the total of a one-byte range's `Content-Range`. */
async function remoteLength(transport: HubTransport, url: string, token: string | null, signal: AbortSignal | undefined): Promise<number> {
  const what = `the size of ${safeUrl(url)}`;
  const length = await transport.send({ url, method: 'HEAD', token, signal, what }, async (response) => {
    if (response.status === 405 || response.status === 501) return null;
    if (!response.ok) throw await fileFailure(response, url);
    const declared = Number(response.headers.get('content-length') ?? NaN);
    return Number.isSafeInteger(declared) && declared >= 0 ? declared : null;
  });
  if (length !== null) return length;
  return transport.send({ url, token, signal, what, headers: { range: 'bytes=0-0' } }, async (response) => {
    if (!response.ok) throw await fileFailure(response, url);
    const range = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '');
    const whole = response.status === 200 ? Number(response.headers.get('content-length') ?? NaN) : NaN;
    await discard(response);
    if (range) return Number(range[1]);
    if (Number.isSafeInteger(whole)) return whole;
    throw new HubError('refused', `The Hugging Face Hub does not tell the size of ${safeUrl(url)}.`);
  });
}

/**
 * hyparquet's AsyncBuffer over a file URL: each slice one range request (with the token, and retried when it
 * fails for a passing reason). The length is `size` when known (the Parquet listing gives it), else asked for.
 */
export async function httpFileBuffer(transport: HubTransport, url: string, size: number | null, token: string | null, signal?: AbortSignal): Promise<AsyncBuffer> {
  const byteLength = size ?? (await remoteLength(transport, url, token, signal));
  const slice = async (start: number, end: number = byteLength): Promise<ArrayBuffer> => {
    const from = Math.max(0, start < 0 ? byteLength + start : start);
    const to = Math.min(byteLength, end < 0 ? byteLength + end : end);
    if (to <= from) return new ArrayBuffer(0);
    const what = `bytes ${from} to ${to} of ${safeUrl(url)}`;
    return transport.send({ url, token, signal, what, headers: { range: `bytes=${from}-${to - 1}` }, timeoutMs: transport.timeoutFor(to - from) }, async (response) => {
      if (response.status === 206) {
        const bytes = await response.arrayBuffer();
        if (bytes.byteLength !== to - from) throw new PassingFailure(`${bytes.byteLength} bytes instead of ${to - from}`);
        return bytes;
      }
      if (response.status === 200) {
        const declared = Number(response.headers.get('content-length') ?? NaN);
        if (!(declared <= WHOLE_FILE_MAX_BYTES)) {
          await discard(response);
          throw new HubError('refused', `The server of ${safeUrl(url)} does not answer range requests, and the file is too large to read whole.`);
        }
        const whole = await response.arrayBuffer();
        if (whole.byteLength < to) throw new PassingFailure(`${whole.byteLength} bytes instead of ${to}`);
        return whole.slice(from, to);
      }
      throw await fileFailure(response, url);
    });
  };
  return { byteLength, slice };
}
