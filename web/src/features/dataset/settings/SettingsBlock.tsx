import { useId, type ReactNode } from 'react';
import type { SettingsSectionAnchor } from './sections';
import styles from './SettingsBlock.module.css';

export interface SettingsBlockProps {
  /** The fragment the page's section list links to. */
  anchor: SettingsSectionAnchor;
  title: string;
  description?: string;
  testId?: string;
  /** Receives the heading's id, for a table or list the heading names. */
  children: (headingId: string) => ReactNode;
}

/** One part of a dataset's settings: a heading, what it is for, and its content. */
export function SettingsBlock({ anchor, title, description, testId, children }: SettingsBlockProps) {
  const headingId = useId();
  return (
    <section id={anchor} className={styles.block} aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {children(headingId)}
    </section>
  );
}
