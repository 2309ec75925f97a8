import { HttpError, NetworkError } from '../../../../shared/api/errors';
import type { FormAction } from '../model/types';

/**
 * Writes of a tab that holds an older copy of the record: it creates the caller's response where
 * another tab (or the SDK) already made one (409), or changes or deletes one changed elsewhere since it
 * was read (412, the If-Match of `@gloss/contract/response-versions`). Nothing was written: the record
 * says so and offers the newer answer. Pure, so the rules are tested without a browser.
 */
export function isStaleWrite(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 409 || error.status === 412);
}

/**
 * What a failed write leads to: `network`, sent again once the server can be reached (a write that
 * never arrived changed nothing); `stale`, never sent again by itself, since it would be refused
 * forever: the person chooses between the newer answer and theirs; `refused`, said and left.
 */
export type WriteFailure = 'network' | 'stale' | 'refused';

export function writeFailure(error: unknown): WriteFailure {
  if (error instanceof NetworkError) return 'network';
  return isStaleWrite(error) ? 'stale' : 'refused';
}

export interface AutosaveState {
  edited: boolean;
  modified: boolean;
  guardsLeaving: boolean;
  busy: FormAction | null;
  /** A write of these answers was refused as stale: saving them again waits for the person's choice. */
  stale: boolean;
}

/** Whether the answers are saved as a draft after the pause in editing. */
export function autosaves({ edited, modified, guardsLeaving, busy, stale }: AutosaveState): boolean {
  return edited && modified && !guardsLeaving && busy === null && !stale;
}
