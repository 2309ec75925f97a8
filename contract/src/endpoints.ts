import { endpoint } from './endpoint.js';
import { exportEndpoints } from './endpoints-exports.js';
import { importEndpoints } from './endpoints-imports.js';
import { webhookEndpoints } from './endpoints-webhooks.js';
import { assignmentEndpoints, commentEndpoints, reviewEndpoints, teamEndpoints } from './endpoints-team.js';
import { progressEndpoints, recordEndpoints, responseEndpoints, suggestionEndpoints } from './endpoints-records.js';
import { TokenRequest, TokenResponse } from './schemas/auth.js';
import {
  Dataset,
  DatasetCreate,
  DatasetParams,
  DatasetUpdate,
  Datasets,
  MyDatasetsQuery,
} from './schemas/datasets.js';
import { Field, FieldCreate, FieldParams, FieldUpdate, Fields } from './schemas/fields.js';
import {
  OAuthAccessTokenQuery,
  OAuthProviderParams,
  OAuthProviders,
  ServerSettings,
  Status,
  Version,
} from './schemas/info.js';
import {
  MetadataProperties,
  MetadataProperty,
  MetadataPropertyCreate,
  MetadataPropertyParams,
  MetadataPropertyUpdate,
} from './schemas/metadata-properties.js';
import { Question, QuestionCreate, QuestionParams, QuestionUpdate, Questions } from './schemas/questions.js';
import { Me, User, UserCreate, UserParams, UserUpdate, Users } from './schemas/users.js';
import {
  VectorSettings,
  VectorSettingsCreate,
  VectorSettingsParams,
  VectorSettingsUpdate,
  VectorsSettings,
} from './schemas/vectors-settings.js';
import {
  Workspace,
  WorkspaceCreate,
  WorkspaceParams,
  WorkspaceUserCreate,
  WorkspaceUserParams,
  Workspaces,
} from './schemas/workspaces.js';

const V1 = '/api/v1';

export const authEndpoints = {
  createToken: endpoint({
    method: 'POST', path: `${V1}/token`, tag: 'auth', auth: false, bodyType: 'form',
    summary: 'Exchange a username and password for a bearer token',
    body: TokenRequest, responses: { 201: TokenResponse },
  }),
  getMe: endpoint({
    method: 'GET', path: `${V1}/me`, tag: 'auth', auth: true,
    summary: 'The signed-in user, with their API key', responses: { 200: Me },
  }),
};

export const userEndpoints = {
  listUsers: endpoint({
    method: 'GET', path: `${V1}/users`, tag: 'users', auth: true,
    summary: 'List users (owner)', responses: { 200: Users },
  }),
  getUser: endpoint({
    method: 'GET', path: `${V1}/users/{user_id}`, tag: 'users', auth: true,
    summary: 'Get a user (owner)', params: UserParams, responses: { 200: User },
  }),
  createUser: endpoint({
    method: 'POST', path: `${V1}/users`, tag: 'users', auth: true,
    summary: 'Create a user (owner)', body: UserCreate, responses: { 201: User },
  }),
  updateUser: endpoint({
    method: 'PATCH', path: `${V1}/users/{user_id}`, tag: 'users', auth: true,
    summary: 'Update a user (owner)', params: UserParams, body: UserUpdate, responses: { 200: User },
  }),
  replaceUser: endpoint({
    method: 'PUT', path: `${V1}/users/{user_id}`, tag: 'users', auth: true,
    summary: 'Update a user (owner); the form older SDKs send', params: UserParams, body: UserUpdate,
    responses: { 200: User },
  }),
  deleteUser: endpoint({
    method: 'DELETE', path: `${V1}/users/{user_id}`, tag: 'users', auth: true,
    summary: 'Delete a user (owner)', params: UserParams, responses: { 200: User },
  }),
  listUserWorkspaces: endpoint({
    method: 'GET', path: `${V1}/users/{user_id}/workspaces`, tag: 'users', auth: true,
    summary: "List a user's workspaces (owner)", params: UserParams, responses: { 200: Workspaces },
  }),
};

