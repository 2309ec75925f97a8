import { useTranslation } from 'react-i18next';
import styles from './RequiredTag.module.css';

/** Required or optional, in words: the difference must not rest on colour. */
export function RequiredTag({ required }: { required: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={required ? styles.required : styles.optional}>
      {required ? t('dataset.settings.required') : t('dataset.settings.optional')}
    </span>
  );
}
