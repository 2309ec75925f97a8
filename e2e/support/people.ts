import type { Endpoint } from '@gloss/contract';
import type { CallParts, GlossApi } from './api';

/**
 * The status the server answers a call with, success or not: for checking that what a page does not
 * offer is what the API refuses (`GlossApi.call` throws on anything but success).
 */
export async function statusOf<E extends Endpoint>(api: GlossApi, endpoint: E, parts: CallParts<E>): Promise<number> {
  const { params, body } = parts as { params?: Record<string, string>; body?: unknown };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params?.[name])));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const credentials = api.credentials;
  if (credentials && 'apiKey' in credentials) headers['X-Argilla-Api-Key'] = credentials.apiKey;
  if (credentials && 'token' in credentials) headers.Authorization = `Bearer ${credentials.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, api.baseUrl), {
    method: endpoint.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}