export const workspaceEndpoints = {
  createWorkspace: endpoint({
    method: 'POST', path: `${V1}/workspaces`, tag: 'workspaces', auth: true,
    summary: 'Create a workspace (owner)', body: WorkspaceCreate, responses: { 201: Workspace },
  }),
  getWorkspace: endpoint({
    method: 'GET', path: `${V1}/workspaces/{workspace_id}`, tag: 'workspaces', auth: true,
    summary: 'Get a workspace', params: WorkspaceParams, responses: { 200: Workspace },
  }),
  deleteWorkspace: endpoint({
    method: 'DELETE', path: `${V1}/workspaces/{workspace_id}`, tag: 'workspaces', auth: true,
    summary: 'Delete a workspace without datasets (owner)', params: WorkspaceParams, responses: { 200: Workspace },
  }),
  listMyWorkspaces: endpoint({
    method: 'GET', path: `${V1}/me/workspaces`, tag: 'workspaces', auth: true,
    summary: 'Workspaces the signed-in user can see', responses: { 200: Workspaces },
  }),
  listWorkspaceUsers: endpoint({
    method: 'GET', path: `${V1}/workspaces/{workspace_id}/users`, tag: 'workspaces', auth: true,
    summary: 'Members of a workspace', params: WorkspaceParams, responses: { 200: Users },
  }),
  addWorkspaceUser: endpoint({
    method: 'POST', path: `${V1}/workspaces/{workspace_id}/users`, tag: 'workspaces', auth: true,
    summary: 'Add a user to a workspace (owner)', params: WorkspaceParams, body: WorkspaceUserCreate,
    responses: { 201: User },
  }),
  addWorkspaceUserByPath: endpoint({
    method: 'POST', path: `${V1}/workspaces/{workspace_id}/users/{user_id}`, tag: 'workspaces', auth: true,
    summary: 'Add a user to a workspace (owner); the form older SDKs send', params: WorkspaceUserParams,
    responses: { 201: User },
  }),
  removeWorkspaceUser: endpoint({
    method: 'DELETE', path: `${V1}/workspaces/{workspace_id}/users/{user_id}`, tag: 'workspaces', auth: true,
    summary: 'Remove a user from a workspace', params: WorkspaceUserParams, responses: { 200: User },
  }),
};

export const datasetEndpoints = {
  listMyDatasets: endpoint({
    method: 'GET', path: `${V1}/me/datasets`, tag: 'datasets', auth: true,
    summary: 'Datasets the signed-in user can see', query: MyDatasetsQuery, responses: { 200: Datasets },
  }),
  getDataset: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}`, tag: 'datasets', auth: true,
    summary: 'Get a dataset', params: DatasetParams, responses: { 200: Dataset },
  }),
  createDataset: endpoint({
    method: 'POST', path: `${V1}/datasets`, tag: 'datasets', auth: true,
    summary: 'Create a draft dataset in a workspace', body: DatasetCreate, responses: { 201: Dataset },
  }),
  updateDataset: endpoint({
    method: 'PATCH', path: `${V1}/datasets/{dataset_id}`, tag: 'datasets', auth: true,
    summary: 'Update a dataset', params: DatasetParams, body: DatasetUpdate, responses: { 200: Dataset },
  }),
  deleteDataset: endpoint({
    method: 'DELETE', path: `${V1}/datasets/{dataset_id}`, tag: 'datasets', auth: true,
    summary: 'Delete a dataset and everything in it', params: DatasetParams, responses: { 200: Dataset },
  }),
  publishDataset: endpoint({
    method: 'PUT', path: `${V1}/datasets/{dataset_id}/publish`, tag: 'datasets', auth: true,
    summary: 'Publish a draft dataset', params: DatasetParams, responses: { 200: Dataset },
  }),
};

export const fieldEndpoints = {
  listFields: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/fields`, tag: 'fields', auth: true,
    summary: "A dataset's fields", params: DatasetParams, responses: { 200: Fields },
  }),
  createField: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/fields`, tag: 'fields', auth: true,
    summary: 'Add a field to a draft dataset', params: DatasetParams, body: FieldCreate, responses: { 201: Field },
  }),
  updateField: endpoint({
    method: 'PATCH', path: `${V1}/fields/{field_id}`, tag: 'fields', auth: true,
    summary: 'Update a field', params: FieldParams, body: FieldUpdate, responses: { 200: Field },
  }),
  deleteField: endpoint({
    method: 'DELETE', path: `${V1}/fields/{field_id}`, tag: 'fields', auth: true,
    summary: 'Delete a field of a draft dataset', params: FieldParams, responses: { 200: Field },
  }),
};

export const questionEndpoints = {
  listQuestions: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/questions`, tag: 'questions', auth: true,
    summary: "A dataset's questions", params: DatasetParams, responses: { 200: Questions },
  }),
  createQuestion: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/questions`, tag: 'questions', auth: true,
    summary: 'Add a question to a draft dataset', params: DatasetParams, body: QuestionCreate, optionsBody: true,
    responses: { 201: Question },
  }),
  updateQuestion: endpoint({
    method: 'PATCH', path: `${V1}/questions/{question_id}`, tag: 'questions', auth: true,
    summary: 'Update a question', params: QuestionParams, body: QuestionUpdate, optionsBody: true,
    responses: { 200: Question },
  }),
  deleteQuestion: endpoint({
    method: 'DELETE', path: `${V1}/questions/{question_id}`, tag: 'questions', auth: true,
    summary: 'Delete a question of a draft dataset', params: QuestionParams, responses: { 200: Question },
  }),
};

export const metadataPropertyEndpoints = {
  listMyMetadataProperties: endpoint({
    method: 'GET', path: `${V1}/me/datasets/{dataset_id}/metadata-properties`, tag: 'metadata-properties',
    auth: true, summary: "A dataset's metadata properties visible to the signed-in user", params: DatasetParams,
    responses: { 200: MetadataProperties },
  }),
  createMetadataProperty: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/metadata-properties`, tag: 'metadata-properties',
    auth: true, summary: 'Add a metadata property', params: DatasetParams, body: MetadataPropertyCreate,
    responses: { 201: MetadataProperty },
  }),
  updateMetadataProperty: endpoint({
    method: 'PATCH', path: `${V1}/metadata-properties/{metadata_property_id}`, tag: 'metadata-properties',
    auth: true, summary: 'Update a metadata property', params: MetadataPropertyParams, body: MetadataPropertyUpdate,
    responses: { 200: MetadataProperty },
  }),
  deleteMetadataProperty: endpoint({
    method: 'DELETE', path: `${V1}/metadata-properties/{metadata_property_id}`, tag: 'metadata-properties',
    auth: true, summary: 'Delete a metadata property', params: MetadataPropertyParams,
    responses: { 200: MetadataProperty },
  }),
};

