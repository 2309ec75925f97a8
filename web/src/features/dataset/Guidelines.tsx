import { useTranslation } from 'react-i18next';
import styles from './Guidelines.module.css';

/**
 * The annotation guidelines as their author wrote them. They are usually markdown; until a markdown
 * renderer is chosen, line breaks and spacing are kept so lists and paragraphs stay readable.
 */
export function Guidelines({ guidelines }: { guidelines: string | null }) {
  const { t } = useTranslation();
  if (!guidelines?.trim()) return <p className={styles.none}>{t('dataset.guidelines.none')}</p>;
  return (
    <div className={styles.text} data-testid="guidelines">
      {guidelines}
    </div>
  );
}
