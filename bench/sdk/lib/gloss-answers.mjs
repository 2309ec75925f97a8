// Gloss's own answers, recorded from a real server in the same run, for the stand-in to replay: every call
// the SDK makes in `client.datasets(name=..., workspace=...)` and `records.log()` besides the bulk upsert
// (seen by logging the SDK's requests to a real server), a 401 and a 404. And the shape check: the
// stand-in's bulk answer must match Gloss's answer to the same SDK-shaped body key for key.
import { writeFileSync } from 'node:fs';

/** The reads the SDK sends, in its order, for a dataset `datasetId` in workspace `workspaceId`. */
export const sdkReads = (workspaceId, datasetId) => [
  '/api/v1/me',
  '/api/v1/me/workspaces',
  '/api/v1/me/datasets',
  `/api/v1/workspaces/${workspaceId}`,
  `/api/v1/datasets/${datasetId}`,
  `/api/v1/datasets/${datasetId}/fields`,
  `/api/v1/datasets/${datasetId}/questions`,
  `/api/v1/datasets/${datasetId}/vectors-settings`,
  `/api/v1/me/datasets/${datasetId}/metadata-properties`,
];

async function answer(url, apiKey, method = 'GET', body = undefined) {
  const headers = { 'X-Argilla-Api-Key': apiKey, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
}

/**
 * Records the answers file: `{ apiKey, replies: { "GET <path>": {status, contentType, body} }, unauthorized,
 * notFound }`. Call it before any other dataset exists on the server: /me/datasets is replayed as it is.
 */
export async function recordAnswers(file, { url, apiKey, workspaceId, datasetId }) {
  const replies = {};
  for (const path of sdkReads(workspaceId, datasetId)) {
    const reply = await answer(url + path, apiKey);
    if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status} while recording: ${reply.body.slice(0, 300)}`);
    replies[`GET ${path}`] = reply;
  }
  const unauthorized = await answer(`${url}/api/v1/me`, `not-${apiKey}`);
  const notFound = await answer(`${url}/api/v1/no-such-endpoint`, apiKey);
  writeFileSync(file, JSON.stringify({ apiKey, replies, unauthorized, notFound }));
  return { calls: Object.keys(replies).length, unauthorizedStatus: unauthorized.status, notFoundStatus: notFound.status };
}

/** The bulk upsert's answer, `{status, body}`, for a body already serialised. */
export const bulkAnswer = (url, apiKey, datasetId, body) => answer(`${url}/api/v1/datasets/${datasetId}/records/bulk`, apiKey, 'PUT', body);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NAIVE_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/;
const kind = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Where the stand-in's answer differs from Gloss's: the same keys in the same order and the same values,
 * except ids (both UUIDs) and timestamps (both naive ISO with microseconds), which are new in each answer.
 */
export function shapeDifferences(gloss, standIn, path = '$', out = []) {
  const key = path.slice(path.lastIndexOf('.') + 1);
  if (kind(gloss) !== kind(standIn)) out.push(`${path}: ${kind(gloss)} from Gloss, ${kind(standIn)} from the stand-in`);
  else if (kind(gloss) === 'array') {
    if (gloss.length !== standIn.length) out.push(`${path}: ${gloss.length} items from Gloss, ${standIn.length} from the stand-in`);
    gloss.slice(0, standIn.length).forEach((item, i) => shapeDifferences(item, standIn[i], `${path}[${i}]`, out));
  } else if (kind(gloss) === 'object') {
    const [a, b] = [Object.keys(gloss), Object.keys(standIn)];
    if (a.join() !== b.join()) out.push(`${path}: keys ${a.join(', ')} from Gloss, ${b.join(', ')} from the stand-in`);
    for (const k of a) if (k in standIn) shapeDifferences(gloss[k], standIn[k], `${path}.${k}`, out);
  } else if (key === 'id' && kind(gloss) === 'string') {
    if (!UUID.test(gloss) || !UUID.test(standIn)) out.push(`${path}: ids ${gloss} and ${standIn}`);
  } else if ((key === 'inserted_at' || key === 'updated_at') && kind(gloss) === 'string') {
    if (!NAIVE_TIMESTAMP.test(gloss) || !NAIVE_TIMESTAMP.test(standIn)) out.push(`${path}: timestamps ${gloss} and ${standIn}`);
  } else if (gloss !== standIn) out.push(`${path}: ${JSON.stringify(gloss)} from Gloss, ${JSON.stringify(standIn)} from the stand-in`);
  return out;
}
