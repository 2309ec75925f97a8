// The dataset the rows are imported into, created and published through the API as the web app does.
import { CATEGORIES, LABELS } from '../../records/lib/data.mjs';

/**
 * Creates and publishes a dataset with the field `text`, the required label question `label`, and the
 * metadata `category` (terms) and `length` (integer). Returns { id, labelQuestionId }.
 */
export async function createImportDataset(api, workspaceId, name) {
  const dataset = await api.post('/api/v1/datasets', { name, workspace_id: workspaceId, guidelines: 'Import benchmark dataset.' });
  const base = `/api/v1/datasets/${dataset.id}`;
  await api.post(`${base}/fields`, { name: 'text', title: 'Text', required: true, settings: { type: 'text', use_markdown: false } });
  const label = await api.post(`${base}/questions`, {
    name: 'label',
    title: 'Label',
    required: true,
    settings: { type: 'label_selection', options: LABELS.map((value) => ({ value, text: value })) },
  });
  await api.post(`${base}/metadata-properties`, { name: 'category', title: 'Category', settings: { type: 'terms', values: CATEGORIES } });
  await api.post(`${base}/metadata-properties`, { name: 'length', title: 'Length', settings: { type: 'integer', min: 0, max: 100000 } });
  await api.put(`${base}/publish`);
  return { id: dataset.id, labelQuestionId: label.id };
}
