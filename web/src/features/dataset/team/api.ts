import type { DatasetAgreement, Reviewers, TeamProgress } from '@gloss/contract';
import { request } from '../../../shared/api/http';

const datasetPath = (datasetId: string) => `/v1/datasets/${encodeURIComponent(datasetId)}`;

// Silent: the nav only shows or hides the Review link from it, and a failure must not interrupt the page.
export function fetchReviewers(datasetId: string, signal?: AbortSignal): Promise<Reviewers> {
  return request(`${datasetPath(datasetId)}/reviewers`, { silent: true, signal });
}

export function fetchTeamProgress(datasetId: string, signal?: AbortSignal): Promise<TeamProgress> {
  return request(`${datasetPath(datasetId)}/team/progress`, { signal });
}

// Silent: the Team page says in place when agreement cannot be shown.
export function fetchAgreement(datasetId: string, signal?: AbortSignal): Promise<DatasetAgreement> {
  return request(`${datasetPath(datasetId)}/agreement`, { silent: true, signal });
}
