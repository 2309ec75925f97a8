// The Hub's error answers: a JSON `{"error": message}` body with the same message in `X-Error-Message` and, for
// the errors huggingface_hub tells apart (`hf_raise_for_status` in its utils/_http.py), an `X-Error-Code`.
import type { ServerResponse } from 'node:http';
import type { Refusal } from '../access.js';
import { sendJson } from '../http/respond.js';

export const INVALID_TOKEN = 'Invalid credentials in Authorization header';

export function hubError(res: ServerResponse, status: number, message: string, code?: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error: message }, {
    'X-Error-Message': message, ...(code ? { 'X-Error-Code': code } : {}), ...headers,
  });
}

/** A read refused: a missing or hidden repo is 401 to an anonymous caller and 404 to a signed-in one. */
export function refuseRead(res: ServerResponse, refusal: Exclude<Refusal, null>, repoId: string, baseUrl: string, signedIn: boolean): void {
  if (refusal === 'invalid-token') hubError(res, 401, INVALID_TOKEN);
  else if (refusal === 'not-found') hubError(res, signedIn ? 404 : 401, 'Repository not found', 'RepoNotFound');
  else if (!signedIn) {
    hubError(res, 401, `Access to dataset ${repoId} is restricted. You must have access to it and be authenticated to access it. Please log in.`, 'GatedRepo');
  } else {
    hubError(res, 403, `Access to dataset ${repoId} is restricted and you are not in the authorized list. Visit ${baseUrl}/datasets/${repoId} to ask for access.`, 'GatedRepo');
  }
}

export function revisionNotFound(res: ServerResponse, revision: string): void {
  hubError(res, 404, `Invalid rev id: ${revision}`, 'RevisionNotFound');
}

export function entryNotFound(res: ServerResponse, commitId: string): void {
  hubError(res, 404, 'Entry not found', 'EntryNotFound', { 'X-Repo-Commit': commitId });
}

/** A write refused: no token, a wrong one, or one without rights on the namespace. */
export function refuseWrite(res: ServerResponse, refusal: 'anonymous' | 'invalid-token' | 'forbidden', what: string): void {
  if (refusal === 'anonymous') hubError(res, 401, 'Invalid username or password.');
  else if (refusal === 'invalid-token') hubError(res, 401, INVALID_TOKEN);
  else hubError(res, 403, `You don't have the rights to ${what}`);
}
