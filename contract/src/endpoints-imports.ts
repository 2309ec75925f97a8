import { endpoint } from './endpoint.js';
import { DatasetParams } from './schemas/datasets.js';
import {
  FileImportRequest,
  HubDatasetLookup,
  HubDatasetSplits,
  HubExportRequest,
  HubImportRequest,
  HubSplitLookup,
  SourcePreview,
  UPLOAD_MEDIA_TYPE,
  UploadParams,
  UploadQuery,
} from './schemas/imports.js';
import { Job, JobParams, Jobs, JobsQuery } from './schemas/jobs.js';

const V1 = '/api/v1';

/**
 * Datasets started without Python: Argilla 2.8's Hub import and export jobs (owners, and admins of the
 * dataset's workspace) and its job status call; and Gloss's extensions: files uploaded and imported, a look
 * at a Hub dataset before importing it, a job's progress, its refused rows and its cancelling.
 */
export const importEndpoints = {
  uploadFile: endpoint({
    method: 'POST', path: `${V1}/uploads`, tag: 'imports', auth: true,
    summary: 'Upload a CSV, TSV, JSON, JSON Lines or Parquet file to import, as the body itself; answers its columns and first rows (owners and admins; Gloss extension)',
    query: UploadQuery, upload: { mediaTypes: [UPLOAD_MEDIA_TYPE] }, responses: { 201: SourcePreview },
  }),
  getUpload: endpoint({
    method: 'GET', path: `${V1}/uploads/{upload_id}`, tag: 'imports', auth: true,
    summary: "An uploaded file's columns and first rows (its uploader and owners; Gloss extension)",
    params: UploadParams, responses: { 200: SourcePreview },
  }),
  lookUpHubDataset: endpoint({
    method: 'POST', path: `${V1}/hub/datasets/splits`, tag: 'imports', auth: true,
    summary: "A Hugging Face Hub dataset's subsets and splits, by its repo id or URL (owners and admins; Gloss extension)",
    body: HubDatasetLookup, responses: { 200: HubDatasetSplits },
  }),
  previewHubSplit: endpoint({
    method: 'POST', path: `${V1}/hub/datasets/preview`, tag: 'imports', auth: true,
    summary: "The columns and first rows of a Hub dataset's split (owners and admins; Gloss extension)",
    body: HubSplitLookup, responses: { 200: SourcePreview },
  }),
  importFromHub: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/import`, tag: 'imports', auth: true,
    summary: "Import a split of a Hugging Face Hub dataset into a published dataset, as a background job (owners and the workspace's admins)",
    params: DatasetParams, body: HubImportRequest, responses: { 202: Job },
  }),
  importFromUpload: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/import/file`, tag: 'imports', auth: true,
    summary: 'Import an uploaded file into a published dataset, as a background job (owners and the workspace\'s admins; Gloss extension)',
    params: DatasetParams, body: FileImportRequest, responses: { 202: Job },
  }),
  exportToHub: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/export`, tag: 'imports', auth: true,
    summary: "Export a dataset's records and settings to a Hugging Face Hub dataset repo, as a background job (owners and the workspace's admins)",
    params: DatasetParams, body: HubExportRequest, responses: { 202: Job },
  }),
  getJob: endpoint({
    method: 'GET', path: `${V1}/jobs/{job_id}`, tag: 'jobs', auth: true,
    summary: "A job's status, with its progress and refused rows (Gloss's extensions)",
    params: JobParams, responses: { 200: Job },
  }),
  listJobs: endpoint({
    method: 'GET', path: `${V1}/jobs`, tag: 'jobs', auth: true,
    summary: "The jobs of the datasets the caller manages, newest first (Gloss extension)",
    query: JobsQuery, responses: { 200: Jobs },
  }),
  cancelJob: endpoint({
    method: 'POST', path: `${V1}/jobs/{job_id}/cancel`, tag: 'jobs', auth: true,
    summary: 'Cancel a job still to run or running; the batches it wrote stay (Gloss extension)',
    params: JobParams, responses: { 200: Job },
  }),
  downloadRefusedRows: endpoint({
    method: 'GET', path: `${V1}/jobs/{job_id}/refused-rows`, tag: 'jobs', auth: true,
    summary: "Every row an import refused, with its number and the reason, as CSV (Gloss extension)",
    params: JobParams, download: { mediaTypes: ['text/csv; charset=utf-8; header=present'] }, responses: { 200: null },
  }),
};
