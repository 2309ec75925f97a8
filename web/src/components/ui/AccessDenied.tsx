import type { ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './EmptyState.module.css';

/** A page the person's role does not open: what it is, why not, and where to go instead. */
export function AccessDenied({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <section className={`${styles.panel} ${styles.dashed}`} role="alert" data-testid="access-denied">
      <span className={styles.icon}>
        <Icon size={22}>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </Icon>
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {action}
    </section>
  );
}
