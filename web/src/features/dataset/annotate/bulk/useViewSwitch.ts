import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import { recordAt } from '../queue/queue-state';
import type { RecordQueue } from '../queue/useRecordQueue';
import type { QueueLocation } from '../page/useQueueLocation';
import { hasBulkView, hasNextPage, pageRange, pageStartFor, type AnnotationView } from './bulk-view';

export interface ViewSwitchOptions {
  location: QueueLocation;
  queue: RecordQueue;
  go: (next: Partial<QueueLocation>) => void;
  /** Passes the open record's guard first (its draft is saved before the view changes). */
  leave: (proceed: () => void) => void;
}

/** What the toolbar shows and does in the bulk view: pages instead of records. */
export interface BulkPaging {
  counterText: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Goes to the page holding a record (its position in the view). */
  onGoTo: (position: number) => void;
  navLabels: { previous: string; next: string };
}

/**
 * Switching between the focus and the bulk view, and the bulk view's paging. The bulk page opened
 * is the one holding the record on screen; the focus view opens on the first record of the page.
 * Changing the page size goes back to the first record.
 */
export function useViewSwitch({ location, queue, go, leave }: ViewSwitchOptions) {
  const { t, i18n } = useTranslation();
  const available = hasBulkView(location.status);
  const { view, position, pageSize } = location;

  const switchView = useCallback(
    (next: AnnotationView) => {
      if (next === view || (next === 'bulk' && !available)) return;
      leave(() => {
        if (next === 'bulk') go({ view: next, position: pageStartFor(position, pageSize), recordId: undefined });
        else go({ view: next, position, recordId: recordAt(queue.state, position)?.id });
        // Records answered one by one since the queue was read no longer belong to it: read it afresh.
        if (queue.state.left.size > 0) queue.reload();
      });
    },
    [available, go, leave, pageSize, position, queue, view],
  );
  const toggle = available ? () => switchView(view === 'bulk' ? 'focus' : 'bulk') : null;
  const setPageSize = useCallback((size: number) => go({ pageSize: size, position: 1, recordId: undefined }), [go]);

  let paging: BulkPaging | null = null;
  if (view === 'bulk') {
    const total = queue.state.total;
    const number = numberFormat(i18n.language);
    const range = pageRange(position, pageSize, total);
    paging = {
      counterText: t('annotateBulk.counter', { from: number.format(range.from), to: number.format(range.to), total: number.format(total) }),
      hasPrevious: position > 1,
      hasNext: hasNextPage(position, pageSize, total),
      onPrevious: () => go({ position: Math.max(1, position - pageSize), recordId: undefined }),
      onNext: () => go({ position: position + pageSize, recordId: undefined }),
      onGoTo: (target) => {
        const start = pageStartFor(target, pageSize);
        if (start !== position) go({ position: start, recordId: undefined });
      },
      navLabels: { previous: t('annotateBulk.previousPage'), next: t('annotateBulk.nextPage') },
    };
  }
  return { available, switchView, toggle, setPageSize, paging };
}
