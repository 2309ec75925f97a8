import { useId, type ReactNode } from 'react';
import styles from './ChoiceCards.module.css';

export interface Choice<V extends string> {
  value: V;
  /** The option's accessible name. */
  label: string;
  /** Extra words under the label; announced as the option's description, not its name. */
  hint?: string;
  /** The language the label is written in, when it differs from the interface's. */
  lang?: string;
  /** A picture of the choice (decorative; the label carries the meaning). */
  visual?: ReactNode;
  /** A small symbol before the label (decorative). */
  icon?: ReactNode;
}

export interface ChoiceCardsProps<V extends string> {
  /** The radio buttons' shared name. */
  name: string;
  /** The id of the heading that names the group. */
  labelledBy: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: 'large' | 'compact';
}

/**
 * A radio group drawn as cards. Real radio inputs sit under the cards, so arrow keys, Space and
 * screen readers work as they do for any radio group.
 */
export function ChoiceCards<V extends string>({ name, labelledBy, choices, value, onChange, size = 'large' }: ChoiceCardsProps<V>) {
  const baseId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={`${styles.group} ${styles[size]}`}>
      {choices.map((choice) => {
        const labelId = `${baseId}-${choice.value}-label`;
        const hintId = choice.hint ? `${baseId}-${choice.value}-hint` : undefined;
        return (
          <label key={choice.value} className={styles.card} data-value={choice.value}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-labelledby={labelId}
              aria-describedby={hintId}
            />
            {choice.visual && (
              <span className={styles.visual} aria-hidden="true">
                {choice.visual}
              </span>
            )}
            <span className={styles.text}>
              <span className={styles.labelRow}>
                {choice.icon && (
                  <span className={styles.icon} aria-hidden="true">
                    {choice.icon}
                  </span>
                )}
                <span id={labelId} lang={choice.lang} className={styles.label}>
                  {choice.label}
                </span>
              </span>
              {choice.hint && (
                <span id={hintId} className={styles.hint}>
                  {choice.hint}
                </span>
              )}
            </span>
            <span className={styles.check} aria-hidden="true" />
          </label>
        );
      })}
    </div>
  );
}
