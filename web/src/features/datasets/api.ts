import type { Dataset, DatasetProgress, Workspace } from '@gloss/contract';
import { request } from '../../shared/api/http';

/** Every dataset the caller may open, in every workspace they belong to. */
export async function fetchMyDatasets(): Promise<Dataset[]> {
  const answer = await request<{ items: Dataset[] }>('/v1/me/datasets');
  return answer.items;
}

export async function fetchMyWorkspaces(): Promise<Workspace[]> {
  const answer = await request<{ items: Workspace[] }>('/v1/me/workspaces');
  return answer.items;
}

/** Team progress of one dataset. Silent: a row without progress shows a dash, not an error toast. */
export function fetchDatasetProgress(datasetId: string): Promise<DatasetProgress> {
  return request(`/v1/datasets/${encodeURIComponent(datasetId)}/progress`, { silent: true });
}
