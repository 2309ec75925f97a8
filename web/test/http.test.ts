import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../src/shared/api/errors';
import { installHttpHooks, request } from '../src/shared/api/http';
import { pendingRequests } from '../src/shared/api/loading';
import { readToken, saveToken } from '../src/shared/auth/session';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const fetchMock = vi.fn<typeof fetch>();
const onError = vi.fn();
const onUnauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  installHttpHooks({ onError, onUnauthorized });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('calls to the API', () => {
  it('send the session token as a bearer header and read JSON', async () => {
    saveToken('abc');
    fetchMock.mockResolvedValueOnce(json(200, { username: 'ana' }));
    await expect(request('/v1/me')).resolves.toEqual({ username: 'ana' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/me');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('post forms URL-encoded without the token for public calls', async () => {
    saveToken('abc');
    fetchMock.mockResolvedValueOnce(json(200, { access_token: 't' }));
    await request('/v1/token', { method: 'POST', form: { username: 'a b', password: 'p&q' }, authenticated: false });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.body).toBe('username=a+b&password=p%26q');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('end the session on a 401 and say so', async () => {
    saveToken('expired');
    fetchMock.mockResolvedValueOnce(json(401, { detail: { code: 'argilla.api.errors::UnauthorizedError', params: {} } }));
    await expect(request('/v1/me')).rejects.toBeInstanceOf(HttpError);
    expect(readToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('report failures unless silent, and always throw them', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { detail: 'Not found' }));
    await expect(request('/v1/datasets/x', { silent: true })).rejects.toMatchObject({ status: 404, message: 'Not found' });
    expect(onError).not.toHaveBeenCalled();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/v1/datasets/x')).rejects.toBeInstanceOf(NetworkError);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('are counted while in flight, for the loading bar', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const call = request('/v1/me/datasets');
    expect(pendingRequests()).toBe(1);
    answer(json(200, { items: [] }));
    await call;
    expect(pendingRequests()).toBe(0);
  });
});
