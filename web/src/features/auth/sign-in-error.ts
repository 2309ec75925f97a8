import { HttpError } from '../../shared/api/errors';

/** What the sign-in form says when a sign-in fails: a catalogue key and its values. */
export interface SignInErrorMessage {
  key: 'auth.wrongCredentials' | 'auth.tooManyAttempts' | 'validations.http.429.message' | 'network.unreachable';
  values?: { count: number };
}

/**
 * Wrong credentials and a malformed form read the same (nothing is told about which part was wrong); too
 * many failed attempts say how long to wait when the server said; anything else is the network's fault.
 */
export function signInErrorMessage(cause: unknown): SignInErrorMessage {
  if (!(cause instanceof HttpError)) return { key: 'network.unreachable' };
  if (cause.status === 401 || cause.status === 422) return { key: 'auth.wrongCredentials' };
  if (cause.status === 429) {
    return cause.retryAfterSeconds !== null
      ? { key: 'auth.tooManyAttempts', values: { count: cause.retryAfterSeconds } }
      : { key: 'validations.http.429.message' };
  }
  return { key: 'network.unreachable' };
}
