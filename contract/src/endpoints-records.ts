import { endpoint } from './endpoint.js';
import { DatasetParams } from './schemas/datasets.js';
import { MetadataPropertyParams } from './schemas/metadata-properties.js';
import { DatasetProgress, MetadataMetrics, MyMetrics, UsersProgress } from './schemas/progress.js';
import {
  DatasetRecord,
  RecordIdsQuery,
  RecordListQuery,
  RecordParams,
  RecordUpdate,
  RecordsBulkCreate,
  RecordsBulkResult,
  RecordsBulkUpsert,
  RecordsPage,
} from './schemas/records.js';
import {
  Response,
  ResponseCreate,
  ResponseParams,
  ResponseWriteHeaders,
  ResponseUpdate,
  ResponsesBulk,
  ResponsesBulkResult,
} from './schemas/responses.js';
import { SearchRecordsBody, SearchRecordsResult } from './schemas/search.js';
import { Suggestion, SuggestionCreate, SuggestionOptions, SuggestionParams, Suggestions } from './schemas/suggestions.js';

const V1 = '/api/v1';
const SearchQuery = RecordListQuery;

export const recordEndpoints = {
  listRecords: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/records`, tag: 'records', auth: true,
    summary: "A dataset's records in insertion order", params: DatasetParams, query: RecordListQuery,
    responses: { 200: RecordsPage },
  }),
  createRecords: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/records/bulk`, tag: 'records', auth: true,
    summary: 'Create up to 500 records', params: DatasetParams, body: RecordsBulkCreate, bulkBody: true,
    responses: { 201: RecordsBulkResult },
  }),
  upsertRecords: endpoint({
    method: 'PUT', path: `${V1}/datasets/{dataset_id}/records/bulk`, tag: 'records', auth: true,
    summary: 'Create or update up to 500 records, matched by id, then external_id', params: DatasetParams,
    body: RecordsBulkUpsert, bulkBody: true, responses: { 200: RecordsBulkResult },
  }),
  deleteRecords: endpoint({
    method: 'DELETE', path: `${V1}/datasets/{dataset_id}/records`, tag: 'records', auth: true,
    summary: 'Delete up to 100 records by id', params: DatasetParams, query: RecordIdsQuery, responses: { 204: null },
  }),
  getRecord: endpoint({
    method: 'GET', path: `${V1}/records/{record_id}`, tag: 'records', auth: true,
    summary: 'A record with every response, suggestion and vector', params: RecordParams, responses: { 200: DatasetRecord },
  }),
  updateRecord: endpoint({
    method: 'PATCH', path: `${V1}/records/{record_id}`, tag: 'records', auth: true,
    summary: "Replace a record's metadata or suggestions, upsert its vectors", params: RecordParams, body: RecordUpdate,
    responses: { 200: DatasetRecord },
  }),
  deleteRecord: endpoint({
    method: 'DELETE', path: `${V1}/records/{record_id}`, tag: 'records', auth: true,
    summary: 'Delete a record', params: RecordParams, responses: { 200: DatasetRecord },
  }),
  searchMyRecords: endpoint({
    method: 'POST', path: `${V1}/me/datasets/{dataset_id}/records/search`, tag: 'search', auth: true,
    summary: "Search a dataset's records as an annotator sees them", params: DatasetParams, query: SearchQuery,
    body: SearchRecordsBody, responses: { 200: SearchRecordsResult },
  }),
  searchRecords: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/records/search`, tag: 'search', auth: true,
    summary: "Search a dataset's records (admins)", params: DatasetParams, query: SearchQuery, body: SearchRecordsBody,
    responses: { 200: SearchRecordsResult },
  }),
  listSuggestionOptions: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/records/search/suggestions/options`, tag: 'search', auth: true,
    summary: 'The agents that suggested answers, per question', params: DatasetParams,
    responses: { 200: SuggestionOptions },
  }),
};

export const responseEndpoints = {
  createResponse: endpoint({
    method: 'POST', path: `${V1}/records/{record_id}/responses`, tag: 'responses', auth: true,
    summary: "Answer a record as the signed-in user", params: RecordParams, body: ResponseCreate,
    responses: { 201: Response },
  }),
  updateResponse: endpoint({
    method: 'PUT', path: `${V1}/responses/{response_id}`, tag: 'responses', auth: true,
    summary: 'Change a response', params: ResponseParams, headers: ResponseWriteHeaders, body: ResponseUpdate, responses: { 200: Response },
  }),
  deleteResponse: endpoint({
    method: 'DELETE', path: `${V1}/responses/{response_id}`, tag: 'responses', auth: true,
    summary: 'Delete a response', params: ResponseParams, headers: ResponseWriteHeaders, responses: { 200: Response },
  }),
  upsertMyResponses: endpoint({
    method: 'POST', path: `${V1}/me/responses/bulk`, tag: 'responses', auth: true,
    summary: 'Answer up to 100 records at once; each item succeeds or fails on its own', body: ResponsesBulk, bulkBody: true,
    responses: { 200: ResponsesBulkResult },
  }),
};

export const suggestionEndpoints = {
  listRecordSuggestions: endpoint({
    method: 'GET', path: `${V1}/records/{record_id}/suggestions`, tag: 'suggestions', auth: true,
    summary: "A record's suggestions", params: RecordParams, responses: { 200: Suggestions },
  }),
  upsertRecordSuggestion: endpoint({
    method: 'PUT', path: `${V1}/records/{record_id}/suggestions`, tag: 'suggestions', auth: true,
    summary: "Create or replace a record's suggestion for a question (201 created, 200 replaced)",
    params: RecordParams, body: SuggestionCreate, responses: { 201: Suggestion, 200: Suggestion },
  }),
  deleteRecordSuggestions: endpoint({
    method: 'DELETE', path: `${V1}/records/{record_id}/suggestions`, tag: 'suggestions', auth: true,
    summary: "Delete up to 100 of a record's suggestions by id", params: RecordParams, query: RecordIdsQuery,
    responses: { 204: null },
  }),
  deleteSuggestion: endpoint({
    method: 'DELETE', path: `${V1}/suggestions/{suggestion_id}`, tag: 'suggestions', auth: true,
    summary: 'Delete a suggestion', params: SuggestionParams, responses: { 200: Suggestion },
  }),
};

export const progressEndpoints = {
  getMyMetrics: endpoint({
    method: 'GET', path: `${V1}/me/datasets/{dataset_id}/metrics`, tag: 'progress', auth: true,
    summary: "The signed-in user's response counts in a dataset", params: DatasetParams, responses: { 200: MyMetrics },
  }),
  getDatasetProgress: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/progress`, tag: 'progress', auth: true,
    summary: 'Completed and pending records of a dataset', params: DatasetParams, responses: { 200: DatasetProgress },
  }),
  getUsersProgress: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/users/progress`, tag: 'progress', auth: true,
    summary: "Each annotator's responses by record and response status", params: DatasetParams,
    responses: { 200: UsersProgress },
  }),
  getMetadataMetrics: endpoint({
    method: 'GET', path: `${V1}/metadata-properties/{metadata_property_id}/metrics`, tag: 'metadata-properties',
    auth: true, summary: "A metadata property's term counts or numeric range", params: MetadataPropertyParams,
    responses: { 200: MetadataMetrics },
  }),
};

