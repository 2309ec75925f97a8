import type { ImportMapping, Job, SourcePreview } from '@gloss/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchUpload, importFromHub, importUpload, previewHubSplit } from './api';
import { forgetHubToken, hubTokenFor } from './source/hub-token';

/** Where the rows come from, as the configuration page's URL names it. */
export type ImportOrigin =
  | { kind: 'file'; uploadId: string }
  | { kind: 'hub'; repoId: string; subset: string; split: string };

export const newDatasetKeys = {
  all: ['new-dataset'] as const,
  upload: (uploadId: string) => ['new-dataset', 'uploads', uploadId] as const,
  // The token is not part of the key: it is a secret, and the split's first rows do not depend on it.
  hubSplit: (repoId: string, subset: string, split: string) => ['new-dataset', 'hub', repoId, subset, split] as const,
};

export function sourcePreviewKey(origin: ImportOrigin) {
  return origin.kind === 'file' ? newDatasetKeys.upload(origin.uploadId) : newDatasetKeys.hubSplit(origin.repoId, origin.subset, origin.split);
}

/**
 * The source's columns and first rows. They do not change while the page is open (an upload is kept as
 * it was sent; a Hub split is read once), so they are never fetched again by themselves, and a refusal
 * (an upload gone, a Hub dataset the token does not open) is shown at once, not retried.
 */
export function useSourcePreview(origin: ImportOrigin) {
  return useQuery({
    queryKey: sourcePreviewKey(origin),
    queryFn: ({ signal }) =>
      origin.kind === 'file'
        ? fetchUpload(origin.uploadId, signal)
        : previewHubSplit({ dataset: origin.repoId, subset: origin.subset, split: origin.split, token: hubTokenFor(origin.repoId) }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** An upload's description as its upload answered it, so its configuration page opens without asking again. */
export function rememberUpload(queryClient: QueryClient, preview: SourcePreview): void {
  if (preview.source.type === 'file') queryClient.setQueryData(newDatasetKeys.upload(preview.source.upload_id), preview);
}

/** Starts the import of the origin's rows into a published dataset; a Hub token is used for it, then forgotten. */
export async function startImport(datasetId: string, origin: ImportOrigin, mapping: ImportMapping): Promise<Job> {
  if (origin.kind === 'file') return importUpload(datasetId, { upload_id: origin.uploadId, mapping });
  const job = await importFromHub(datasetId, {
    name: origin.repoId,
    subset: origin.subset,
    split: origin.split,
    mapping,
    token: hubTokenFor(origin.repoId),
  });
  forgetHubToken(origin.repoId);
  return job;
}
