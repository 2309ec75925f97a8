/** Who a test request is made as: an API key, a bearer token, or nobody. */
export type Credentials = { apiKey: string } | { token: string } | null;

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  as?: Credentials;
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body sent as is (bytes, or text sent as UTF-8), with its content type. */
  raw?: { body: string | Uint8Array; contentType: string };
  query?: Record<string, string>;
  redirect?: RequestRedirect;
  headers?: Record<string, string>;
}

/** A thin HTTP client for route tests: real requests over the loopback to the server under test. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly defaultCredentials: Credentials = null,
  ) {}

  as(credentials: Credentials): ApiClient {
    return new ApiClient(this.baseUrl, credentials);
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const credentials = options.as === undefined ? this.defaultCredentials : options.as;
    const headers: Record<string, string> = { ...options.headers };
    if (credentials && 'apiKey' in credentials) headers['X-Argilla-Api-Key'] = credentials.apiKey;
    if (credentials && 'token' in credentials) headers.Authorization = `Bearer ${credentials.token}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.raw) {
      headers['Content-Type'] = options.raw.contentType;
      body = typeof options.raw.body === 'string' ? options.raw.body : Uint8Array.from(options.raw.body);
    }
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const response = await fetch(url, { method, headers, body, redirect: options.redirect ?? 'follow' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, json });
  }
  put<T = any>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, json });
  }
  patch<T = any>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, json });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}
