import type { RecordFlag } from '@gloss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/queries';
import { RelativeTime } from './RelativeTime';
import { useFlagActions, useRecordFlag } from './queries';
import { canClearFlag } from './rules';
import styles from './ReviewFlagToggle.module.css';

export interface ReviewFlagToggleProps {
  datasetId: string;
  recordId: string;
  /** The flag when the caller knows it (the review view's search answers it); left out, it is read. */
  flag?: RecordFlag | null;
  /** The person reviews the dataset (its managers, and the annotators named reviewers). */
  isReviewer: boolean;
  /** The flag was raised (the new flag) or cleared (null). */
  onChanged?: (flag: RecordFlag | null) => void;
}

/**
 * "Needs review": any member raises it; whoever raised it, or a reviewer, clears it. Raised, it says by
 * whom and when; someone else sees who may clear it.
 */
export function ReviewFlagToggle({ datasetId, recordId, flag: known, isReviewer, onChanged }: ReviewFlagToggleProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const { flag, loading } = useRecordFlag(datasetId, recordId, known);
  const [announcement, setAnnouncement] = useState('');
  const actions = useFlagActions(datasetId, recordId, (next) => {
    setAnnouncement(t(next ? 'comments.flag.raisedToast' : 'comments.flag.clearedToast'));
    onChanged?.(next);
  });
  const describedBy = useId();
  const busy = actions.raise.isPending || actions.clear.isPending;
  const raised = Boolean(flag);
  const clearable = flag ? canClearFlag(flag, user?.id, isReviewer) : true;
  const raiser = flag?.raised_by_username ?? t('comments.unknownAuthor');
  const own = flag?.raised_by !== undefined && flag?.raised_by === user?.id;

  const toggle = () => {
    if (busy || loading || !clearable) return;
    if (raised) actions.clear.mutate();
    else actions.raise.mutate();
  };

  return (
    <div className={`${styles.flag} ${raised ? styles.raised : ''}`} data-testid="review-flag" data-raised={raised}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={raised}
        aria-disabled={loading || busy || !clearable}
        aria-describedby={raised ? describedBy : undefined}
        onClick={toggle}
        title={raised ? (clearable ? t('comments.flag.clearHint') : t('comments.flag.cannotClear', { name: raiser })) : t('comments.flag.raiseHint')}
        data-testid="review-flag-toggle"
      >
        <FlagIcon filled={raised} />
        {raised ? t('comments.flag.raised') : t('comments.flag.raise')}
      </button>
      {flag && (
        <span id={describedBy} className={styles.by}>
          {t('comments.flag.raisedBy', { name: own ? `${raiser} (${t('comments.you')})` : raiser })} · <RelativeTime value={flag.raised_at} />
          {!clearable && <span className={styles.note}> · {t('comments.flag.cannotClear', { name: raiser })}</span>}
        </span>
      )}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

export function FlagIcon({ filled = false, size = 14 }: { filled?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3.5 14.5V2.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <path
        d="M3.5 2.75h8.25l-1.9 3.1 1.9 3.1H3.5"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
