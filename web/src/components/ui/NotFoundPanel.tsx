import type { ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './EmptyState.module.css';

export interface NotFoundPanelProps {
  title: string;
  text: string;
  /** 1 where the title is the page's main heading, 2 under a page title. */
  headingLevel: 1 | 2;
  /** Where to go instead: a link or a button. */
  action: ReactNode;
  testId: string;
}

/** Something a page was asked for is not there (or not there for this person): what, and the way on. */
export function NotFoundPanel({ title, text, headingLevel, action, testId }: NotFoundPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={`${styles.panel} ${styles.plain}`} data-testid={testId}>
      <span className={styles.icon}>
        <Icon size={26} strokeWidth={1.5}>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5M8.5 8.5l4 4M12.5 8.5l-4 4" />
        </Icon>
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
