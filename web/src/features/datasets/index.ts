// The datasets list's public entry: what other features may use of it (its cache keys, to refresh the list).
export { datasetKeys } from './queries';
