import { HttpError, NetworkError } from '../../shared/api/errors';

export type TeamAction = 'create' | 'join' | 'reset' | 'role' | 'delete';

/** A refusal said in the interface language: a catalogue key, with the server's words when none fits. */
export interface Refusal {
  key: string;
  values?: Record<string, string>;
}

/**
 * Why the server refused an account change, for the dialog that asked. Its messages are English and
 * written for the SDK; the ones a person can meet here get their own words.
 */
export function teamRefusal(action: TeamAction, error: unknown): Refusal {
  if (error instanceof NetworkError) return { key: 'team.errors.network' };
  if (!(error instanceof HttpError)) return { key: 'team.errors.other', values: { detail: String(error) } };
  if (error.status === 403) return { key: 'team.errors.forbidden' };
  if (error.status === 404) return { key: action === 'join' ? 'team.errors.workspaceGone' : 'team.errors.userGone' };
  if (error.status === 409 && action === 'create') return { key: 'team.errors.usernameTaken' };
  if (error.status === 422 && /last owner/i.test(error.message)) return { key: 'team.errors.lastOwner' };
  return { key: 'team.errors.other', values: { detail: error.message } };
}
