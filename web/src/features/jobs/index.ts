// The jobs' public entry: what other features use of them. The job's page itself is loaded by the router.
export { ActiveImportProgress } from './ActiveImportProgress';
export { HubExportButton } from './HubExportButton';
export { jobPath } from './paths';
export { mayFollowJobs } from './polling';
export { jobKeys, useActiveImport } from './queries';
