import type { HubExportRequest } from '@gloss/contract';
import { HttpError, NetworkError } from '../../shared/api/errors';

/** What the "Export to Hub" dialog holds while the person fills it in. */
export interface HubExportDraft {
  repo: string;
  subset: string;
  split: string;
  visibility: 'public' | 'private';
  /** Sent with the request and forgotten with the dialog: the server uses it for this export alone. */
  token: string;
}

/** The names the SDK's `to_hub` uses when none are given. */
export const NEW_HUB_EXPORT: HubExportDraft = { repo: '', subset: 'default', split: 'train', visibility: 'public', token: '' };

/** The contract's limit on each name. */
export const NAME_MAX = 500;
const TOKEN_MAX = 1000;
/** The Hub's limit on the name part of a repo id. */
const REPO_NAME_MAX = 96;

export type DraftProblem = 'required' | 'repoInvalid' | 'tooLong';
export type DraftProblems = Partial<Record<'repo' | 'subset' | 'split' | 'token', DraftProblem>>;

/**
 * One half of a repo id as the Hub accepts it: letters, digits, `-`, `_` and `.`, beginning and ending
 * with a letter, a digit or `_`, with no `--` or `..` in it (the rules of huggingface_hub's
 * `validate_repo_id`).
 */
function isRepoPart(part: string): boolean {
  return /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?$/.test(part) && !part.includes('--') && !part.includes('..');
}

/** `name` (in the token's own account) or `org/name`. */
export function isValidRepoId(text: string): boolean {
  const parts = text.split('/');
  if (parts.length > 2) return false;
  const name = parts[parts.length - 1];
  if (name.length > REPO_NAME_MAX || name.endsWith('.git')) return false;
  return parts.every(isRepoPart);
}

/** What stops the draft from being sent, field by field; empty when it can go. */
export function draftProblems(draft: HubExportDraft): DraftProblems {
  const problems: DraftProblems = {};
  const repo = draft.repo.trim();
  if (!repo) problems.repo = 'required';
  else if (!isValidRepoId(repo)) problems.repo = 'repoInvalid';
  for (const key of ['subset', 'split'] as const) {
    const value = draft[key].trim();
    if (!value) problems[key] = 'required';
    else if (value.length > NAME_MAX) problems[key] = 'tooLong';
  }
  if (!draft.token.trim()) problems.token = 'required';
  else if (draft.token.trim().length > TOKEN_MAX) problems.token = 'tooLong';
  return problems;
}

export function hasProblems(problems: DraftProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** The body of `POST /datasets/{id}/export`. */
export function hubExportBody(draft: HubExportDraft): HubExportRequest {
  return {
    name: draft.repo.trim(),
    subset: draft.subset.trim(),
    split: draft.split.trim(),
    private: draft.visibility === 'private',
    token: draft.token.trim(),
  };
}

/**
 * Why the export was not started, as the dialog says it. A refusal the server words (a dataset with no
 * records, an export already running) is shown in its words; the rest in the interface's language.
 */
export type HubExportFailure =
  | { kind: 'server'; message: string }
  | { kind: 'forbidden' | 'notFound' | 'invalid' | 'network' | 'other' };

export function hubExportFailure(error: unknown): HubExportFailure {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof HttpError)) return { kind: 'other' };
  const detail = (error.body as { detail?: unknown } | null | undefined)?.detail;
  if ((error.status === 409 || error.status === 422) && typeof detail === 'string' && detail) return { kind: 'server', message: detail };
  if (error.status === 403) return { kind: 'forbidden' };
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 422) return { kind: 'invalid' };
  return { kind: 'other' };
}
