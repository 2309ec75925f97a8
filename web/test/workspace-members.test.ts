import { QueryClient } from '@tanstack/react-query';
import type { User } from '@gloss/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../src/shared/api/errors';
import { installHttpHooks } from '../src/shared/api/http';
import { membersLookup, readMembers, workspaceKeys } from '../src/shared/workspaces/members';

const fetchMock = vi.fn<typeof fetch>();
const onError = vi.fn();
const memory = new Map<string, string>();

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => memory.set(key, value), removeItem: (key: string) => memory.delete(key) });
  vi.stubGlobal('fetch', fetchMock);
  installHttpHooks({ onError, onUnauthorized: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ana = { id: 'u1', username: 'ana' } as User;

describe("a workspace's members", () => {
  it('are read from the workspace', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { items: [ana] }));
    await expect(readMembers(new QueryClient(), 'w 1', new AbortController().signal)).resolves.toEqual([ana]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/workspaces/w%201/users');
  });

  it('are none once the workspace has been deleted, with no error shown, and the list of workspaces is read again', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fetchMock.mockResolvedValueOnce(json(404, { detail: 'Workspace with id `w1` not found' }));
    await expect(readMembers(client, 'w1', new AbortController().signal)).resolves.toEqual([]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: workspaceKeys.mine, exact: true });
    expect(onError).not.toHaveBeenCalled();
  });

  it('fail on any other refusal, for the page to say so where it shows them', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { detail: 'Internal Server Error' }));
    await expect(readMembers(new QueryClient(), 'w1', new AbortController().signal)).rejects.toBeInstanceOf(HttpError);
  });
});

describe('the members lookup of several workspaces', () => {
  it('keeps each failure to its own workspace', () => {
    const lookup = membersLookup(['w1', 'w2', 'w3'], [
      { data: [ana], isPending: false, isError: false },
      { data: undefined, isPending: false, isError: true },
      { data: undefined, isPending: true, isError: false },
    ]);
    expect(lookup.byWorkspace.get('w1')).toEqual([ana]);
    expect(lookup.byWorkspace.get('w2')).toBeUndefined();
    expect([...lookup.failed]).toEqual(['w2']);
    expect(lookup.pending).toBe(true);
  });
});
