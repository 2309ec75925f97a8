import { describe, expect, it } from 'vitest';
import { canManageDatasets, isUnavailableDataset } from '../src/features/dataset/access';
import { HttpError, NetworkError } from '../src/shared/api/errors';

describe('canManageDatasets', () => {
  it('treats owners and admins alike, and annotators apart', () => {
    expect(canManageDatasets('owner')).toBe(true);
    expect(canManageDatasets('admin')).toBe(true);
    expect(canManageDatasets('annotator')).toBe(false);
    expect(canManageDatasets(undefined)).toBe(false);
  });
});

describe('isUnavailableDataset', () => {
  it('is true for a missing dataset, an id that is not one, and a workspace the person is not in', () => {
    for (const status of [403, 404, 422]) expect(isUnavailableDataset(new HttpError(status, {}, '/v1/datasets/x'))).toBe(true);
  });

  it('is false for failures worth trying again', () => {
    expect(isUnavailableDataset(new HttpError(500, {}, '/v1/datasets/x'))).toBe(false);
    expect(isUnavailableDataset(new NetworkError('/v1/datasets/x'))).toBe(false);
    expect(isUnavailableDataset(new Error('boom'))).toBe(false);
  });
});
