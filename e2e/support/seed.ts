import { randomBytes } from 'node:crypto';
import { GlossApi } from './api';

/** A name no other test of the run uses (tests share one server and may run in parallel). */
export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/**
 * The usual starting point: a fresh workspace holding a published seeded dataset with `records` records,
 * made by the shared server's owner.
 */
export async function seedPublishedDataset(options: { records?: number | string[]; api?: GlossApi } = {}) {
  const api = options.api ?? GlossApi.asOwner();
  const workspace = await api.createWorkspace(unique('ws'));
  const draft = await api.createDataset(workspace.id, unique('dataset'));
  const dataset = await api.publish(draft.dataset.id);
  const records = await api.addRecords(dataset.id, options.records ?? 3);
  return { api, workspace, dataset, field: draft.field, question: draft.question, records };
}
