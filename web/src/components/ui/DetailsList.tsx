import type { CSSProperties, ReactNode } from 'react';
import styles from './DetailsList.module.css';

export interface Detail {
  key: string;
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Read-only facts as label and value rows between hairlines (a description list); `testId` marks the value. */
export function DetailsList({ details, labelWidth = 180 }: { details: readonly Detail[]; labelWidth?: number }) {
  return (
    <dl className={styles.list} style={{ '--label-width': `${labelWidth}px` } as CSSProperties}>
      {details.map((detail) => (
        <div key={detail.key} className={styles.row}>
          <dt>{detail.label}</dt>
          <dd data-testid={detail.testId}>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
