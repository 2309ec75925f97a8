import { expect } from 'vitest';
import type { ApiClient, ApiResponse } from './client.js';
import { unique } from './factories.js';
import type { TestServer } from './server.js';

/**
 * Fixtures for the records half of the API: a published dataset with every question type, metadata
 * properties of each kind (one hidden from annotators) and two vector settings, plus thin wrappers over the
 * record, response and search endpoints.
 */

/** A text whose first character is outside the BMP: code points and UTF-16 units disagree after it. */
export const EMOJI_TEXT = '😀 Ana lives in Paris';

export const LABELS = ['positive', 'negative', 'neutral'];
export const MULTI_LABELS = ['news', 'sport', 'tech'];
export const RATINGS = [1, 2, 3, 4, 5];
export const RANKS = ['first', 'second', 'third'];
export const SPAN_LABELS = ['PER', 'LOC', 'ORG'];

type QuestionName = 'label' | 'labels' | 'rating' | 'ranking' | 'comment' | 'entities';
type PropertyName = 'genre' | 'words' | 'score' | 'secret';
type VectorName = 'emb' | 'small';

export interface RecordsDataset {
  id: string;
  name: string;
  workspace_id: string;
  /** The dataset as the API answered when it was made (or published). */
  body: any;
  questions: Record<QuestionName, { id: string; name: string }>;
  properties: Record<PropertyName, { id: string; name: string }>;
  vectors: Record<VectorName, { id: string; name: string; dimensions: number }>;
}

export interface RecordsDatasetOptions {
  workspace: { id: string };
  /** The distribution's `min_submitted` (default 1). */
  minSubmitted?: number;
  allowExtraMetadata?: boolean;
  allowOverlapping?: boolean;
  /** Leave the dataset a draft (default: publish it). */
  draft?: boolean;
}

async function created(response: Promise<ApiResponse>, status = 201): Promise<any> {
  const { status: actual, body } = await response;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body;
}

/**
 * Fields `text` (required) and `context`; questions `label` (required label selection), `labels`
 * (multi-label), `rating` (1..5), `ranking` (3 options), `comment` (text) and `entities` (spans on `text`);
 * metadata `genre` (terms news/blog/forum), `words` (integer 0..1000), `score` (float), `secret` (terms,
 * hidden from annotators); vectors `emb` (3 dimensions) and `small` (2).
 */
export async function makeRecordsDataset(server: TestServer, options: RecordsDatasetOptions): Promise<RecordsDataset> {
  const owner = server.owner;
  const dataset = await created(
    owner.post('/api/v1/datasets', {
      name: unique('records'),
      workspace_id: options.workspace.id,
      allow_extra_metadata: options.allowExtraMetadata ?? true,
      distribution: { strategy: 'overlap', min_submitted: options.minSubmitted ?? 1 },
    }),
  );
  const base = `/api/v1/datasets/${dataset.id}`;
  await created(owner.post(`${base}/fields`, { name: 'text', title: 'Text', required: true, settings: { type: 'text' } }));
  await created(owner.post(`${base}/fields`, { name: 'context', title: 'Context', required: false, settings: { type: 'text' } }));
  const valueOptions = (values: string[]) => values.map((value) => ({ value, text: value.toUpperCase() }));
  const questionBodies: Record<QuestionName, Record<string, unknown>> = {
    label: { required: true, settings: { type: 'label_selection', options: valueOptions(LABELS) } },
    labels: { settings: { type: 'multi_label_selection', options: valueOptions(MULTI_LABELS) } },
    rating: { settings: { type: 'rating', options: RATINGS.map((value) => ({ value })) } },
    ranking: { settings: { type: 'ranking', options: valueOptions(RANKS) } },
    comment: { settings: { type: 'text' } },
    entities: {
      settings: { type: 'span', field: 'text', options: valueOptions(SPAN_LABELS), allow_overlapping: options.allowOverlapping ?? false },
    },
  };
  const questions = {} as RecordsDataset['questions'];
  for (const [name, body] of Object.entries(questionBodies)) {
    questions[name as QuestionName] = await created(owner.post(`${base}/questions`, { name, title: name, required: false, ...body }));
  }
  const propertyBodies: Record<PropertyName, Record<string, unknown>> = {
    genre: { settings: { type: 'terms', values: ['news', 'blog', 'forum'] } },
    words: { settings: { type: 'integer', min: 0, max: 1000 } },
    score: { settings: { type: 'float' } },
    secret: { settings: { type: 'terms' }, visible_for_annotators: false },
  };
  const properties = {} as RecordsDataset['properties'];
  for (const [name, body] of Object.entries(propertyBodies)) {
    properties[name as PropertyName] = await created(owner.post(`${base}/metadata-properties`, { name, title: name, ...body }));
  }
  const vectors = {} as RecordsDataset['vectors'];
  for (const [name, dimensions] of [['emb', 3], ['small', 2]] as const) {
    vectors[name] = await created(owner.post(`${base}/vectors-settings`, { name, title: name, dimensions }));
  }
  const body = options.draft ? dataset : await created(owner.put(`${base}/publish`), 200);
  return { id: dataset.id, name: dataset.name, workspace_id: options.workspace.id, body, questions, properties, vectors };
}

