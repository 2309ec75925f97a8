import { describe, expect, it } from 'vitest';
import { validateVectors } from '../src/index.js';

const settings = [
  { name: 'mini-lm', dimensions: 3 },
  { name: 'clip', dimensions: 2 },
];
const datasetId = '4a5b0a6e-8f1b-4c3e-9d2a-1b2c3d4e5f60';

describe('validateVectors', () => {
  it('accepts vectors of the right length, and no vectors at all', () => {
    expect(validateVectors(settings, datasetId, { 'mini-lm': [0.1, -2, 3e10], clip: [0, 1] })).toBeNull();
    expect(validateVectors(settings, datasetId, { clip: [0, 1] })).toBeNull();
    expect(validateVectors(settings, datasetId, {})).toBeNull();
    expect(validateVectors(settings, datasetId, null)).toBeNull();
    expect(validateVectors(settings, datasetId, undefined)).toBeNull();
  });

  it('refuses a name that is not a vector setting of the dataset', () => {
    expect(validateVectors(settings, datasetId, { clip: [0, 1], bert: [1] })).toBe(
      `vector with name=bert does not exist for dataset_id=${datasetId}`,
    );
    expect(validateVectors([], datasetId, { constructor: [1] })).toBe(
      `vector with name=constructor does not exist for dataset_id=${datasetId}`,
    );
  });

  it('needs exactly the dimensions of the setting', () => {
    expect(validateVectors(settings, datasetId, { 'mini-lm': [1, 2] })).toBe(
      'vector value for vector name=mini-lm must have 3 elements, got 2 elements',
    );
    expect(validateVectors(settings, datasetId, { clip: [] })).toBe(
      'vector value for vector name=clip must have 2 elements, got 0 elements',
    );
    expect(validateVectors(settings, datasetId, { clip: [1, 2, 3] })).toBe(
      'vector value for vector name=clip must have 2 elements, got 3 elements',
    );
  });

  it('needs a list of finite numbers', () => {
    expect(validateVectors(settings, datasetId, { clip: null })).toBe('vector value for vector name=clip must be a list of numbers');
    expect(validateVectors(settings, datasetId, { clip: '0,1' })).toBe('vector value for vector name=clip must be a list of numbers');
    expect(validateVectors(settings, datasetId, { clip: [0, NaN] })).toBe(
      'vector value for vector name=clip must hold finite numbers only, found nan at index 1',
    );
    expect(validateVectors(settings, datasetId, { clip: [Infinity, 0] })).toBe(
      'vector value for vector name=clip must hold finite numbers only, found inf at index 0',
    );
    expect(validateVectors(settings, datasetId, { clip: ['1', 0] })).toBe(
      "vector value for vector name=clip must hold finite numbers only, found '1' at index 0",
    );
    expect(validateVectors(settings, datasetId, { clip: [null, 0] })).toBe(
      'vector value for vector name=clip must hold finite numbers only, found None at index 0',
    );
  });
});
