import { useTranslation } from 'react-i18next';
import styles from './ResetButton.module.css';

/** Shown while anything besides the status narrows or orders the records: back to the whole queue. */
export function ResetButton({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.reset} onClick={onReset} title={t('annotateSearch.resetHint')} data-testid="search-reset">
      {t('annotateSearch.reset')}
    </button>
  );
}
