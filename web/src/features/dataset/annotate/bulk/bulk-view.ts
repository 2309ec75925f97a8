import type { DatasetRecord, RecordStatusFilter } from '../model/types';
import { recordAt, type QueueState } from '../queue/queue-state';

/**
 * The two ways of showing the records (one at a time, or a page of them to answer at once), how the
 * bulk view's place is written in the URL (`view=bulk&size=25&page=11`: the page of 25 records from the
 * 11th), and which records a bulk page shows. Pure functions.
 */

export type AnnotationView = 'focus' | 'bulk';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The bulk view answers records not answered yet or kept as drafts (Argilla: pending only). */
export function hasBulkView(status: RecordStatusFilter): boolean {
  return status === 'pending' || status === 'draft';
}

/** `view=bulk` where the status has a bulk view; anything else is the focus view. */
export function parseView(text: string | null, status: RecordStatusFilter): AnnotationView {
  return text === 'bulk' && hasBulkView(status) ? 'bulk' : 'focus';
}

/** One of the page sizes, else the default (a size that is not offered is replaced, as in Argilla). */
export function parsePageSize(text: string | null): number {
  const size = Number(text);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** The first position of the bulk page (of `size` records, counted from the first) that holds `position`. */
export function pageStartFor(position: number, size: number): number {
  return Math.floor((Math.max(1, position) - 1) / size) * size + 1;
}

/** The positions a bulk page shows, for "11–20 of 340": the last one is never past the total. */
export function pageRange(start: number, size: number, total: number): { from: number; to: number } {
  const to = Math.min(start + size - 1, total);
  return { from: Math.min(start, to), to };
}

export function hasNextPage(start: number, size: number, total: number): boolean {
  return start + size - 1 < total;
}

/**
 * The records of the bulk page from `start`, as loaded so far. Records answered since they were
 * loaded (in the focus view) no longer belong to the queue and are left out.
 */
export function pageRecords(state: QueueState, start: number, size: number): DatasetRecord[] {
  const records: DatasetRecord[] = [];
  for (let position = start; position < start + size; position += 1) {
    const record = recordAt(state, position);
    if (!record) break;
    if (!state.left.has(record.id)) records.push(record);
  }
  return records;
}
