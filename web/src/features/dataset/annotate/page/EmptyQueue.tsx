import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/Icon';
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

type Reason = 'done' | 'no-match' | 'none';

/**
 * The state's picture: drawn by the app, never an emoji, which a system without an emoji font shows as
 * an empty box. A finished queue gets a check, a search that matched nothing a magnifier, an empty
 * status an empty tray.
 */
function EmptyQueueIcon({ reason }: { reason: Reason }) {
  if (reason === 'done') {
    return (
      <Icon size={22}>
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12.5 2.6 2.6L16 9.5" />
      </Icon>
    );
  }
  if (reason === 'no-match') {
    return (
      <Icon size={22}>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </Icon>
    );
  }
  return (
    <Icon size={22}>
      <path d="M4 13h4l1.5 3h5L16 13h4" />
      <path d="M5.5 6h13L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-5z" />
    </Icon>
  );
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
  const reason: Reason = narrowed ? 'no-match' : status === 'pending' ? 'done' : 'none';
  return (
    <div className={`${styles.panel} ${styles.plain}`} data-testid="empty-queue" data-reason={narrowed ? 'no-match' : taskCompleted && status === 'pending' ? 'completed' : status}>
      <span className={reason === 'done' ? `${styles.icon} ${styles.iconDone}` : styles.icon} data-testid="empty-queue-icon">
        <EmptyQueueIcon reason={reason} />
      </span>
      <h2 className={styles.title}>{message}</h2>
      {status === 'pending' && !narrowed && (
        <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={onShowSubmitted}>
          {t('annotate.empty.showSubmitted')}
        </button>
      )}
    </div>
  );
}
