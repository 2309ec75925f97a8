import { useTranslation } from 'react-i18next';
import type { AnnotatorAnswers } from './answers';
import { AnnotatorKey } from './AnnotatorKey';
import styles from './AnnotatorsBar.module.css';

/**
 * Who answered the record: each response's annotator with its number key and status, and "Accept all"
 * for a submitted one, which takes every answer of theirs as the final answer.
 */
export function AnnotatorsBar({ annotators, onAcceptAll, disabled }: { annotators: readonly AnnotatorAnswers[]; onAcceptAll: (annotator: AnnotatorAnswers) => void; disabled: boolean }) {
  const { t } = useTranslation();
  if (annotators.length === 0) return <p className={styles.none}>{t('review.annotators.none')}</p>;
  return (
    <section className={styles.bar} aria-label={t('review.annotators.label')} data-testid="review-annotators">
      <h3 className={styles.heading}>{t('review.annotators.heading')}</h3>
      <ul className={styles.list}>
        {annotators.map((annotator) => (
          <li key={annotator.responseId} className={annotator.status === 'submitted' ? styles.item : `${styles.item} ${styles.muted}`}>
            {annotator.key !== null && <AnnotatorKey value={annotator.key} />}
            <span className={styles.name}>{annotator.username}</span>
            <span className={`${styles.status} ${styles[annotator.status]}`}>{t(`review.responseStatus.${annotator.status}`)}</span>
            {annotator.status === 'submitted' && (
              <button
                type="button"
                className={styles.acceptAll}
                onClick={() => onAcceptAll(annotator)}
                disabled={disabled}
                title={annotator.key !== null ? `${t('review.annotators.acceptAllHint', { name: annotator.username })} (Shift+${annotator.key})` : undefined}
              >
                {t('review.annotators.acceptAll', { name: annotator.username })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