export const vectorSettingsEndpoints = {
  listVectorsSettings: endpoint({
    method: 'GET', path: `${V1}/datasets/{dataset_id}/vectors-settings`, tag: 'vectors-settings', auth: true,
    summary: "A dataset's vector settings", params: DatasetParams, responses: { 200: VectorsSettings },
  }),
  createVectorSettings: endpoint({
    method: 'POST', path: `${V1}/datasets/{dataset_id}/vectors-settings`, tag: 'vectors-settings', auth: true,
    summary: 'Add vector settings', params: DatasetParams, body: VectorSettingsCreate,
    responses: { 201: VectorSettings },
  }),
  updateVectorSettings: endpoint({
    method: 'PATCH', path: `${V1}/vectors-settings/{vector_settings_id}`, tag: 'vectors-settings', auth: true,
    summary: 'Update vector settings', params: VectorSettingsParams, body: VectorSettingsUpdate,
    responses: { 200: VectorSettings },
  }),
  deleteVectorSettings: endpoint({
    method: 'DELETE', path: `${V1}/vectors-settings/{vector_settings_id}`, tag: 'vectors-settings', auth: true,
    summary: 'Delete vector settings', params: VectorSettingsParams, responses: { 200: VectorSettings },
  }),
};

export const infoEndpoints = {
  getVersion: endpoint({
    method: 'GET', path: `${V1}/version`, tag: 'info', auth: false,
    summary: 'Server version', responses: { 200: Version },
  }),
  getStatus: endpoint({
    method: 'GET', path: `${V1}/status`, tag: 'info', auth: false,
    summary: 'Server version, search engine and memory', responses: { 200: Status },
  }),
  getSettings: endpoint({
    method: 'GET', path: `${V1}/settings`, tag: 'info', auth: false,
    summary: 'Server settings the web app needs before sign-in', responses: { 200: ServerSettings },
  }),
  listOAuthProviders: endpoint({
    method: 'GET', path: `${V1}/oauth2/providers`, tag: 'oauth2', auth: false,
    summary: 'Configured external sign-in providers', responses: { 200: OAuthProviders },
  }),
  startOAuthLogin: endpoint({
    method: 'GET', path: `${V1}/oauth2/providers/{provider}/authentication`, tag: 'oauth2', auth: false,
    summary: "Redirect to the provider's sign-in page", params: OAuthProviderParams, responses: { 303: null },
  }),
  finishOAuthLogin: endpoint({
    method: 'GET', path: `${V1}/oauth2/providers/{provider}/access-token`, tag: 'oauth2', auth: false,
    summary: "Exchange the provider's code for a Gloss token", params: OAuthProviderParams,
    query: OAuthAccessTokenQuery, responses: { 200: TokenResponse },
  }),
};

export const endpoints = {
  ...authEndpoints,
  ...userEndpoints,
  ...workspaceEndpoints,
  ...datasetEndpoints,
  ...fieldEndpoints,
  ...questionEndpoints,
  ...metadataPropertyEndpoints,
  ...vectorSettingsEndpoints,
  ...infoEndpoints,
  ...recordEndpoints,
  ...responseEndpoints,
  ...suggestionEndpoints,
  ...progressEndpoints,
  ...webhookEndpoints,
  ...exportEndpoints,
  ...importEndpoints,
  ...assignmentEndpoints,
  ...teamEndpoints,
  ...reviewEndpoints,
  ...commentEndpoints,
};
export type EndpointName = keyof typeof endpoints;
