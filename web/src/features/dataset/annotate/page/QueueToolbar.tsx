import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordStatusFilter } from '../model/types';
import { QueueNav } from './QueueNav';
import styles from './QueueToolbar.module.css';
import { numberFormat } from '../../../../shared/format/numbers';

export const STATUSES: readonly RecordStatusFilter[] = ['pending', 'draft', 'submitted', 'discarded'];

export interface QueueToolbarProps {
  status: RecordStatusFilter;
  onStatus: (status: RecordStatusFilter) => void;
  position: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Goes to a position of the view (1 to `total`): the counter's "Go to record" box. */
  onGoTo: (position: number) => void;
  /** False while a view loads: the box waits, as Previous and Next do. */
  goToReady: boolean;
  onShortcuts: () => void;
  /** Search, filter and sort controls, after the status. */
  tools?: ReactNode;
  /** Rows under the toolbar: active filters, the similarity reference. */
  below?: ReactNode;
  /** Says how the total is counted. */
  totalHint?: string;
  /** The Focus / Bulk switch and, in the bulk view, the page size: before the counter. */
  viewTools?: ReactNode;
  /** The counter's text instead of "7 of 340" (the bulk view's "11–20 of 340"). */
  counterText?: string;
  /** Names of the previous and next buttons instead of "Previous record" and "Next record". */
  navLabels?: { previous: string; next: string };
  /** The person's drafts in the dataset (saved, not submitted): shown, and a way to them, when any. */
  drafts?: number;
  onShowDrafts?: () => void;
}

/** Which of the caller's records to show, where they are in them, and the way to the previous and next. */
export function QueueToolbar(props: QueueToolbarProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  return (
    <div className={styles.bar} data-testid="queue-toolbar">
      <div className={styles.toolbar}>
        <div className={styles.start}>
          <label className={styles.status}>
            <span className="visually-hidden">{t('annotate.statusLabel')}</span>
            <span className={`${styles.dot} ${styles[props.status]}`} aria-hidden="true" />
            <select value={props.status} onChange={(event) => props.onStatus(event.target.value as RecordStatusFilter)} aria-label={t('annotate.statusLabel')}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`annotate.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          {props.drafts !== undefined && props.drafts > 0 && props.status !== 'draft' && (
            <button type="button" className={styles.drafts} onClick={props.onShowDrafts} title={t('annotate.showDrafts')} data-testid="draft-count">
              <span className={`${styles.draftDot} ${styles.draft}`} aria-hidden="true" />
              {t('annotate.drafts', { count: props.drafts })}
            </button>
          )}
          {props.tools}
        </div>
        <QueueNav
          counterText={props.counterText ?? t('annotate.counter', { position: number.format(props.position), total: number.format(props.total) })}
          position={props.position}
          total={props.total}
          ready={props.goToReady}
          onGoTo={props.onGoTo}
          totalHint={props.totalHint}
          hasPrevious={props.hasPrevious}
          hasNext={props.hasNext}
          onPrevious={props.onPrevious}
          onNext={props.onNext}
          previousLabel={props.navLabels?.previous ?? t('annotate.previous')}
          nextLabel={props.navLabels?.next ?? t('annotate.next')}
          shortcutsLabel={t('annotate.shortcuts.open')}
          onShortcuts={props.onShortcuts}
        >
          {props.viewTools}
        </QueueNav>
      </div>
    {props.below}
    </div>
  );
}
