import { clearToken, readToken } from '../auth/session';
import { HttpError, NetworkError, retryAfterSecondsOf } from './errors';
import { trackRequest } from './loading';
import { buildQuery, type QueryValue } from './query-params';

/** Calls are made relative to the page's origin: the Gloss server serves the app and the API together. */
const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A URL-encoded form body (the token call). */
  form?: Record<string, string>;
  /** Send the session's token (default). Sign-in, settings and OAuth calls go without it. */
  authenticated?: boolean;
  /**
   * Failures are not shown to the person (they are still thrown): all of them, or those the function
   * picks (the page says those itself).
   */
  silent?: boolean | ((error: HttpError | NetworkError) => boolean);
  /** More request headers (a precondition: `if-match`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpHooks {
  /** Every failed call that is not silent. */
  onError?: (error: HttpError | NetworkError) => void;
  /** An authenticated call answered 401: the session is over. */
  onUnauthorized?: () => void;
}

let hooks: HttpHooks = {};

/** The app installs what a failure means for the person (toasts, going to sign-in). */
export function installHttpHooks(next: HttpHooks): void {
  hooks = next;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query = {}, json, form, authenticated = true, silent = false, signal } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const report = (error: HttpError | NetworkError) => {
    if (silent === true || (typeof silent === 'function' && silent(error))) return;
    hooks.onError?.(error);
  };
  let body: string | undefined;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  }
  const token = authenticated ? readToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await trackRequest(fetch(`${API_BASE}${path}${buildQuery(query)}`, { method, headers, body, signal }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new NetworkError(path);
    report(error);
    throw error;
  }

  const payload = await readPayload(response);
  if (response.ok) return payload as T;

  const error = new HttpError(response.status, payload, path, retryAfterSecondsOf(response.headers.get('retry-after')));
  if (response.status === 401 && token) {
    clearToken();
    hooks.onUnauthorized?.();
  }
  report(error);
  throw error;
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
