// The datasets list's public entry: what other features may use of it (its cache keys, to refresh the list;
// the person's datasets and workspaces, which a new dataset's name and workspace are checked against).
export { datasetKeys, useMyDatasets, useMyWorkspaces } from './queries';
