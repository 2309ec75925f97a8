import { beforeEach, describe, expect, it, vi } from 'vitest';

const searchQueue = vi.fn();
vi.mock('../src/features/dataset/annotate/api', () => ({ searchQueue: (...args: unknown[]) => searchQueue(...args) }));

const { startEarlySearch, takeEarlySearch } = await import('../src/features/dataset/annotate/queue/early-search');
const { searchBody } = await import('../src/features/dataset/annotate/search/search-body');
const { NO_CRITERIA } = await import('../src/features/dataset/annotate/search/criteria');

describe('the first records asked for as the app starts', () => {
  beforeEach(() => {
    searchQueue.mockReset();
    searchQueue.mockImplementation(() => Promise.resolve({ items: [], total: 0 }));
  });

  it('asks for the page the address names, and hands that answer to the page once', async () => {
    startEarlySearch('d1', '?status=draft&page=3&record=r9');
    expect(searchQueue).toHaveBeenCalledTimes(1);
    const [datasetId, body, offset, limit] = searchQueue.mock.calls[0]!;
    expect([datasetId, offset, limit]).toEqual(['d1', 2, 10]);
    expect(body).toEqual(searchBody('draft', NO_CRITERIA));
    const answer = takeEarlySearch('d1', searchBody('draft', NO_CRITERIA), 2, 10);
    expect(answer).toBe(searchQueue.mock.results[0]!.value);
    // A later load of the same page (a reload) asks the server again.
    expect(takeEarlySearch('d1', searchBody('draft', NO_CRITERIA), 2, 10)).toBeUndefined();
  });

  it('reads a whole bulk page', () => {
    startEarlySearch('d1', '?status=pending&view=bulk&size=50&page=51');
    expect(searchQueue.mock.calls[0]!.slice(2)).toEqual([50, 50]);
    expect(takeEarlySearch('d1', searchBody('pending', NO_CRITERIA), 50, 50)).toBeDefined();
  });

  it('leaves a search with criteria to the page, which reads them with the dataset’s questions', () => {
    startEarlySearch('d1', '?status=pending&metadata.category=food&page=1');
    startEarlySearch('d1', '?status=pending&q=refund&page=1');
    expect(searchQueue).not.toHaveBeenCalled();
  });

  it('does not answer another request with it', () => {
    startEarlySearch('d1', '?status=pending&page=1');
    expect(takeEarlySearch('d2', searchBody('pending', NO_CRITERIA), 0, 10)).toBeUndefined();
    expect(takeEarlySearch('d1', searchBody('submitted', NO_CRITERIA), 0, 10)).toBeUndefined();
    expect(takeEarlySearch('d1', searchBody('pending', NO_CRITERIA), 0, 10)).toBeDefined();
  });

  it('keeps an unclaimed failure quiet', async () => {
    const failure = Promise.reject(new Error('offline'));
    searchQueue.mockImplementation(() => failure);
    startEarlySearch('d1', '?status=pending&page=1');
    await expect(takeEarlySearch('d1', searchBody('pending', NO_CRITERIA), 0, 10)).rejects.toThrow('offline');
  });
});
