import type { SourcePreview } from '@gloss/contract';
import { HttpError, NetworkError } from '../../../shared/api/errors';
import { trackRequest } from '../../../shared/api/loading';
import { buildQuery } from '../../../shared/api/query-params';
import { clearToken, readToken } from '../../../shared/auth/session';

/** The contract's `UPLOAD_MEDIA_TYPE`: the body is the file's bytes, whatever its format. */
export const UPLOAD_MEDIA_TYPE = 'application/octet-stream';

/** The path of the upload call, under the API's base. */
export function uploadPath(filename: string): string {
  return `/v1/uploads${buildQuery({ filename })}`;
}

export interface UploadProgress {
  sent: number;
  /** The bytes to send, once the browser knows them. */
  total: number | null;
}

/** The part of XMLHttpRequest an upload uses, so a test can stand in for it. */
export interface UploadRequest {
  open(method: 'POST', url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  getResponseHeader(name: string): string | null;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  readonly upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** The request to send it with (a new XMLHttpRequest by default: `fetch` reports no upload progress). */
  makeRequest?: () => UploadRequest;
}

/**
 * Uploads a file as the body itself (`POST /api/v1/uploads?filename=...`), with the session's token as
 * every other call sends it, reporting the bytes sent. Answers the file's columns and first rows; a refusal
 * rejects with the server's words (413 with its limit, 422 for a file it cannot read).
 */
export function uploadFile(file: Blob & { name: string }, options: UploadOptions = {}): Promise<SourcePreview> {
  const { onProgress, signal, makeRequest = () => new XMLHttpRequest() as unknown as UploadRequest } = options;
  const path = uploadPath(file.name);
  const work = new Promise<SourcePreview>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = makeRequest();
    const onAbort = () => request.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    request.open('POST', `/api${path}`);
    request.setRequestHeader('content-type', UPLOAD_MEDIA_TYPE);
    request.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : null });
    request.onload = () => {
      done();
      const body = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as SourcePreview);
        return;
      }
      // An expired session ends here as it does for every other call: the app goes to sign-in.
      if (request.status === 401 && token) clearToken();
      reject(new HttpError(request.status, body, path));
    };
    request.onerror = () => {
      done();
      reject(new NetworkError(path));
    };
    request.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    onProgress?.({ sent: 0, total: file.size });
    request.send(file);
  });
  return trackRequest(work);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function abortError(): Error {
  const error = new Error('The upload was canceled');
  error.name = 'AbortError';
  return error;
}

function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The share of the file sent, 0 to 100, with one decimal. */
export function uploadPercent({ sent, total }: UploadProgress): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.round((sent / total) * 1000) / 10);
}
