import { expect } from 'vitest';
import type { ApiClient, ApiResponse } from './client.js';
import type { TestServer } from './server.js';

const DONE = new Set(['finished', 'failed', 'canceled']);

/** Uploads a file's bytes for an import, as the web app sends them. */
export function upload(client: ApiClient, filename: string, content: string | Uint8Array): Promise<ApiResponse> {
  return client.request('POST', '/api/v1/uploads', { query: { filename }, raw: { body: content, contentType: 'application/octet-stream' } });
}

/** Waits for a job to end, looking every few milliseconds: how long it takes is the machine's business. */
export async function jobWhenDone(client: ApiClient, jobId: string): Promise<any> {
  for (;;) {
    const { status, body } = await client.get(`/api/v1/jobs/${jobId}`);
    expect(status, JSON.stringify(body)).toBe(200);
    if (DONE.has(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ImportDataset {
  id: string;
  workspaceId: string;
  questions: { label: { id: string }; tags: { id: string } };
}

/**
 * A published dataset to import into: a required text field and an optional image field; terms, integer and
 * float metadata; a label and a multi-label question; 3-dimensional vectors.
 */
export async function makeImportDataset(server: TestServer, workspace: { id: string }, options: { published?: boolean } = {}): Promise<ImportDataset> {
  const dataset = await server.factory.dataset({ workspace });
  const f = server.factory;
  await f.field(dataset, { name: 'text', title: 'Text', required: true, settings: { type: 'text' } });
  await f.field(dataset, { name: 'picture', title: 'Picture', required: false, settings: { type: 'image' } });
  const label = await f.question(dataset, {
    name: 'label',
    settings: { type: 'label_selection', options: [{ value: 'positive', text: 'Positive' }, { value: 'negative', text: 'Negative' }] },
  });
  const tags = await f.question(dataset, {
    name: 'tags',
    required: false,
    settings: { type: 'multi_label_selection', options: [{ value: 'news', text: 'News' }, { value: 'tech', text: 'Tech' }] },
  });
  await f.metadataProperty(dataset, { name: 'genre', settings: { type: 'terms' } });
  await f.metadataProperty(dataset, { name: 'words', settings: { type: 'integer' } });
  await f.metadataProperty(dataset, { name: 'score', settings: { type: 'float' } });
  await f.vectorSettings(dataset, { name: 'emb', dimensions: 3 });
  if (options.published !== false) expect((await server.owner.put(`/api/v1/datasets/${dataset.id}/publish`)).status).toBe(200);
  return { id: dataset.id, workspaceId: workspace.id, questions: { label, tags } };
}

export const FULL_MAPPING = {
  fields: [{ source: 'text', target: 'text' }],
  metadata: [
    { source: 'genre', target: 'genre' },
    { source: 'words', target: 'words' },
    { source: 'score', target: 'score' },
  ],
  suggestions: [{ source: 'label', target: 'label' }],
  vectors: [{ source: 'emb', target: 'emb' }],
  external_id: 'id',
};

/** Every record of a dataset, with what hangs off them, in the order written. */
export async function recordsOf(client: ApiClient, datasetId: string): Promise<any[]> {
  const { status, body } = await client.get(`/api/v1/datasets/${datasetId}/records`, {
    query: { include: 'suggestions,vectors', limit: '1000' },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.items;
}
