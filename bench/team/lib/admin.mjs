// The admin: text searches over the whole dataset (POST /api/v1/datasets/{id}/records/search, the admin's
// search, with the web app's includes and the default page of 50) and a JSON Lines export of every record
// (POST /api/v1/datasets/{id}/records/export, what API clients send; the web app GETs the same stream
// through a one-time link), timed to its first byte and to its last.
import { performance } from 'node:perf_hooks';
import { ApiError } from '../../records/lib/api.mjs';

export const searchPath = (datasetId) => `/api/v1/datasets/${datasetId}/records/search?include=responses&include=suggestions`;
export const searchBody = (word) => JSON.stringify({ query: { text: { q: word } } });

/** One text search; throws ApiError on failure. Returns { ms, total }. */
export async function searchOnce(api, datasetId, word) {
  const response = await api.request('POST', searchPath(datasetId), { body: searchBody(word), expect: [200] });
  return { ms: response.ms, total: response.json().total };
}

/** Searches back to back until `deadline` (ms on the recorder's clock); each is recorded as 'search'. */
export async function searchUntil(api, datasetId, word, recorder, deadline) {
  const totals = new Set();
  while (recorder.now() < deadline) {
    const response = await recorder.call('search', () => api.request('POST', searchPath(datasetId), { body: searchBody(word), expect: [200] }));
    if (response) totals.add(response.json().total);
  }
  return { matches: [...totals] };
}

/**
 * Downloads the whole export as a client saving it would, without keeping it: time to the response's
 * headers, to the first byte of the body and to the last, bytes and lines. Throws ApiError on a failure.
 */
export async function exportOnce(api, datasetId) {
  const path = `/api/v1/datasets/${datasetId}/records/export`;
  const started = performance.now();
  let response;
  try {
    response = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Argilla-Api-Key': api.apiKey },
      body: JSON.stringify({ format: 'jsonl' }),
    });
  } catch (error) {
    throw new ApiError({ method: 'POST', path, status: undefined, body: String(error?.cause ?? error), ms: performance.now() - started });
  }
  const headersMs = performance.now() - started;
  if (response.status !== 200) throw new ApiError({ method: 'POST', path, status: response.status, body: await response.text(), ms: performance.now() - started });
  let firstByteMs = null;
  let bytes = 0;
  let lines = 0;
  try {
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
  } catch (error) {
    throw new ApiError({ method: 'POST', path, status: 'network', body: `the stream broke after ${bytes} bytes: ${error?.cause ?? error}`, ms: performance.now() - started });
  }
  const totalMs = performance.now() - started;
  return {
    headersMs: Math.round(headersMs * 10) / 10,
    firstByteMs: Math.round((firstByteMs ?? totalMs) * 10) / 10,
    totalMs: Math.round(totalMs),
    bytes,
    lines,
    total: Number(response.headers.get('x-gloss-total')),
  };
}
