import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../src/shared/api/errors';
import {
  canConfirmDeletion,
  deletedDatasetOf,
  deletionFailureOf,
  deletionNavigationState,
  isDeletionConfirmed,
  isOwnKey,
  UnconfirmedDeletion,
  withoutDataset,
} from '../src/features/dataset/settings/danger/deletion';

describe('confirming the deletion by typing the dataset name', () => {
  it('is allowed only for the exact name', () => {
    expect(canConfirmDeletion('reviews-2024', 'reviews-2024')).toBe(true);
    expect(canConfirmDeletion('', 'reviews-2024')).toBe(false);
    expect(canConfirmDeletion('reviews-202', 'reviews-2024')).toBe(false);
    expect(canConfirmDeletion('Reviews-2024', 'reviews-2024')).toBe(false);
    expect(canConfirmDeletion('reviews-2024 ', 'reviews-2024')).toBe(false);
    expect(canConfirmDeletion(' reviews-2024', 'reviews-2024')).toBe(false);
    expect(canConfirmDeletion('reviews-20245', 'reviews-2024')).toBe(false);
  });

  it('does not mind how an accented letter was composed', () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    expect(canConfirmDeletion(decomposed, composed)).toBe(true);
    expect(canConfirmDeletion(composed, decomposed)).toBe(true);
    expect(canConfirmDeletion('cafe', composed)).toBe(false);
  });

  it('never confirms an empty name', () => {
    expect(canConfirmDeletion('', '')).toBe(false);
  });
});

describe('what counts as deleted', () => {
  it('is the server answering with the deleted dataset (its 200)', () => {
    expect(isDeletionConfirmed({ id: 'd1', name: 'reviews' }, 'd1')).toBe(true);
  });

  it('is not an empty answer (204), another dataset or anything else', () => {
    expect(isDeletionConfirmed(undefined, 'd1')).toBe(false);
    expect(isDeletionConfirmed(null, 'd1')).toBe(false);
    expect(isDeletionConfirmed('', 'd1')).toBe(false);
    expect(isDeletionConfirmed({ id: 'd2' }, 'd1')).toBe(false);
    expect(isDeletionConfirmed({ detail: 'accepted' }, 'd1')).toBe(false);
  });
});

describe('why a deletion failed', () => {
  it('names the causes the dialog explains, and anything else as a plain failure', () => {
    expect(deletionFailureOf(new HttpError(403, {}, '/v1/datasets/d1'))).toBe('forbidden');
    expect(deletionFailureOf(new HttpError(404, { detail: 'not found' }, '/v1/datasets/d1'))).toBe('notFound');
    expect(deletionFailureOf(new NetworkError('/v1/datasets/d1'))).toBe('network');
    expect(deletionFailureOf(new UnconfirmedDeletion('d1'))).toBe('unconfirmed');
    expect(deletionFailureOf(new HttpError(500, {}, '/v1/datasets/d1'))).toBe('other');
    expect(deletionFailureOf(new HttpError(409, {}, '/v1/datasets/d1'))).toBe('other');
    expect(deletionFailureOf(new Error('boom'))).toBe('other');
  });
});

describe('the cached lists after a deletion', () => {
  const list = [
    { id: 'd1', name: 'reviews' },
    { id: 'd2', name: 'tickets' },
    { id: 'd3', name: 'chats' },
  ];

  it('lose the deleted dataset and keep the others in their order', () => {
    expect(withoutDataset(list, 'd2')).toEqual([list[0], list[2]]);
    expect(list).toHaveLength(3);
  });

  it('are left as they were (the same data) when they do not hold it, or are not lists', () => {
    expect(withoutDataset(list, 'd9')).toBe(list);
    const dataset = { id: 'd2', name: 'tickets' };
    expect(withoutDataset(dataset, 'd2')).toBe(dataset);
    expect(withoutDataset(undefined, 'd2')).toBeUndefined();
    const withOddItems = [null, 'd2', 7, { name: 'no id' }];
    expect(withoutDataset(withOddItems, 'd2')).toBe(withOddItems);
  });

  it('are told from the dataset’s own cache entries', () => {
    expect(isOwnKey(['datasets', 'd1'], 'd1')).toBe(true);
    expect(isOwnKey(['datasets', 'd1', 'progress'], 'd1')).toBe(true);
    expect(isOwnKey(['datasets', 'mine'], 'd1')).toBe(false);
    expect(isOwnKey(['datasets', 'd2', 'progress'], 'd1')).toBe(false);
    expect(isOwnKey(['workspaces', 'd1'], 'd1')).toBe(false);
  });
});

describe('the navigation after a deletion', () => {
  it('carries the deleted dataset for a leave guard to let it through', () => {
    expect(deletedDatasetOf(deletionNavigationState('d1'))).toBe('d1');
  });

  it('is told from any other navigation', () => {
    expect(deletedDatasetOf(null)).toBeNull();
    expect(deletedDatasetOf(undefined)).toBeNull();
    expect(deletedDatasetOf({})).toBeNull();
    expect(deletedDatasetOf({ deletedDataset: 7 })).toBeNull();
    expect(deletedDatasetOf('d1')).toBeNull();
  });
});
