import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../../components/ui/NotFoundPanel';
import styles from '../../../../components/ui/EmptyState.module.css';

/**
 * What a link to a record (`?record=`) shows when the server answers that the record is not there for the
 * person: it does not exist, it is another dataset's, or it is out of their reach (a colleague's record in
 * an assigned dataset). No other record is shown under that link; the way on is the person's own queue.
 */
export function RecordNotFound({ onOpenQueue }: { onOpenQueue: () => void }) {
  const { t } = useTranslation();
  return (
    <NotFoundPanel
      testId="record-not-found"
      headingLevel={2}
      title={t('annotate.recordNotFound.title')}
      text={t('annotate.recordNotFound.text')}
      action={
        <button type="button" className={`${styles.link} ${styles.linkButton}`} onClick={onOpenQueue}>
          {t('annotate.recordNotFound.openQueue')}
        </button>
      }
    />
  );
}
