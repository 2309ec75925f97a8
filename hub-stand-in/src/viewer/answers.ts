// How the dataset viewer answers (libs/libapi: authentication.py, utils.py, exceptions.py, and the error bodies of
// docs/source/openapi.json): `{"error": message}` with `X-Error-Code`, after the same checks in the same order:
// parameters (422), the Hub's auth-check (401/404), then the cached response (404 not found, 500 not ready).
import type { ServerResponse } from 'node:http';
import { refuseReading } from '../access.js';
import type { Ctx } from '../http/server.js';
import { sendJson } from '../http/respond.js';
import { MAIN, type Repo } from '../store/repo-store.js';
import { viewOf, type DatasetView, type SplitView } from './conversion.js';

export function viewerJson(res: ServerResponse, status: number, body: unknown, revision?: string, errorCode?: string): void {
  sendJson(res, status, body, {
    'Cache-Control': 'no-store', ...(revision ? { 'X-Revision': revision } : {}), ...(errorCode ? { 'X-Error-Code': errorCode } : {}),
  });
}

const NOT_READY = 'The server is busier than usual and the response is not ready yet. Please retry later.';

export type InputType = 'split' | 'config' | 'dataset';

export interface Target {
  dataset: string;
  repo: Repo;
  revision: string;
  view: DatasetView;
  config?: string;
  split?: string;
  /** The subset asked for, when one was. */
  splits?: Map<string, SplitView>;
  /** The split asked for, when one was. */
  splitView?: SplitView;
}

const REQUIRED: Record<InputType, string> = {
  split: "Parameters 'dataset', 'config' and 'split' are required",
  config: "Parameters 'dataset' and 'config' are required",
  dataset: "Parameter 'dataset' is required",
};

const NEEDS: Record<InputType, InputType[]> = { split: ['dataset', 'config', 'split'], config: ['dataset', 'config'], dataset: ['dataset'] };

/**
 * The dataset, subset and split a viewer request names, or `undefined` once its error is answered. `inputs` are
 * the levels the endpoint answers at, most precise first (as services/api/routes/endpoint.py picks them).
 * `unprocessedIsAnswer`: a dataset not processed yet, or without data, is for the caller to answer.
 */
export function target(ctx: Ctx, inputs: InputType[], { unprocessedIsAnswer = false } = {}): Target | undefined {
  const value = (name: InputType) => (ctx.url.searchParams.get(name) ?? '').trim() || undefined;
  const dataset = value('dataset');
  const level = inputs.find((input) => NEEDS[input].every((name) => value(name) !== undefined));
  if (!dataset || !level) {
    viewerJson(ctx.res, 422, { error: REQUIRED[inputs[inputs.length - 1]] }, undefined, 'MissingRequiredParameter');
    return undefined;
  }
  const config = level === 'dataset' ? undefined : value('config');
  const split = level === 'split' ? value('split') : undefined;
  // The Hub's auth-check answer: 401 when the caller is anonymous or its token wrong, 403/404 otherwise.
  const repo = ctx.state.store.repos.get(dataset);
  const refusal = refuseReading(repo, ctx.caller);
  if (refusal || !repo) {
    const unauthenticated = ctx.caller.kind !== 'user';
    viewerJson(ctx.res, unauthenticated ? 401 : 404, {
      error: unauthenticated
        ? 'The dataset does not exist, or is not accessible without authentication (private or gated). Please check the spelling of the dataset name or retry with authentication.'
        : 'The dataset does not exist, or is not accessible with the current credentials (private or gated). Please check the spelling of the dataset name or retry with other authentication credentials.',
    }, undefined, unauthenticated ? 'ExternalUnauthenticatedError' : 'ExternalAuthenticatedError');
    return undefined;
  }
  const revision = repo.branches.get(MAIN)?.id ?? '';
  if (!unprocessedIsAnswer && ctx.state.faults.isNotReady(dataset, config, split)) {
    viewerJson(ctx.res, 500, { error: NOT_READY }, undefined, 'ResponseNotReady');
    return undefined;
  }
  const view = viewOf(repo);
  if (view.size === 0 && !unprocessedIsAnswer) {
    // What the viewer caches for a repo without data: the error of its first processing step.
    viewerJson(ctx.res, 500, { error: 'The dataset is empty.', cause_exception: 'EmptyDatasetError' }, revision, 'EmptyDatasetError');
    return undefined;
  }
  const splits = config === undefined ? undefined : view.get(config);
  const splitView = split === undefined ? undefined : splits?.get(split);
  if ((config !== undefined && !splits) || (split !== undefined && !splitView)) {
    viewerJson(ctx.res, 404, { error: 'Not found.' }, undefined, 'ResponseNotFound');
    return undefined;
  }
  return { dataset, repo, revision, view, config, split, splits, splitView };
}
