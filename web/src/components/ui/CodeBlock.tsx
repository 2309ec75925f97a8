import { CopyButton } from './CopyButton';
import styles from './CodeBlock.module.css';

export interface CodeBlockProps {
  /** What people see. */
  code: string;
  /** What the copy button copies, when it differs from what is shown (a key shown masked). */
  copyText?: string;
  label: string;
  copyLabel: string;
  testId?: string;
}

/** Code to paste elsewhere, with a button that copies it. */
export function CodeBlock({ code, copyText, label, copyLabel, testId }: CodeBlockProps) {
  return (
    <div className={styles.block}>
      <pre className={styles.code} role="region" aria-label={label} tabIndex={0} data-testid={testId}>
        <code>{code}</code>
      </pre>
      <CopyButton className={styles.copy} size="small" text={copyText ?? code} label={copyLabel} />
    </div>
  );
}
