import { endpoint } from './endpoint.js';
import { DatasetParams } from './schemas/datasets.js';
import { EXPORT_MEDIA_TYPES, RecordsExportDownloadQuery, RecordsExportLink, RecordsExportRequest } from './schemas/exports.js';

const V1 = '/api/v1';
const download = { mediaTypes: Object.values(EXPORT_MEDIA_TYPES) };

/**
 * A dataset's records as one file (JSON Lines, CSV or Parquet), streamed: a Gloss extension for owners and
 * the dataset's workspace admins. API clients POST the request and read the answer; the web app asks for
 * a one-time link first, so that the browser downloads the file itself.
 */
export const exportEndpoints = {
  exportRecords: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/records/export`, tag: 'exports', auth: true,
    summary: "Download a dataset's records, all or those a search and filters match, as JSON Lines, CSV or Parquet (admins; Gloss extension)",
    params: DatasetParams, body: RecordsExportRequest, download, responses: { 200: null },
  }),
  createRecordsExportLink: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/records/export-links`, tag: 'exports', auth: true,
    summary: 'A one-time download link for an export, good for a minute, for a browser (admins; Gloss extension)',
    params: DatasetParams, body: RecordsExportRequest, responses: { 201: RecordsExportLink },
  }),
  downloadRecordsExport: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/records/export`, tag: 'exports', auth: false,
    summary: 'Download the export a link was made for; the link is its credential (Gloss extension)',
    params: DatasetParams, query: RecordsExportDownloadQuery, download, responses: { 200: null },
  }),
};
