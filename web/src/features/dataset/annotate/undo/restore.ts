import type { DatasetRecord, Response } from '@gloss/contract';
import { postResponse, putResponse, readRecords, removeResponse } from './api';
import { snapshotOf, splitStale, type ResponseState, type RestoreOperation } from './restore-plan';

/** Restores run this many calls at once: a bulk undo of hundreds of records, without a flood. */
const PARALLEL_CALLS = 4;

export interface RestoreOutcome {
  /** The records put back, as the server has them now (to show them again). */
  restored: DatasetRecord[];
  /** Records changed again since the write: left as they are. */
  stale: string[];
  /** Operations that failed (the server refused, or could not be reached): they can be tried again. */
  failed: RestoreOperation[];
}

function apply(operation: RestoreOperation): Promise<Response | null> {
  switch (operation.kind) {
    case 'update':
      return putResponse(operation.responseId, { status: operation.status, values: operation.values });
    case 'create':
      return postResponse(operation.recordId, { status: operation.status, values: operation.values });
    case 'delete':
      return removeResponse(operation.responseId).then(() => null);
  }
}

/**
 * Puts records' responses back: reads what the server has now, leaves records changed since the
 * write alone (stale), and applies the rest. Never throws: what could not be done is in the outcome.
 */
export async function restoreResponses(datasetId: string, userId: string, operations: readonly RestoreOperation[]): Promise<RestoreOutcome> {
  if (operations.length === 0) return { restored: [], stale: [], failed: [] };
  let records: DatasetRecord[];
  try {
    records = await readRecords(
      datasetId,
      operations.map((operation) => operation.recordId),
    );
  } catch {
    return { restored: [], stale: [], failed: [...operations] };
  }
  const byId = new Map(records.map((record) => [record.id, record]));
  const current = new Map<string, ResponseState | null>(
    records.map((record) => [record.id, snapshotOf(record.id, record.responses?.find((response) => response.user_id === userId)).response]),
  );
  const { fresh, stale } = splitStale(operations, current);

  const restored: DatasetRecord[] = [];
  const failed: RestoreOperation[] = [];
  let next = 0;
  const worker = async () => {
    while (next < fresh.length) {
      const operation = fresh[next++]!;
      try {
        const response = await apply(operation);
        const record = byId.get(operation.recordId)!;
        const others = (record.responses ?? []).filter((item) => item.user_id !== userId);
        restored.push({ ...record, responses: response ? [response, ...others] : others });
      } catch {
        failed.push(operation);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CALLS, fresh.length) }, worker));
  // In the order the write listed them, whatever order the calls ended in.
  const order = new Map(operations.map((operation, index) => [operation.recordId, index]));
  restored.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { restored, stale, failed };
}
