import type { SourcePreview } from '@gloss/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAbortError, uploadFile, uploadPercent, type UploadRequest } from '../src/features/new-dataset/source/upload';
import { HttpError, NetworkError } from '../src/shared/api/errors';
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

/** Stands in for XMLHttpRequest: records what was sent, and answers when the test says. */
class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  upload: UploadRequest['upload'] = { onprogress: null };
  open(method: 'POST', url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader() {
    return null;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const preview = { source: { type: 'file', upload_id: 'u1', filename: 'a b.csv', format: 'csv', size: 3 }, columns: [], rows: [], total_rows: null } as unknown as SourcePreview;
const file = Object.assign(new Blob(['a,b']), { name: 'a b.csv' });

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('uploading a file', () => {
  it('sends the file itself as octet-stream, named in the query, with the session’s token, and reports progress', async () => {
    saveToken('secret');
    const request = new FakeRequest();
    const progress: unknown[] = [];
    const done = uploadFile(file, { makeRequest: () => request, onProgress: (sent) => progress.push(sent) });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/uploads?filename=a%20b.csv');
    expect(request.headers).toEqual({ 'content-type': 'application/octet-stream', accept: 'application/json', authorization: 'Bearer secret' });
    expect(request.body).toBe(file);
    request.upload.onprogress?.({ loaded: 2, total: 3, lengthComputable: true });
    request.answer(201, preview);
    await expect(done).resolves.toEqual(preview);
    expect(progress).toEqual([
      { sent: 0, total: 3 },
      { sent: 2, total: 3 },
    ]);
  });

  it('rejects with the server’s words when it refuses the file', async () => {
    const request = new FakeRequest();
    const done = uploadFile(file, { makeRequest: () => request });
    request.answer(413, { detail: 'The file is larger than the 2 GB Gloss imports' });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
    expect((error as HttpError).message).toBe('The file is larger than the 2 GB Gloss imports');
  });

  it('ends the session when the token is refused, as every call does', async () => {
    saveToken('expired');
    const request = new FakeRequest();
    const done = uploadFile(file, { makeRequest: () => request });
    request.answer(401, { detail: { code: 'argilla.api.errors::UnauthorizedError', params: {} } });
    await expect(done).rejects.toBeInstanceOf(HttpError);
    expect(readToken()).toBeNull();
  });

  it('is canceled through its signal, and says when the server could not be reached', async () => {
    const controller = new AbortController();
    const request = new FakeRequest();
    const canceled = uploadFile(file, { makeRequest: () => request, signal: controller.signal });
    controller.abort();
    expect(request.aborted).toBe(true);
    expect(isAbortError(await canceled.catch((error: unknown) => error))).toBe(true);

    const offline = new FakeRequest();
    const failed = uploadFile(file, { makeRequest: () => offline });
    offline.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(NetworkError);
  });

  it('counts the share sent with one decimal', () => {
    expect(uploadPercent({ sent: 1, total: 3 })).toBe(33.3);
    expect(uploadPercent({ sent: 5, total: null })).toBe(0);
    expect(uploadPercent({ sent: 4, total: 3 })).toBe(100);
  });
});
