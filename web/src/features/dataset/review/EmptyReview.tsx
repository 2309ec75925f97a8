import { useTranslation } from 'react-i18next';
import styles from '../../../components/ui/EmptyState.module.css';
import type { ReviewStatus } from './review-view';

/** What the view says when no record is in it, by why. */
export function EmptyReview({ status, narrowed, onShowValidated }: { status: ReviewStatus; narrowed: boolean; onShowValidated: () => void }) {
  const { t } = useTranslation();
  const reason = narrowed ? 'noMatch' : status === 'to-review' ? 'nothingToReview' : status === 'validated' ? 'noneValidated' : 'noRecords';
  return (
    <div className={`${styles.panel} ${styles.plain}`} data-testid="review-empty" data-reason={reason}>
      <h2 className={styles.title}>{t(`review.empty.${reason}`)}</h2>
      {reason === 'nothingToReview' && (
        <>
          <p className={styles.text}>{t('review.empty.nothingToReviewText')}</p>
          <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={onShowValidated}>
            {t('review.empty.showValidated')}
          </button>
        </>
      )}
    </div>
  );
}
