import { describe, expect, it } from 'vitest';
import { isHubRepoId, parseHubDatasetId } from '../../../src/hub/index.js';

describe('parseHubDatasetId', () => {
  it.each([
    ['acme/reviews', 'acme/reviews'],
    ['  acme/reviews  ', 'acme/reviews'],
    ['squad', 'squad'],
    ['acme/reviews/', 'acme/reviews'],
    ['https://huggingface.co/datasets/acme/reviews', 'acme/reviews'],
    ['https://huggingface.co/datasets/acme/reviews/', 'acme/reviews'],
    ['https://huggingface.co/datasets/acme/reviews/tree/main/data', 'acme/reviews'],
    ['https://huggingface.co/datasets/acme/reviews/viewer/default/train?row=3', 'acme/reviews'],
    ['https://huggingface.co/datasets/acme/reviews/blob/main/README.md#top', 'acme/reviews'],
    ['https://huggingface.co/datasets/squad', 'squad'],
    ['https://huggingface.co/datasets/squad/viewer', 'squad'],
    ['huggingface.co/datasets/acme/reviews', 'acme/reviews'],
    ['http://hub.internal:8080/datasets/acme/my_data.v2', 'acme/my_data.v2'],
    ['hf://datasets/acme/reviews', 'acme/reviews'],
    ['Acme-Org/Reviews_2024', 'Acme-Org/Reviews_2024'],
  ])('%s -> %s', (input, expected) => {
    expect(parseHubDatasetId(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'acme/reviews/extra',
    'https://huggingface.co/acme/reviews', // a model's page, not a dataset's
    'https://huggingface.co/datasets',
    'ftp://huggingface.co/datasets/acme/reviews',
    'acme/re views',
    'acme/réviews',
    'acme/-reviews',
    'acme/reviews-',
    '.acme/reviews',
    'acme/re--views',
    'acme/re..views',
    'acme/reviews.git',
    `acme/${'x'.repeat(97)}`,
  ])('%j is no dataset id', (input) => {
    expect(parseHubDatasetId(input)).toBeNull();
  });

  it('accepts parts of 96 characters, and single characters', () => {
    expect(isHubRepoId(`a/${'x'.repeat(96)}`)).toBe(true);
    expect(isHubRepoId('a/b')).toBe(true);
    expect(isHubRepoId('_/_')).toBe(true);
  });
});
