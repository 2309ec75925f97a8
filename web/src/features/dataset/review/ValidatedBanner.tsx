import type { RecordReview } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { formatServerTimestamp } from '../../../shared/format/timestamps';
import { CheckIcon } from '../annotate/questions/icons';
import styles from './ValidatedBanner.module.css';

/** Who validated the record's final answer and when; and, once it is edited, that it must be validated again. */
export function ValidatedBanner({ review, modified }: { review: RecordReview; modified: boolean }) {
  const { t, i18n } = useTranslation();
  const when = formatServerTimestamp(review.updated_at ?? review.validated_at, i18n.language);
  const who = review.validated_by_username ?? t('review.validated.someone');
  return (
    <div className={`${styles.banner} ${modified ? styles.modified : ''}`} role="status" data-testid="review-validated">
      <CheckIcon size={14} />
      <div>
        <p className={styles.title}>{t('review.validated.by', { name: who, when })}</p>
        <p className={styles.text}>{t(modified ? 'review.validated.modified' : 'review.validated.text')}</p>
      </div>
    </div>
  );
}
