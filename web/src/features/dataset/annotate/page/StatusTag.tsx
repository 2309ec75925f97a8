import { useTranslation } from 'react-i18next';
import type { RecordStatusFilter } from '../model/types';
import styles from './StatusTag.module.css';

/** The caller's status of a record: a coloured dot and its name, never colour alone. */
export function StatusTag({ status }: { status: RecordStatusFilter }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.tag} ${styles[status]}`} data-testid="record-status" data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {t(`annotate.recordStatus.${status}`)}
    </span>
  );
}
