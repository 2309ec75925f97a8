import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../comments/ReviewFlagToggle';
import { useRecordComments, useRecordFlag } from '../../comments/queries';
import styles from './CommentsButton.module.css';

export interface CommentsButtonProps {
  datasetId: string;
  recordId: string;
  open: boolean;
  /** The drawer's id, for `aria-controls`. */
  drawerId: string;
  onToggle: () => void;
}

/**
 * The record header's "Comments (n)", marked while the record needs review. The count is the open
 * record's thread, read once and cached (the drawer shares it), so moving between records costs one
 * small call per record.
 */
export function CommentsButton({ datasetId, recordId, open, drawerId, onToggle }: CommentsButtonProps) {
  const { t } = useTranslation();
  const thread = useRecordComments(datasetId, recordId);
  const { flag } = useRecordFlag(datasetId, recordId);
  const count = thread.data?.length ?? 0;
  return (
    <button
      type="button"
      className={`${styles.button} ${open ? styles.open : ''}`}
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? drawerId : undefined}
      aria-label={flag ? `${t('comments.buttonLabel', { count })}, ${t('comments.flaggedMark')}` : t('comments.buttonLabel', { count })}
      title={`${t('comments.shortcut')} (Alt+C)`}
      data-testid="comments-button"
      data-count={thread.data ? count : undefined}
    >
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
        <path
          d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z"
          fill={count > 0 ? 'currentColor' : 'none'}
          fillOpacity={count > 0 ? 0.15 : undefined}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('comments.button', { count })}</span>
      {flag && (
        <span className={styles.flag} title={t('comments.flaggedMark')}>
          <FlagIcon filled size={12} />
        </span>
      )}
    </button>
  );
}
