import { buildQuery } from '../../shared/api/query-params';

/** Where the rows go: a dataset created from them, or an existing dataset they are added to. */
export type ImportDestination = { kind: 'new' } | { kind: 'existing'; datasetId: string };

export const NEW_DATASET: ImportDestination = { kind: 'new' };

/** The source step: a file to upload or a Hub dataset to look up. */
export const NEW_DATASET_PATH = '/new';

export function addRecordsPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/add-records`;
}

export function sourcePathFor(destination: ImportDestination): string {
  return destination.kind === 'new' ? NEW_DATASET_PATH : addRecordsPath(destination.datasetId);
}

/** The configuration (or, for an existing dataset, the mapping) of an uploaded file: reloadable, the upload is kept. */
export function filePathFor(destination: ImportDestination, uploadId: string): string {
  return `${sourcePathFor(destination)}/file/${encodeURIComponent(uploadId)}`;
}

/**
 * The configuration of a Hub dataset's split, as Argilla's `/new/{repoId}`: the repo id as path segments
 * (`org/name`), the subset and split in the query. Never the token, which stays in memory.
 */
export function hubPathFor(destination: ImportDestination, repoId: string, subset: string, split: string): string {
  const segments = repoId.split('/').map(encodeURIComponent).join('/');
  return `${sourcePathFor(destination)}/hub/${segments}${buildQuery({ subset, split })}`;
}

/** The import's progress page. */
export function jobPath(jobId: string): string {
  return `/jobs/${encodeURIComponent(jobId)}`;
}

/** A file's name without its extension, as a dataset's name to start from ("reviews 2024.csv" -> "reviews 2024"). */
export function baseNameOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const base = dot > 0 ? filename.slice(0, dot) : filename;
  return base.trim() || filename;
}

/** A Hub repo id's dataset name ("stanfordnlp/imdb" -> "imdb"). */
export function repoNameOf(repoId: string): string {
  return repoId.slice(repoId.lastIndexOf('/') + 1) || repoId;
}
