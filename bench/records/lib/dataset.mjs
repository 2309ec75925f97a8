// Dataset settings and people, created through the API exactly as the SDK and the web app do.
import { randomBytes } from 'node:crypto';
import { CATEGORIES, DIMENSIONS, LABELS, RATINGS } from './data.mjs';

export async function defaultWorkspaceId(api) {
  const { items } = await api.get('/api/v1/me/workspaces');
  if (!items?.length) throw new Error('the owner has no workspace');
  return (items.find((w) => w.name === 'default') ?? items[0]).id;
}

/**
 * Creates and publishes the benchmark dataset: fields text_a and text_b, a required label question and a
 * required rating question, metadata category/length/quality and the 384-dimension vector `embedding`.
 * Returns { id, questions: { label, rating } } (question ids, for suggestions).
 */
export async function createDataset(api, workspaceId, name) {
  const dataset = await api.post('/api/v1/datasets', { name, workspace_id: workspaceId, guidelines: 'Benchmark dataset.' });
  const base = `/api/v1/datasets/${dataset.id}`;
  for (const field of ['text_a', 'text_b']) {
    await api.post(`${base}/fields`, { name: field, title: field, required: true, settings: { type: 'text', use_markdown: false } });
  }
  const label = await api.post(`${base}/questions`, {
    name: 'label',
    title: 'Label',
    required: true,
    settings: { type: 'label_selection', options: LABELS.map((value) => ({ value, text: value })) },
  });
  const rating = await api.post(`${base}/questions`, {
    name: 'rating',
    title: 'Rating',
    required: true,
    settings: { type: 'rating', options: RATINGS.map((value) => ({ value })) },
  });
  await api.post(`${base}/metadata-properties`, { name: 'category', title: 'Category', settings: { type: 'terms', values: CATEGORIES } });
  await api.post(`${base}/metadata-properties`, { name: 'length', title: 'Length', settings: { type: 'integer', min: 0, max: 100000 } });
  await api.post(`${base}/metadata-properties`, { name: 'quality', title: 'Quality', settings: { type: 'float', min: 0, max: 1 } });
  await api.post(`${base}/vectors-settings`, { name: 'embedding', title: 'Embedding', dimensions: DIMENSIONS });
  await api.put(`${base}/publish`);
  return { id: dataset.id, questions: { label: label.id, rating: rating.id } };
}

export async function deleteDataset(api, id) {
  return api.request('DELETE', `/api/v1/datasets/${id}`);
}

export const randomSecret = (bytes = 18) => randomBytes(bytes).toString('base64url');

/** Creates `count` annotators in the workspace; returns [{ id, username, apiKey }]. */
export async function createAnnotators(api, workspaceId, count) {
  const annotators = [];
  for (let n = 1; n <= count; n += 1) {
    const username = `bench-annotator-${String(n).padStart(3, '0')}`;
    const user = await api.post('/api/v1/users', { username, first_name: `Annotator ${n}`, role: 'annotator', password: randomSecret(12) });
    await api.post(`/api/v1/workspaces/${workspaceId}/users`, { user_id: user.id });
    if (!user.api_key) throw new Error(`POST /api/v1/users returned no api_key for ${username}`);
    annotators.push({ id: user.id, username, apiKey: user.api_key });
  }
  return annotators;
}
