import type { SentAction } from '../form/useRecordForm';
import { snapshotOf, type ResponseSnapshot, type WrittenResponse } from './restore-plan';

export interface FormUndoOffer {
  /** The toast's message key; pass `{ count: 1 }`. */
  messageKey: string;
  before: ResponseSnapshot[];
  /** What the write left, once it is answered (rejects with the write). */
  after: Promise<WrittenResponse[]>;
}

/** The undo offer for one action of the focus view's form (submit, discard, save as draft, clear). */
export function formUndoOffer(sent: SentAction): FormUndoOffer {
  return {
    messageKey: `annotateUndo.offers.${sent.action}`,
    before: [snapshotOf(sent.recordId, sent.before)],
    after: sent.written.then((saved) => [snapshotOf(sent.recordId, saved)]),
  };
}
