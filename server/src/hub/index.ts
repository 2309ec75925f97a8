export { HubClient, type HubFile, type HubOptions } from './client.js';
export { isHubRepoId, parseHubDatasetId } from './dataset-id.js';
export { HubError, type HubErrorKind } from './errors.js';