export const recordsPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/records`;
export const bulkPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/records/bulk`;
export const recordPath = (record: { id: string }) => `/api/v1/records/${record.id}`;
export const responsesPath = (record: { id: string }) => `/api/v1/records/${record.id}/responses`;
export const responsePath = (response: { id: string }) => `/api/v1/responses/${response.id}`;
export const suggestionsPath = (record: { id: string }) => `/api/v1/records/${record.id}/suggestions`;
export const mySearchPath = (dataset: { id: string }) => `/api/v1/me/datasets/${dataset.id}/records/search`;
export const adminSearchPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/records/search`;

/** Creates records through the bulk endpoint as `as` (the owner by default) and answers them. */
export async function createRecords(server: TestServer, dataset: { id: string }, items: unknown[], as?: ApiClient): Promise<any[]> {
  return (await created((as ?? server.owner).post(bulkPath(dataset), { items }))).items;
}

/** `count` records with texts `record 0`, `record 1`…, external ids `<prefix>-0`… */
export async function createPlainRecords(server: TestServer, dataset: { id: string }, count: number, prefix = unique('r')): Promise<any[]> {
  const items = Array.from({ length: count }, (_, index) => ({ fields: { text: `record ${index}` }, external_id: `${prefix}-${index}` }));
  return createRecords(server, dataset, items);
}

/** Answers a record as `as` and returns the response (201 expected). */
export async function answer(as: ApiClient, record: { id: string }, body: { status: string; values?: unknown }): Promise<any> {
  return created(as.post(responsesPath(record), body));
}

/** A submitted answer with the required label and any other values. */
export const submitted = (label = 'positive', extra: Record<string, unknown> = {}) => ({
  status: 'submitted',
  values: { label: { value: label }, ...Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, { value }])) },
});

export const getRecord = async (as: ApiClient, record: { id: string }) => created(as.get(recordPath(record)), 200);

export interface SearchOptions {
  /** The admin endpoint instead of `/me/...`. */
  admin?: boolean;
  /** Extra query string, e.g. `include=responses&limit=5`. */
  query?: string;
}

/** POSTs a search and returns the raw response. */
export function search(as: ApiClient, dataset: { id: string }, body: unknown, options: SearchOptions = {}) {
  const path = options.admin ? adminSearchPath(dataset) : mySearchPath(dataset);
  return as.post(options.query ? `${path}?${options.query}` : path, body);
}

/** A successful search's external ids in result order, and its total. */
export async function searchIds(
  as: ApiClient,
  dataset: { id: string },
  body: unknown,
  options: SearchOptions = {},
): Promise<{ ids: string[]; total: number; scores: (number | null)[] }> {
  const response = await search(as, dataset, body, options);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return {
    ids: response.body.items.map((item: any) => item.record.external_id),
    total: response.body.total,
    scores: response.body.items.map((item: any) => item.query_score),
  };
}

export const terms = (scope: Record<string, unknown>, values: unknown[]) => ({ filters: { and: [{ type: 'terms', scope, values }] } });
export const range = (scope: Record<string, unknown>, bounds: { ge?: unknown; le?: unknown }) => ({
  filters: { and: [{ type: 'range', scope, ...bounds }] },
});

/** A request-schema failure located somewhere under `prefix`. */
export function expectInvalidUnder(response: ApiResponse, prefix: (string | number)[]): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.detail.code).toBe('argilla.api.errors::ValidationError');
  const locations: unknown[][] = response.body.detail.params.errors.map((error: { loc: unknown[] }) => error.loc);
  const found = locations.some((loc) => prefix.every((segment, index) => loc[index] === segment));
  expect(found, JSON.stringify(locations)).toBe(true);
}

/** A request-schema failure one of whose messages contains `text`. */
export function expectInvalidMessage(response: ApiResponse, text: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.detail.code).toBe('argilla.api.errors::ValidationError');
  const messages = response.body.detail.params.errors.map((error: { msg: string }) => error.msg);
  expect(messages.some((message: string) => message.includes(text)), JSON.stringify(messages)).toBe(true);
}

/** `count` fresh lower-case v4-looking uuids (for id lists). */
export function someIds(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`);
}
