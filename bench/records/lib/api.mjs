// A minimal client of the Gloss HTTP API over Node's fetch: times each call up to the last byte of the
// response body, and turns any unexpected status into an ApiError that tells what was sent and received.
import { performance } from 'node:perf_hooks';

export class ApiError extends Error {
  constructor({ method, path, status, body, ms, request }) {
    const shown = typeof body === 'string' && body.length > 600 ? `${body.slice(0, 600)}…` : body;
    super(`${method} ${path} -> ${status ?? 'no response'} after ${ms.toFixed(1)} ms: ${shown}`);
    Object.assign(this, { method, path, status, body: shown, ms, request });
  }

  toJSON() {
    return { method: this.method, path: this.path, status: this.status, ms: Math.round(this.ms * 10) / 10, body: this.body, request: this.request };
  }
}

function excerpt(body) {
  if (body === undefined) return undefined;
  const length = typeof body === 'string' || Buffer.isBuffer(body) ? body.length : undefined;
  const text = typeof body === 'string' ? body.slice(0, 401) : Buffer.isBuffer(body) ? body.toString('utf8', 0, 401) : JSON.stringify(body);
  const size = length ?? text.length;
  return size > 400 ? `${text.slice(0, 400)}… (${size} bytes)` : text;
}

export class Api {
  constructor(baseUrl, apiKey) {
    this.baseUrl = baseUrl;
    this.apiKey = apiKey;
  }

  as(apiKey) {
    return new Api(this.baseUrl, apiKey);
  }

  /**
   * Sends one request. `body` is an object (sent as JSON) or an already serialised string or Buffer.
   * Returns { status, ms, text, json() }; throws ApiError when the status is not in `expect`.
   */
  async request(method, path, { body, expect = [200, 201] } = {}) {
    const headers = { 'X-Argilla-Api-Key': this.apiKey, accept: 'application/json' };
    let payload;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    }
    let started = performance.now();
    let status;
    let text;
    // A read may be sent again once when the pooled connection it went out on turns out closed: a
    // connection left idle for minutes (while the benchmark waits for an index) can be closed by the
    // server just as it is reused. Writes are never sent twice.
    const reads = method === 'GET' || path.includes('/records/search');
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(this.baseUrl + path, { method, headers, body: payload });
        status = response.status;
        text = await response.text();
        break;
      } catch (error) {
        if (reads && attempt === 1 && error?.cause?.code === 'UND_ERR_SOCKET') {
          started = performance.now();
          continue;
        }
        const ms = performance.now() - started;
        throw new ApiError({ method, path, status: undefined, body: String(error?.cause ?? error), ms, request: excerpt(body) });
      }
    }
    const ms = performance.now() - started;
    if (!expect.includes(status)) throw new ApiError({ method, path, status, body: text, ms, request: excerpt(body) });
    return { status, ms, text, json: () => JSON.parse(text) };
  }

  async get(path, options) {
    return (await this.request('GET', path, options)).json();
  }

  async post(path, body, options) {
    return (await this.request('POST', path, { ...options, body })).json();
  }

  async put(path, body, options) {
    return (await this.request('PUT', path, { ...options, body })).json();
  }
}
