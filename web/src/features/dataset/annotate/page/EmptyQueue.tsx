import { useTranslation } from 'react-i18next';
import styles from '../../../../components/ui/EmptyState.module.css';
import type { RecordStatusFilter } from '../model/types';

export interface EmptyQueueProps {
  status: RecordStatusFilter;
  /** Every record has reached the minimum of submitted responses. */
  taskCompleted: boolean;
  /** A search, filter or similarity narrows the records: none matched it. */
  narrowed: boolean;
  onShowSubmitted: () => void;
}

/** What the queue says when it has no record to show, by why it has none (an empty dataset says so elsewhere). */
export function EmptyQueue({ status, taskCompleted, narrowed, onShowSubmitted }: EmptyQueueProps) {
  const { t } = useTranslation();
  let message: string;
  if (narrowed) message = t('annotateSearch.noMatches', { status: t(`annotate.recordStatus.${status}`).toLowerCase() });
  else if (status === 'pending') message = taskCompleted ? t('annotate.empty.completed') : t('annotate.empty.noPending');
  else if (status === 'draft') message = t('annotate.empty.noDraft');
  else if (status === 'submitted') message = t('annotate.empty.noSubmitted');
  else message = t('annotate.empty.noDiscarded');
  return (
    <div className={`${styles.panel} ${styles.plain}`} data-testid="empty-queue" data-reason={narrowed ? 'no-match' : taskCompleted && status === 'pending' ? 'completed' : status}>
      <h2 className={styles.title}>{message}</h2>
      {status === 'pending' && !narrowed && (
        <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={onShowSubmitted}>
          {t('annotate.empty.showSubmitted')}
        </button>
      )}
    </div>
  );
}
