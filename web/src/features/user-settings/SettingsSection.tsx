import type { ReactNode } from 'react';
import styles from './SettingsSection.module.css';

export interface SettingsSectionProps {
  /** The heading's id, for controls the heading names (a radio group). */
  headingId: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One settings topic: its heading and explanation on the left, the content on the right. */
export function SettingsSection({ headingId, title, description, children, testId }: SettingsSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
