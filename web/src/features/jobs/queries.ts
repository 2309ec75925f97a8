import type { HubExportRequest, Job } from '@gloss/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import { datasetKeys } from '../datasets';
import { cancelJob, exportToHub, fetchActiveJobs, fetchDataset, fetchJob } from './api';
import { activeImportOf, activeJobsRefreshInterval, datasetsWithEndedJobs, isUnavailableJob, jobHasEnded, jobRefreshInterval } from './polling';

export const jobKeys = {
  all: ['jobs'] as const,
  active: ['jobs', 'active'] as const,
  detail: (jobId: string) => ['jobs', jobId] as const,
};

/**
 * Everything the app holds about one dataset sits under `['datasets', id]` (the dataset's pages and the
 * list's progress cell alike): the job page reads the dataset there, so the annotation page it links to
 * opens at once, and a job's end refreshes it all.
 */
const datasetCacheKey = (datasetId: string) => ['datasets', datasetId] as const;

/** A job that ended changed its dataset's records and counts: what the app holds of them is read again. */
function refreshAfterJob(queryClient: QueryClient, datasetIds: readonly string[]): void {
  for (const datasetId of datasetIds) void queryClient.invalidateQueries({ queryKey: datasetCacheKey(datasetId) });
  if (datasetIds.length > 0) void queryClient.invalidateQueries({ queryKey: datasetKeys.mine, exact: true });
}

/** One job, read again every second while it is still to run or running. */
export function useJob(jobId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<Job>(jobKeys.detail(jobId));
      const job = await fetchJob(jobId, signal);
      if (jobHasEnded(before, job)) {
        refreshAfterJob(queryClient, [job.dataset_id]);
        void queryClient.invalidateQueries({ queryKey: jobKeys.active, exact: true });
      }
      return job;
    },
    enabled,
    staleTime: 0,
    retry: (failures, error) => failures < 2 && !isUnavailableJob(error),
    // A job that went away meanwhile (its dataset deleted) is not asked for again every second.
    refetchInterval: (query) => (isUnavailableJob(query.state.error) ? false : jobRefreshInterval(query.state.data)),
  });
}

/**
 * The jobs still to run or running, for the datasets list: read once as it loads, then every couple of
 * seconds only while there are some. Never for annotators (`enabled`), who see no job.
 */
function activeJobsQuery(queryClient: QueryClient, enabled: boolean) {
  return {
    queryKey: jobKeys.active,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const before = queryClient.getQueryData<Job[]>(jobKeys.active);
      const jobs = await fetchActiveJobs(signal);
      refreshAfterJob(queryClient, datasetsWithEndedJobs(before, jobs));
      return jobs;
    },
    enabled,
    // Every row of the list reads this one query: rows mounting together (a page of the list) share one call.
    staleTime: CACHE.default,
    retry: false,
    refetchInterval: (query: { state: { data: Job[] | undefined } }) => activeJobsRefreshInterval(query.state.data),
  };
}

/**
 * The dataset's import still to run or running, if any, from the one list of active jobs every row shares.
 * A row renders again only when its own import changes.
 */
export function useActiveImport(datasetId: string, enabled: boolean): Job | undefined {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...activeJobsQuery(queryClient, enabled), select: (jobs: Job[]) => activeImportOf(jobs, datasetId) });
  return data;
}

/** The dataset a job belongs to, shared with the dataset's own pages. */
export function useJobDataset(datasetId: string | undefined) {
  return useQuery({
    queryKey: datasetCacheKey(datasetId ?? ''),
    queryFn: ({ signal }) => fetchDataset(datasetId!, signal),
    enabled: Boolean(datasetId),
    staleTime: CACHE.medium,
  });
}

export function useCancelJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelJob(jobId),
    onSuccess: (job) => {
      const before = queryClient.getQueryData<Job>(jobKeys.detail(jobId));
      queryClient.setQueryData(jobKeys.detail(jobId), job);
      if (jobHasEnded(before, job)) refreshAfterJob(queryClient, [job.dataset_id]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.active, exact: true }),
  });
}

/** Starts an export; its job is known at once, so its page opens without waiting for a read. */
export function useExportToHub(datasetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HubExportRequest) => exportToHub(datasetId, body),
    onSuccess: (job) => queryClient.setQueryData(jobKeys.detail(job.id), job),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.active, exact: true }),
  });
}
