import { useId, type ReactNode } from 'react';
import type { Field } from '../model/types';
import styles from './FieldCard.module.css';

export type FieldHeadingLevel = 2 | 3 | 4;

/** The frame every field sits in: its title, optional actions shown on hover or focus, the content. */
export function FieldCard({
  field,
  headingLevel = 3,
  actions,
  children,
}: {
  field: Field;
  headingLevel?: FieldHeadingLevel;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      data-testid={`field-${field.name}`}
      data-field-type={field.settings.type}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {field.title}
        </Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.content}>{children}</div>
    </section>
  );
}

/** What a field with no value shows. */
export function FieldEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
