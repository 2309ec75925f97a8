/** A failed call to the Gloss API, with what the server said. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
    /** Seconds the server asked to wait before trying again (`Retry-After`), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(describeBody(body) ?? `Request to ${path} failed with status ${status}`);
    this.name = 'HttpError';
  }

  /** The business-rule code the server attached (`{code: ...}` or `{detail: {code: ...}}`), if any. */
  get code(): string | undefined {
    return businessCodeOf(this.body);
  }
}

/** A call that never reached the server (offline, DNS, connection refused). */
export class NetworkError extends Error {
  readonly status = 0;
  constructor(readonly path: string) {
    super(`Could not reach the server for ${path}`);
    this.name = 'NetworkError';
  }
}

const DEFAULT_STATUS = 500;

/** Any error becomes a status code taken from statusCode, status or response.status, defaulting to 500. */
export function statusOf(error: unknown): number {
  if (!error || typeof error !== 'object') return DEFAULT_STATUS;
  const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return DEFAULT_STATUS;
}

/** Any error becomes a readable message. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

export function businessCodeOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { code, detail } = body as { code?: unknown; detail?: unknown };
  if (typeof code === 'string') return code;
  if (detail && typeof detail === 'object' && typeof (detail as { code?: unknown }).code === 'string') {
    return (detail as { code: string }).code;
  }
  return undefined;
}

function describeBody(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (typeof message === 'string') return message;
  if (typeof detail === 'string') return detail;
  if (detail && typeof detail === 'object') {
    const params = (detail as { params?: { detail?: unknown; message?: unknown } }).params;
    if (typeof params?.detail === 'string') return params.detail;
    if (typeof params?.message === 'string') return params.message;
  }
  return undefined;
}

/**
 * The catalogue keys to show, in order, for a failed call: the HTTP status's message, then the
 * business rule's message. Only keys the catalogue has are returned; the rest stay silent.
 */
export function errorMessageKeys(error: unknown, catalogueHas: (key: string) => boolean): string[] {
  const keys = [`validations.http.${statusOf(error)}.message`];
  const code = error instanceof HttpError ? error.code : businessCodeOf((error as { body?: unknown })?.body);
  if (code) keys.push(`validations.businessLogic.${code}.message`);
  return keys.filter(catalogueHas);
}

/** A `Retry-After` header in seconds (the form Gloss sends), or null when absent or a date. */
export function retryAfterSecondsOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
