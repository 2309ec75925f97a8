import type { Answers } from '../model/types';
import type { FormAction } from '../model/types';

/**
 * Answers sent but not (yet) saved, by record id. Submitting moves on to the next record at once,
 * so when the write then fails, this is where the answers wait: the record reopens with them, and
 * a write that failed for want of a network is sent again once the browser is back online. One the
 * server refused because the record changed elsewhere is `stale`: it waits for the person's choice
 * (the newer answer, or theirs over it) and is never sent again by itself.
 */
export interface UnsentWrite {
  answers: Answers;
  action: FormAction;
  stale: boolean;
}

const unsent = new Map<string, UnsentWrite>();

export function rememberUnsent(recordId: string, answers: Answers, action: FormAction, stale = false): void {
  unsent.set(recordId, { answers, action, stale });
}

/** The answers waiting for a record and what they were sent as. */
export function unsentWrite(recordId: string): UnsentWrite | undefined {
  return unsent.get(recordId);
}

export function unsentAnswers(recordId: string): Answers | undefined {
  return unsent.get(recordId)?.answers;
}

export function forgetUnsent(recordId: string): void {
  unsent.delete(recordId);
}
