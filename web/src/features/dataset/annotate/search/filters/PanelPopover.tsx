import * as Popover from '@radix-ui/react-popover';
import type { FocusEvent, KeyboardEvent, ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PanelPopover.module.css';

export interface PanelPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel. */
  trigger: ReactElement;
  /** The panel's accessible name. */
  label: string;
  /** 300 px for filters, 312 px for the sort (Argilla's widths). */
  width?: number;
  testId?: string;
  /** Where the keyboard was in the panel, kept by the caller (the panel may be mounted again meanwhile). */
  memory?: { focusKey: string | null };
  children: ReactNode;
}

// Keys typed in a panel are the panel's: number keys must not pick a label, arrows must not change the
// record, Enter must not submit. Escape goes on: the popover closes on it.
const keepKeys = (event: KeyboardEvent) => {
  if (event.key !== 'Escape') event.stopPropagation();
};

/** A non-modal panel under a toolbar button (Radix: focus moves in and back, Escape and outside clicks close). */
export function PanelPopover({ open, onOpenChange, trigger, label, width = 300, testId, memory, children }: PanelPopoverProps) {
  // A panel opening afresh focuses its first control (Radix); one mounted again while open (the page
  // showed its toolbar in another layout during a search) goes back to where the keyboard was.
  const onOpenAutoFocus = (event: Event) => {
    const key = memory?.focusKey;
    const content = event.currentTarget as HTMLElement | null;
    const target = key && content?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  const onFocus = (event: FocusEvent) => {
    if (memory) memory.focusKey = (event.target as HTMLElement).closest('[data-focus-key]')?.getAttribute('data-focus-key') ?? null;
  };
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          style={{ width }}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          onKeyDown={keepKeys}
          onKeyUp={keepKeys}
          onOpenAutoFocus={onOpenAutoFocus}
          onFocus={onFocus}
          data-testid={testId}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A panel's second level: "‹" back to the list (when there is one) and what is being edited. */
export function PanelHeader({ title, caption, onBack }: { title: string; caption?: string; onBack?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack} data-focus-key="back" aria-label={t('annotateFilters.back')} title={t('annotateFilters.back')}>
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
      <div className={styles.heading}>
        {caption && <span className={styles.caption}>{caption}</span>}
        <span className={styles.title}>{title}</span>
      </div>
    </div>
  );
}
