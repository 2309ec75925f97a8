import type { Dataset, HubExportRequest, Job } from '@gloss/contract';
import { HttpError, NetworkError } from '../../shared/api/errors';
import { request } from '../../shared/api/http';
import { trackRequest } from '../../shared/api/loading';
import { readToken } from '../../shared/auth/session';
import { filenameFromDisposition } from './download-file';

/*
 * Calls are silent: the job's page and the export dialog say what went wrong where it happened, and the
 * datasets list works without the jobs.
 */

const jobPath = (jobId: string) => `/v1/jobs/${encodeURIComponent(jobId)}`;

export function fetchJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return request(jobPath(jobId), { silent: true, signal });
}

/** The jobs still to run or running of every dataset the caller manages (at most the API's 100). */
export async function fetchActiveJobs(signal?: AbortSignal): Promise<Job[]> {
  return (await request<{ items: Job[] }>('/v1/jobs', { query: { active: 'true', limit: 100 }, silent: true, signal })).items;
}

/** Cancels a job; a running one answers still running, and stops at its next batch. */
export function cancelJob(jobId: string): Promise<Job> {
  return request(`${jobPath(jobId)}/cancel`, { method: 'POST', silent: true });
}

export function exportToHub(datasetId: string, body: HubExportRequest): Promise<Job> {
  return request(`/v1/datasets/${encodeURIComponent(datasetId)}/export`, { method: 'POST', json: body, silent: true });
}

export function fetchDataset(datasetId: string, signal?: AbortSignal): Promise<Dataset> {
  return request(`/v1/datasets/${encodeURIComponent(datasetId)}`, { silent: true, signal });
}

/**
 * Every row the job refused, as the CSV file the server makes. A plain link cannot carry the session's
 * token, so the file is fetched with it and handed back whole, with the name the server gave it.
 */
export async function fetchRefusedRows(jobId: string): Promise<{ blob: Blob; filename: string }> {
  const path = `${jobPath(jobId)}/refused-rows`;
  const token = readToken();
  let response: Response;
  try {
    const headers: Record<string, string> = { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    response = await trackRequest(fetch(`/api${path}`, { headers }));
  } catch {
    throw new NetworkError(path);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the reason.
    }
    throw new HttpError(response.status, body, path);
  }
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition'), `refused-rows-${jobId}.csv`),
  };
}
