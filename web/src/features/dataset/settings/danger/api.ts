import type { Dataset } from '@gloss/contract';
import { request } from '../../../../shared/api/http';
import { isDeletionConfirmed, UnconfirmedDeletion } from './deletion';

/**
 * Deletes a dataset and everything in it. Not silent: the app's catalogue message (404, 500...) shows as
 * for any call. Resolves only when the server answered with the deleted dataset (its 200).
 */
export async function deleteDataset(datasetId: string): Promise<Dataset> {
  const answer = await request<unknown>(`/v1/datasets/${encodeURIComponent(datasetId)}`, { method: 'DELETE' });
  if (!isDeletionConfirmed(answer, datasetId)) throw new UnconfirmedDeletion(datasetId);
  return answer as Dataset;
}
