import { buildQuery } from '../api/query-params';

/** Links between pages, built in one place so a route change is one edit. */
export const SIGN_IN_PATH = '/sign-in';
export const HOME_PATH = '/';
/** People and workspaces, for owners and admins. */
export const TEAM_PATH = '/team';
export const WORKSPACES_PATH = '/workspaces';
/** The server's webhooks and their delivery log, for owners. */
export const WEBHOOKS_PATH = '/webhooks';

export function annotationPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/annotation-mode`;
}

export function settingsPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/settings`;
}

/** The dataset's team: progress per annotator and agreement. */
export function datasetTeamPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/team`;
}

/** The dataset's review view, where reviewers settle final answers. */
export function reviewPath(datasetId: string): string {
  return `/dataset/${encodeURIComponent(datasetId)}/review`;
}

/** The dataset list filtered to one workspace (the list reads workspace names from `workspaces`). */
export function workspaceDatasetsPath(workspaceName: string): string {
  return `/datasets${buildQuery({ workspaces: workspaceName })}`;
}
