// The new-dataset feature's public entry: the links other pages show to it, and where its pages are.
export { AddRecordsLink, NewDatasetLink } from './entries';
export { addRecordsPath, NEW_DATASET_PATH } from './paths';
