import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from './annotate/fields/MarkdownContent';
import styles from './Guidelines.module.css';

/** The annotation guidelines, written in markdown by the dataset's owner, rendered and sanitised. */
export const Guidelines = memo(function Guidelines({ guidelines }: { guidelines: string | null }) {
  const { t } = useTranslation();
  if (!guidelines?.trim()) return <p className={styles.none}>{t('dataset.guidelines.none')}</p>;
  return (
    <div data-testid="guidelines">
      <MarkdownContent text={guidelines} />
    </div>
  );
});
