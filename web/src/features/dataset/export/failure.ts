import { HttpError, NetworkError } from '../../../shared/api/errors';

export type ExportFailure = 'forbidden' | 'notFound' | 'tooLong' | 'network' | 'other';

/** Why a download link was refused, as the dialog says it. */
export function exportFailureOf(error: unknown): ExportFailure {
  if (error instanceof NetworkError) return 'network';
  if (!(error instanceof HttpError)) return 'other';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'notFound';
  if (error.status === 422 && /too long for a download link/.test(error.message)) return 'tooLong';
  return 'other';
}
