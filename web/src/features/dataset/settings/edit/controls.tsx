import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from './validation';
import styles from './controls.module.css';

interface TextControlProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ValidationMessage | undefined;
  hint?: ReactNode;
  /** Shows "12 / 200" beside the label, so the limit is seen before it is hit. */
  max?: number;
  multiline?: boolean;
  /** A text area for long text (guidelines), taller than a description's. */
  tall?: boolean;
  code?: boolean;
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
  inputMode?: 'numeric';
}

/** A labelled text input or text area with its hint and the specification's message under it. */
export function TextControl({ label, value, onChange, error, hint, max, multiline, tall, code, placeholder, disabled, testId, inputMode }: TextControlProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    placeholder,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'data-testid': testId,
    spellCheck: code ? false : undefined,
  };
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.labelRow}>
        <span>{label}</span>
        {max !== undefined && (
          <span className={styles.count} aria-hidden="true">
            {t('datasetSettingsEdit.characters', { count: value.trim().length, max: max.toLocaleString(i18n.language) })}
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} className={[styles.textarea, tall ? styles.tall : '', code ? styles.code : ''].filter(Boolean).join(' ')} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} className={styles.input} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {t(`datasetSettingsEdit.validation.${error}`)}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

interface SwitchControlProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/** An on/off setting: a checkbox with the switch role, so screen readers say "on" and "off". */
export function SwitchControl({ label, checked, onChange, hint, disabled, testId }: SwitchControlProps) {
  const hintId = useId();
  return (
    <div className={styles.control}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
