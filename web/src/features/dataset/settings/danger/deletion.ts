import { HttpError, NetworkError } from '../../../../shared/api/errors';

/**
 * The rules of deleting a dataset from its settings, without React or the network: when the person may
 * confirm, what counts as done, what a failure was, and what the cached lists look like afterwards.
 */

/**
 * The confirmation needs the dataset's name typed exactly: same case, same spaces. Only the Unicode form
 * is evened out, since a keyboard or an input method may compose "é" differently from how the name was
 * stored, and the person would see no difference to fix.
 */
export function canConfirmDeletion(typed: string, name: string): boolean {
  return name.length > 0 && typed.normalize('NFC') === name.normalize('NFC');
}

/** Thrown when the server answered with success but not with the deleted dataset (not Argilla's 200). */
export class UnconfirmedDeletion extends Error {
  constructor(readonly datasetId: string) {
    super(`The server did not confirm the deletion of dataset ${datasetId}`);
    this.name = 'UnconfirmedDeletion';
  }
}

/**
 * A deletion is done only when answered 200, whose body is the deleted dataset (the contract's
 * `deleteDataset`). The app's `request` reads any 2xx as success, so the body is the proof: a 204 or a
 * 202 ("accepted, later") has none and is not taken for a deletion.
 */
export function isDeletionConfirmed(answer: unknown, datasetId: string): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { id?: unknown }).id === datasetId;
}

export type DeletionFailure = 'forbidden' | 'notFound' | 'network' | 'unconfirmed' | 'other';

/** What went wrong, for the line the dialog shows (the app's toasts know only a few statuses). */
export function deletionFailureOf(error: unknown): DeletionFailure {
  if (error instanceof UnconfirmedDeletion) return 'unconfirmed';
  if (error instanceof NetworkError) return 'network';
  if (error instanceof HttpError && error.status === 403) return 'forbidden';
  if (error instanceof HttpError && error.status === 404) return 'notFound';
  return 'other';
}

/** Whether a cached query belongs to the dataset itself (`['datasets', id, ...]`) rather than to a list. */
export function isOwnKey(queryKey: readonly unknown[], datasetId: string): boolean {
  return queryKey[0] === 'datasets' && queryKey[1] === datasetId;
}

/**
 * A cached list without the dataset, or the same data when it is not a list holding it, so only the
 * lists that change are written (writing a cache entry marks it freshly fetched).
 */
export function withoutDataset<T>(data: T, datasetId: string): T {
  if (!Array.isArray(data)) return data;
  const list = data as readonly unknown[];
  const kept = list.filter((item) => !(typeof item === 'object' && item !== null && (item as { id?: unknown }).id === datasetId));
  return (kept.length === list.length ? data : kept) as T;
}

/**
 * The history state of the move to the dataset list after a deletion, so a leave guard (unsaved edits
 * on the settings page) can tell it from the person leaving: the dataset is gone, nothing is left to save.
 */
export function deletionNavigationState(datasetId: string): { deletedDataset: string } {
  return { deletedDataset: datasetId };
}

/** The dataset a navigation's state says was just deleted, or null for any other navigation. */
export function deletedDatasetOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { deletedDataset?: unknown }).deletedDataset;
  return typeof id === 'string' ? id : null;
}
