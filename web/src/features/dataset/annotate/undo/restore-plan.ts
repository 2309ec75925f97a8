import type { DatasetRecord, Response, ResponseStatus, ResponseValues } from '@gloss/contract';

/** A response as undo needs it: what it takes to write it back exactly. */
export interface ResponseState {
  id: string;
  status: ResponseStatus;
  values: ResponseValues | null;
}

/** The caller's response to one record just before a write; null when the record had none (pending). */
export interface ResponseSnapshot {
  recordId: string;
  response: ResponseState | null;
}

/**
 * The caller's response to one record as a write left it; null when the write deleted it (Clear).
 * Records the write failed for are left out: the server still has their response of before.
 */
export interface WrittenResponse {
  recordId: string;
  response: ResponseState | null;
}

/**
 * What puts one record back. Each carries `expected`, the response the write left: the undo applies
 * only while the server still has exactly that (see `isStale`).
 */
export type RestoreOperation =
  /** PUT /responses/{responseId} with the previous status and values. */
  | { kind: 'update'; recordId: string; responseId: string; status: ResponseStatus; values: ResponseValues | null; expected: ResponseState }
  /** DELETE /responses/{responseId}: the write created it, the record had none. */
  | { kind: 'delete'; recordId: string; responseId: string; expected: ResponseState }
  /** POST /records/{recordId}/responses: the write (Clear) deleted the previous response. */
  | { kind: 'create'; recordId: string; status: ResponseStatus; values: ResponseValues | null; expected: null };

export interface RestorePlan {
  operations: RestoreOperation[];
  /** Records the write did not change (or did not write, having failed for them): nothing to put back. */
  unchanged: string[];
}

/** A contract response (or none) as a snapshot of one record. */
export function snapshotOf(recordId: string, response: Response | ResponseState | null | undefined): ResponseSnapshot {
  return { recordId, response: response ? { id: response.id, status: response.status, values: response.values ?? null } : null };
}

/** The caller's response to a record (the records of the annotation page carry it), as a snapshot. */
export function snapshotOfRecord(record: DatasetRecord, userId: string): ResponseSnapshot {
  return snapshotOf(record.id, record.responses?.find((response) => response.user_id === userId));
}

/** Values as one comparable text: object keys sorted at every level, list order kept, none the same as `{}`. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function sameValues(a: ResponseValues | null, b: ResponseValues | null): boolean {
  return canonical(a ?? {}) === canonical(b ?? {});
}

/** The same response: the same one (id), with the same status and values. */
export function sameResponse(a: ResponseState | null, b: ResponseState | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.status === b.status && sameValues(a.values, b.values);
}

/**
 * How to put back every record's response of before a write: PUT the previous status and values
 * onto the response the write left, DELETE a response the write created, POST again one it deleted.
 * Records the write left as they were, and records it has no answer for (it failed for them), need
 * nothing.
 */
export function planRestore(before: readonly ResponseSnapshot[], after: readonly WrittenResponse[]): RestorePlan {
  const written = new Map(after.map((item) => [item.recordId, item.response]));
  const operations: RestoreOperation[] = [];
  const unchanged: string[] = [];
  const planned = new Set<string>();
  for (const { recordId, response: previous } of before) {
    if (planned.has(recordId)) continue;
    planned.add(recordId);
    if (!written.has(recordId)) {
      unchanged.push(recordId);
      continue;
    }
    const now = written.get(recordId) ?? null;
    if (now === null && previous === null) {
      unchanged.push(recordId);
    } else if (now === null) {
      operations.push({ kind: 'create', recordId, status: previous!.status, values: previous!.values, expected: null });
    } else if (previous === null) {
      operations.push({ kind: 'delete', recordId, responseId: now.id, expected: now });
    } else if (previous.status === now.status && sameValues(previous.values, now.values)) {
      unchanged.push(recordId);
    } else {
      operations.push({ kind: 'update', recordId, responseId: now.id, status: previous.status, values: previous.values, expected: now });
    }
  }
  return { operations, unchanged };
}

/**
 * An undo is stale once the record's response is no longer what the write left: another write (an
 * edit saved as a draft, another tab, a bulk action) came after it, and putting back the response of
 * before would silently throw that one away. `current` is the server's response now: null for none,
 * undefined when the record itself is gone.
 */
export function isStale(operation: RestoreOperation, current: ResponseState | null | undefined): boolean {
  if (current === undefined) return true;
  return !sameResponse(operation.expected, current);
}

/** Splits operations into those still safe to apply and the records changed since the write. */
export function splitStale(
  operations: readonly RestoreOperation[],
  current: ReadonlyMap<string, ResponseState | null>,
): { fresh: RestoreOperation[]; stale: string[] } {
  const fresh: RestoreOperation[] = [];
  const stale: string[] = [];
  for (const operation of operations) {
    if (isStale(operation, current.get(operation.recordId))) stale.push(operation.recordId);
    else fresh.push(operation);
  }
  return { fresh, stale };
}
