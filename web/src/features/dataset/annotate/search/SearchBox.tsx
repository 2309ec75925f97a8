import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '../model/types';
import type { TextCriterion } from './criteria';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** The applied search, or null. */
  value: TextCriterion | null;
  /** Text fields the search may be scoped to; the chooser shows when there are several. */
  fields: readonly Field[];
  onApply: (next: TextCriterion | null) => void;
}

/**
 * The toolbar's text search: a magnifier that opens a box. Enter applies, × clears, and the field
 * chooser scopes it. Keys typed here stay here: none of them reaches the page's shortcuts.
 */
export function SearchBox({ value, fields, onApply }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.q ?? '');
  const [field, setField] = useState(value?.field ?? '');
  const [open, setOpen] = useState(Boolean(value));
  const input = useRef<HTMLInputElement>(null);

  // The URL changed the search (Back, a link, Reset): show what is applied.
  useEffect(() => {
    setText(value?.q ?? '');
    setField(value?.field ?? '');
    if (value) setOpen(true);
  }, [value]);

  const apply = (nextField = field) => {
    const q = text.trim();
    onApply(q ? { q, ...(nextField ? { field: nextField } : {}) } : null);
  };
  const clear = () => {
    setText('');
    if (value) onApply(null);
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (text) setText(value?.q ?? '');
      else if (!value) setOpen(false);
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('annotateSearch.open')}
        title={t('annotateSearch.open')}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
        data-testid="search-open"
      >
        <MagnifierIcon />
      </button>
    );
  }
  return (
    <div className={styles.box} role="search" data-testid="search-box">
      <button type="button" className={styles.icon} onClick={() => apply()} aria-label={t('annotateSearch.apply')} title={t('annotateSearch.apply')}>
        <MagnifierIcon />
      </button>
      <input
        ref={input}
        className={styles.input}
        type="search"
        value={text}
        maxLength={10_000}
        placeholder={t('annotateSearch.placeholder')}
        aria-label={t('annotateSearch.label')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => event.stopPropagation()}
        data-testid="search-input"
      />
      {(text || value) && (
        <button type="button" className={styles.clear} onClick={clear} aria-label={t('annotateSearch.clear')} title={t('annotateSearch.clear')}>
          ×
        </button>
      )}
      {fields.length > 1 && (
        <select
          className={styles.scope}
          value={field}
          aria-label={t('annotateSearch.scope')}
          onChange={(event) => {
            setField(event.target.value);
            if (text.trim()) apply(event.target.value);
          }}
          onKeyDown={(event) => event.stopPropagation()}
          data-testid="search-field"
        >
          <option value="">{t('annotateSearch.allFields')}</option>
          {fields.map((item) => (
            <option key={item.name} value={item.name}>
              {item.title}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

function MagnifierIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <circle cx="7" cy="7" r="4.5" />
      <path d="m10.5 10.5 3.5 3.5" strokeLinecap="round" />
    </svg>
  );
}
