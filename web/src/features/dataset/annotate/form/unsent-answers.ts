import type { Answers } from '../model/types';
import type { FormAction } from './useRecordForm';

/**
 * Answers sent but not (yet) saved, by record id. Submitting moves on to the next record at once,
 * so when the write then fails, this is where the answers wait: the record reopens with them, and
 * a write that failed for want of a network is sent again once the browser is back online.
 */
const unsent = new Map<string, { answers: Answers; action: FormAction }>();

export function rememberUnsent(recordId: string, answers: Answers, action: FormAction): void {
  unsent.set(recordId, { answers, action });
}

/** The answers waiting for a record and what they were sent as. */
export function unsentWrite(recordId: string): { answers: Answers; action: FormAction } | undefined {
  return unsent.get(recordId);
}

export function unsentAnswers(recordId: string): Answers | undefined {
  return unsent.get(recordId)?.answers;
}

export function forgetUnsent(recordId: string): void {
  unsent.delete(recordId);
}
