import type { DatasetRecord } from '../model/types';
import styles from './RecordIdLabel.module.css';

/** A record's name in its card's header: its external id, else the start of its id (the whole id on hover). */
export function RecordIdLabel({ record }: { record: DatasetRecord }) {
  return (
    <span className={styles.id} title={record.id}>
      {record.external_id ?? record.id.slice(0, 8)}
    </span>
  );
}
