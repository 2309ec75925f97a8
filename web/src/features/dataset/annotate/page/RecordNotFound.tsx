import { useTranslation } from 'react-i18next';
import styles from '../../../../components/ui/EmptyState.module.css';

/**
 * What a link to a record (`?record=`) shows when the server answers that the record is not there for the
 * person: it does not exist, it is another dataset's, or it is out of their reach (a colleague's record in
 * an assigned dataset). No other record is shown under that link; the way on is the person's own queue.
 */
export function RecordNotFound({ onOpenQueue }: { onOpenQueue: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.panel} ${styles.plain}`} role="status" data-testid="record-not-found">
      <span className={styles.icon} aria-hidden="true">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5M8.5 8.5l4 4M12.5 8.5l-4 4" />
        </svg>
      </span>
      <h2 className={styles.title}>{t('annotate.recordNotFound.title')}</h2>
      <p className={styles.text}>{t('annotate.recordNotFound.text')}</p>
      <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={onOpenQueue}>
        {t('annotate.recordNotFound.openQueue')}
      </button>
    </div>
  );
}
