import type { Role } from '@gloss/contract';
import { statusOf } from '../../shared/api/errors';

/** Admins and owners are treated together: they manage datasets, annotators work in them. */
export function canManageDatasets(role: Role | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * The dataset cannot be shown: it does not exist (404), the id is not one (422), or the person is
 * not in its workspace (403). To the person these are one answer, and saying which would tell an
 * outsider that a dataset exists.
 */
export function isUnavailableDataset(error: unknown): boolean {
  return [403, 404, 422].includes(statusOf(error));
}
