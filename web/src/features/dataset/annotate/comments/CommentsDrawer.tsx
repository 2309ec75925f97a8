import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentsPanel } from '../../comments/CommentsPanel';
import { ReviewFlagToggle } from '../../comments/ReviewFlagToggle';
import { useIsReviewer } from '../../comments/queries';
import type { DatasetRecord } from '../model/types';
import { shortcutFor } from '../page/shortcuts';
import styles from './CommentsDrawer.module.css';

export interface CommentsDrawerProps {
  id: string;
  datasetId: string;
  /** The record on screen: the drawer follows it as the person moves. */
  record: DatasetRecord;
  userId: string;
  canManage: boolean;
  onClose: () => void;
}

/**
 * The open record's comments and "needs review" flag, in a panel at the page's right edge that stays
 * open from record to record. Not modal: the record stays in view. Keys typed in it are its own (a
 * Backspace must not discard the record, Enter must not submit it); Escape and Alt+C close it, and
 * the page puts the keyboard back where it was.
 */
export function CommentsDrawer({ id, datasetId, record, userId, canManage, onClose }: CommentsDrawerProps) {
  const { t } = useTranslation();
  const isReviewer = useIsReviewer(datasetId, userId, canManage);
  const drawer = useRef<HTMLElement>(null);
  // Opening puts the keyboard in the composer; moving to another record leaves it where it is.
  useEffect(() => drawer.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' || shortcutFor(event.nativeEvent) === 'comments') {
      event.preventDefault();
      onClose();
    }
  };
  const recordName = record.external_id ?? record.id.slice(0, 8);
  return (
    <aside ref={drawer} id={id} className={styles.drawer} aria-labelledby={`${id}-title`} onKeyDown={onKeyDown} data-testid="comments-drawer" data-record-id={record.id}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('comments.title')}
          <span className={styles.record} title={record.id}>
            {recordName}
          </span>
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('comments.close')} title={`${t('comments.close')} (Esc)`} data-testid="comments-close">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
            <path d="m4 4 8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <ReviewFlagToggle datasetId={datasetId} recordId={record.id} isReviewer={isReviewer} />
      <CommentsPanel datasetId={datasetId} recordId={record.id} canManage={canManage} />
    </aside>
  );
}
