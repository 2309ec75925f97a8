import { parquetReadObjects } from 'hyparquet';
import { expect } from 'vitest';
import type { ApiClient } from './client.js';

/**
 * Reading export files back, and what they should hold, built from the API's records the way the SDK's
 * `to_list(flatten=True)` builds its dictionaries (argilla/records/_io/_generic.py), written here apart
 * from the server's code so that the two can disagree.
 */

export const exportPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/records/export`;
export const exportLinksPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/records/export-links`;

/** A request's answer with its body as bytes (an export is binary); `json()` reads an error's body. */
export interface RawResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json(): any;
}

/** Sends a request as the user of `apiKey` (null: nobody) and reads the whole body as bytes. */
export async function fetchRaw(baseUrl: string, apiKey: string | null, method: string, path: string, body?: unknown): Promise<RawResponse> {
  const headers: Record<string, string> = apiKey ? { 'X-Argilla-Api-Key': apiKey } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, baseUrl), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

export function parseJsonLines(bytes: Buffer): Record<string, unknown>[] {
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** RFC 4180: cells separated by commas, records by CRLF, `"` quoting with `""` inside; answers rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  expect(cell === '' && row.length === 0, 'the file ends with CRLF').toBe(true);
  return rows;
}

/** Parquet rows as plain values: 64-bit integers as numbers. */
export async function readParquet(bytes: Buffer): Promise<Record<string, unknown>[]> {
  const file = new Uint8Array(bytes).buffer;
  const rows = await parquetReadObjects({ file });
  return JSON.parse(JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))) as Record<string, unknown>[];
}

interface ApiRecord {
  id: string;
  external_id: string | null;
  status: string;
  fields: Record<string, unknown>;
  metadata: Record<string, unknown> | null;
  vectors?: Record<string, number[]>;
  responses: { user_id: string; status: string; values: Record<string, { value: unknown }> | null }[];
  suggestions: { question_id: string; value: unknown; score: unknown; agent: string | null }[];
}

/** The SDK turns a ranking into its values in order. */
const sdkValue = (value: unknown, ranking: boolean) => (ranking && Array.isArray(value) ? value.map((item: any) => item.value) : value);

/**
 * A record as the SDK flattens it: `id` (external id), `status`, `_server_id`, fields, metadata, vectors,
 * then per answered question its `.responses`, `.responses.users`, `.responses.status`, then per suggested
 * question `.suggestion`, `.suggestion.score`, `.suggestion.agent`. Missing keys are left out here; the
 * export fills them with null.
 */
export function sdkFlatten(record: ApiRecord, questions: { id: string; name: string; settings: { type: string } }[]): Record<string, unknown> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const ranking = (name: string) => questions.find((question) => question.name === name)?.settings.type === 'ranking';
  const flat: Record<string, unknown> = { id: record.external_id, status: record.status, _server_id: record.id };
  Object.assign(flat, record.fields, record.metadata ?? {}, record.vectors ?? {});
  for (const response of record.responses) {
    for (const [name, { value }] of Object.entries(response.values ?? {})) {
      ((flat[`${name}.responses`] ??= []) as unknown[]).push(sdkValue(value, ranking(name)));
      ((flat[`${name}.responses.users`] ??= []) as unknown[]).push(response.user_id);
      ((flat[`${name}.responses.status`] ??= []) as unknown[]).push(response.status);
    }
  }
  for (const suggestion of record.suggestions) {
    const name = byId.get(suggestion.question_id)!.name;
    flat[`${name}.suggestion`] = sdkValue(suggestion.value, ranking(name));
    flat[`${name}.suggestion.score`] = suggestion.score;
    flat[`${name}.suggestion.agent`] = suggestion.agent;
  }
  return flat;
}

/** Every record of a dataset in the order written, with responses, suggestions and (optionally) vectors. */
export async function apiRecords(as: ApiClient, dataset: { id: string }, vectors = false): Promise<ApiRecord[]> {
  const records: ApiRecord[] = [];
  for (let offset = 0; ; offset += 1000) {
    const include = `include=responses,suggestions${vectors ? '&include=vectors' : ''}`;
    const page = await as.get(`/api/v1/datasets/${dataset.id}/records?${include}&offset=${offset}&limit=1000`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    records.push(...page.body.items);
    if (page.body.items.length < 1000) return records;
  }
}

/** An export row with its null cells dropped, to compare with the SDK's dictionary (which leaves them out). */
export function withoutNulls(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
}
