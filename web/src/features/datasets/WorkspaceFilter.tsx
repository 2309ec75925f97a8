import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon, LayersIcon } from './icons';
import styles from './ListToolbar.module.css';

export interface WorkspaceFilterProps {
  /** The caller's workspace names, in display order. */
  available: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A button that opens a list of checkboxes, one per workspace; nothing checked means all workspaces. */
export function WorkspaceFilter({ available, selected, onChange }: WorkspaceFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    root.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // A shared link may name a workspace this person cannot see; it stays listed so it can be unchecked.
  const unavailable = selected.filter((name) => !available.includes(name));
  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((other) => other !== name) : [...selected, name]);

  return (
    <div
      className={styles.filter}
      ref={root}
      onBlur={(event) => {
        // Tabbing past the list closes it; clicking blank space inside it (no new focus) does not.
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={`${styles.filterButton} ${selected.length ? styles.filterActive : ''}`}
        aria-label={t('datasets.workspaceFilter.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <LayersIcon size={15} />
        <span>{t('datasets.workspaceFilter.label')}</span>
        {selected.length > 0 && (
          <span className={styles.count} aria-hidden="true">
            {selected.length}
          </span>
        )}
        <ChevronIcon direction="down" size={14} />
      </button>
      {open && (
        <div className={styles.panel} id={panelId} role="dialog" aria-label={t('datasets.workspaceFilter.button')}>
          <fieldset className={styles.options}>
            <legend className={styles.legend}>{t('datasets.workspaceFilter.legend')}</legend>
            {available.length === 0 && unavailable.length === 0 && <p className={styles.none}>{t('datasets.workspaceFilter.none')}</p>}
            {available.map((name) => (
              <label key={name} className={styles.option}>
                <input type="checkbox" checked={selected.includes(name)} onChange={() => toggle(name)} />
                <span className={styles.optionName}>{name}</span>
              </label>
            ))}
            {unavailable.map((name) => (
              <label key={name} className={`${styles.option} ${styles.optionUnavailable}`}>
                <input type="checkbox" checked onChange={() => toggle(name)} />
                <span className={styles.optionName}>{name}</span>
                <span className={styles.optionNote}>{t('datasets.workspaceFilter.unavailable')}</span>
              </label>
            ))}
          </fieldset>
          {selected.length > 0 && (
            <button type="button" className={styles.panelClear} onClick={() => onChange([])}>
              {t('datasets.workspaceFilter.clear')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
