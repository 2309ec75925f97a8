import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackRequest } from '../../../../shared/api/loading';
import { numberFormat } from '../../../../shared/format/numbers';
import { notify } from '../../../../shared/toasts/store';
import { datasetKeys } from '../../queries';
import { upsertMyResponses } from '../api';
import type { Answers, DatasetRecord, Question, ResponseStatus } from '../model/types';
import { snapshotOf, snapshotOfRecord, useUndo } from '../undo/useUndo';
import { bulkItem } from './bulk-answers';
import { outcomeOf, percentDone, runBulkWrite, type BulkTally } from './bulk-write';

export interface BulkProgress {
  action: ResponseStatus;
  percent: number;
}

export interface BulkWriteOptions {
  datasetId: string;
  questions: readonly Question[];
  userId: string;
  /** After the write (every chunk answered): the view clears its selection and shows the queue again. */
  onFinished: (tally: BulkTally, records: readonly DatasetRecord[]) => void;
  /** "Show failed records" in the failure toast. */
  onShowFailed: (records: readonly DatasetRecord[], tally: BulkTally) => void;
  /** Records an undo put back: the queue is shown afresh. */
  onRestored: () => void;
}

export interface BulkWrite {
  /** The write on its way, for the percentage on its button; null when none. */
  progress: BulkProgress | null;
  run: (action: ResponseStatus, records: readonly DatasetRecord[], answersOf: (record: DatasetRecord) => Answers) => Promise<void>;
}

/**
 * Writes the bulk view's answers to the selected records in chunks of 10 (`bulk-write.ts`), with the
 * percentage done and the app's loading bar for the whole write; then refreshes metrics and progress as
 * the focus view does, says how it went (the count, or "Some records failed to annotate" with the way to
 * those records) and offers to undo what was written.
 */
export function useBulkWrite({ datasetId, questions, userId, onFinished, onShowFailed, onRestored }: BulkWriteOptions): BulkWrite {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { offerUndo } = useUndo({ datasetId, userId, onRestored });
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (action: ResponseStatus, records: readonly DatasetRecord[], answersOf: (record: DatasetRecord) => Answers) => {
      if (running.current || records.length === 0) return;
      running.current = true;
      setProgress({ action, percent: 0 });
      // Each record's response as it was (the search includes responses): what an undo puts back.
      const before = records.map((record) => snapshotOfRecord(record, userId));
      try {
        // One entry in the loading bar for the whole write, so it does not flicker between chunks.
        const tally = await trackRequest(
          runBulkWrite({
            records,
            idOf: (record) => record.id,
            itemFor: (record) => bulkItem(action, questions, record.id, answersOf(record)),
            send: upsertMyResponses,
            onProgress: (current) => setProgress({ action, percent: percentDone(current) }),
          }),
        );
        if (tally.written.length > 0) {
          void queryClient.invalidateQueries({ queryKey: datasetKeys.metrics(datasetId) });
          void queryClient.invalidateQueries({ queryKey: datasetKeys.progress(datasetId) });
        }
        const written = tally.written.length;
        const n = numberFormat(i18n.language).format(written);
        const after = tally.written.map((response) => snapshotOf(response.record_id, response));
        if (outcomeOf(tally) === 'succeeded') {
          offerUndo(t(`annotateBulk.done.${action}`, { count: written, n }), before, after);
        } else {
          if (written > 0) offerUndo(t(`annotateBulk.done.${action}`, { count: written, n }), before, after);
          const failedIds = new Set(tally.failed.map((item) => item.recordId));
          const failedRecords = records.filter((record) => failedIds.has(record.id));
          notify({
            message: t('annotateBulk.failed'),
            type: 'danger',
            permanent: true,
            button: { text: t('annotateBulk.showFailed'), onClick: () => onShowFailed(failedRecords, tally) },
          });
        }
        onFinished(tally, records);
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [datasetId, i18n.language, offerUndo, onFinished, onShowFailed, queryClient, questions, t, userId],
  );

  return { progress, run };
}
