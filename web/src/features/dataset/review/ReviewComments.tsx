import type { RecordFlag, ReviewItem } from '@gloss/contract';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentsPanel, ReviewFlagToggle, type ThreadChange } from '../comments';
import styles from './ReviewComments.module.css';

export interface ReviewCommentsProps {
  datasetId: string;
  item: ReviewItem;
  canManage: boolean;
  /** The record's flag or comment count changed: the view keeps its record (and its filters) up to date. */
  onItemChanged: (item: ReviewItem) => void;
}

/**
 * The record's thread and its "needs review" flag beside it. Keys typed here are the panel's own: a
 * digit in the composer or on the flag button must not accept an answer, Ctrl+Enter sends the comment.
 */
export function ReviewComments({ datasetId, item, canManage, onItemChanged }: ReviewCommentsProps) {
  const { t } = useTranslation();
  const id = useId();
  const onFlag = (flag: RecordFlag | null) => onItemChanged({ ...item, flag });
  const onThread = (change: ThreadChange) => {
    const delta = change.kind === 'added' ? 1 : change.kind === 'deleted' ? -1 : 0;
    if (delta !== 0) onItemChanged({ ...item, comments: Math.max(0, item.comments + delta) });
  };
  return (
    <aside className={styles.aside} aria-labelledby={`${id}-title`} onKeyDown={(event: KeyboardEvent) => event.stopPropagation()} data-testid="review-comments">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('comments.title')}
        {item.comments > 0 && <span className={styles.count}>{item.comments}</span>}
      </h2>
      <ReviewFlagToggle datasetId={datasetId} recordId={item.record.id} flag={item.flag} isReviewer onChanged={onFlag} />
      <CommentsPanel datasetId={datasetId} recordId={item.record.id} canManage={canManage} onChanged={onThread} />
    </aside>
  );
}
