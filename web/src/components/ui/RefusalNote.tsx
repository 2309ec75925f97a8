import type { ReactNode } from 'react';
import styles from './RefusalNote.module.css';

/** Why the server said no, in the dialog or panel that asked, announced as it appears. */
export function RefusalNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.refusal} role="alert" data-testid="refusal">
      {children}
    </p>
  );
}
