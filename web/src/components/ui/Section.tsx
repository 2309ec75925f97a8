import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  title: string;
  description?: ReactNode;
  /** `side`: heading and explanation on the left, content on the right; `stacked`: one above the other. */
  layout?: 'side' | 'stacked';
  /** The fragment a page's section list links to. */
  anchor?: string;
  testId?: string;
  /** The heading's id when the caller needs it before rendering (else one is made). */
  headingId?: string;
  /** Content, or a function of the heading's id for a table, list or radio group the heading names. */
  children: ReactNode | ((headingId: string) => ReactNode);
}

/** One topic of a settings page: a heading, what it is for, and its content. */
export function Section({ title, description, layout = 'side', anchor, testId, headingId: givenId, children }: SectionProps) {
  const madeId = useId();
  const headingId = givenId ?? madeId;
  return (
    <section id={anchor} className={`${styles.section} ${styles[layout]}`} aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <div className={styles.body}>{typeof children === 'function' ? children(headingId) : children}</div>
    </section>
  );
}
