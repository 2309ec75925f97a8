import type { InputHTMLAttributes } from 'react';
import styles from './PanelSearch.module.css';

export interface PanelSearchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> {
  /** The placeholder and the accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The box that narrows a filter or sort panel's list (properties, questions, terms, sort keys). */
export function PanelSearch({ label, value, onChange, ...rest }: PanelSearchProps) {
  return (
    <input
      {...rest}
      className={styles.search}
      type="search"
      value={value}
      placeholder={label}
      aria-label={label}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
