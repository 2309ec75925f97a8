import { useId } from 'react';
import { CopyButton } from './CopyButton';
import styles from './OneTimeSecret.module.css';

/** A password or key shown once: readable, selectable, and copyable in one click. */
export function OneTimeSecret({ label, value, copyLabel, testId }: { label: string; value: string; copyLabel?: string; testId: string }) {
  const labelId = useId();
  return (
    <div className={styles.secret}>
      <span id={labelId} className={styles.secretLabel}>
        {label}
      </span>
      <div className={styles.secretRow}>
        <code className={styles.secretValue} data-testid={testId} aria-labelledby={labelId}>
          {value}
        </code>
        {copyLabel && <CopyButton text={value} label={copyLabel} size="small" />}
      </div>
    </div>
  );
}
