import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import styles from './LoadFailed.module.css';

/** A part of a page whose data could not be loaded: what failed, and Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <p>{message}</p>
      <Button size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
