import type { DatasetRecord } from '@gloss/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToasts, dismissToast, notify } from '../../../../shared/toasts/store';
import { datasetKeys } from '../../queries';
import { useKeyShortcuts } from '../page/useKeyShortcuts';
import { restoreResponses } from './restore';
import { planRestore, type ResponseSnapshot, type RestoreOperation, type WrittenResponse } from './restore-plan';

export type { ResponseSnapshot, ResponseState, WrittenResponse } from './restore-plan';
export { snapshotOf, snapshotOfRecord } from './restore-plan';

/**
 * Shows `message` with an Undo button for the toast's duration (the specification's rule: 6 s plus
 * 1 s per 120 characters). `before`: each affected record's response just before the write;
 * `after`: what the write left, per record (leave out records it failed for), or the write itself
 * as a promise of that, so the offer shows at once; a promise that rejects (the write failed) takes
 * the offer away, and an Undo pressed before that says there was nothing to undo.
 */
export type OfferUndo = (
  message: string,
  before: readonly ResponseSnapshot[],
  after: readonly WrittenResponse[] | PromiseLike<readonly WrittenResponse[]>,
) => void;

export interface UndoOptions {
  datasetId: string;
  /** The signed-in user, whose responses are put back. */
  userId: string;
  /** The records an undo put back, as the server has them now: the view shows them again. */
  onRestored?: (records: readonly DatasetRecord[]) => void;
}

export interface Undo {
  offerUndo: OfferUndo;
}

/** The offer on screen: one at a time on the page, a new action's replacing the last one's. */
let live: { toastId: number; undo: () => void } | null = null;

function endOffer(undo: () => void): void {
  if (live?.undo === undo) live = null;
}

/** Ctrl+Z (⌘Z on a Mac) takes back the last action while its offer shows; text boxes keep their own. */
function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'z';
}

/** The offer still on screen: closed, timed out, or cleared by a newer message, it is over. */
function liveOffer() {
  const offer = live;
  return offer && currentToasts().some((toast) => toast.id === offer.toastId) ? offer : null;
}

// Ctrl/⌘+Z is the page's only while an offer shows (in a text box it undoes typing).
const resolveUndoKey = (event: KeyboardEvent) => (isUndoKey(event) && liveOffer() ? 'undo' : null);
const UNDO_HANDLERS = { undo: () => liveOffer()?.undo() };

/**
 * Undo for the annotation page's writes. An undo reads the records' responses first and puts back
 * only those still as the write left them: a record changed again since (an edit, another tab) keeps
 * its latest answers and the person is told. Failures are said with a danger toast that stays until
 * closed and can try again, so the answers of before are never silently lost.
 */
export function useUndo({ datasetId, userId, onRestored }: UndoOptions): Undo {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onRestoredRef = useRef(onRestored);
  onRestoredRef.current = onRestored;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const restore = useCallback(
    async (target: { datasetId: string; userId: string }, operations: readonly RestoreOperation[], written: number): Promise<void> => {
      const { restored, stale, failed } = await restoreResponses(target.datasetId, target.userId, operations);
      void queryClient.invalidateQueries({ queryKey: datasetKeys.metrics(target.datasetId) });
      void queryClient.invalidateQueries({ queryKey: datasetKeys.progress(target.datasetId) });
      // The page may be another one by now: there is nothing there to show the records in.
      if (restored.length > 0 && mounted.current) onRestoredRef.current?.(restored);
      if (failed.length > 0) {
        notify({
          message: t('annotateUndo.failed', { count: failed.length }),
          type: 'danger',
          permanent: true,
          button: { text: t('annotateUndo.retry'), onClick: () => void restore(target, failed, failed.length) },
        });
      }
      if (stale.length > 0) notify({ message: t('annotateUndo.stale', { count: stale.length }), type: 'warning' });
      if (failed.length === 0 && stale.length === 0) notify({ message: t('annotateUndo.done', { count: Math.max(written, 1) }), type: 'success' });
    },
    [queryClient, t],
  );

  const offerUndo = useCallback<OfferUndo>(
    (message, before, after) => {
      const target = { datasetId, userId };
      const write = Promise.resolve(after);
      let used = false;
      const undo = () => {
        if (used) return;
        used = true;
        endOffer(undo);
        dismissToast(toastId);
        void write.then(
          (items) => restore(target, planRestore(before, items).operations, items.length),
          () => void notify({ message: t('annotateUndo.writeFailed'), type: 'danger' }),
        );
      };
      if (live) dismissToast(live.toastId);
      // An info toast: it confirms the write ("The 240 records have been submitted") and offers it back.
      const toastId = notify({
        message,
        type: 'info',
        button: { text: t('annotateUndo.undo'), onClick: undo },
        onClose: () => endOffer(undo),
      });
      live = { toastId, undo };
      // A write that failed changed nothing: the offer goes (the failure has its own message).
      write.then(undefined, () => {
        if (used) return;
        endOffer(undo);
        dismissToast(toastId);
      });
    },
    [datasetId, restore, t, userId],
  );

  useKeyShortcuts(resolveUndoKey, UNDO_HANDLERS);

  return { offerUndo };
}
