import * as Popover from '@radix-ui/react-popover';
import type { MetadataProperty } from '@gloss/contract';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../shared/toasts/store';
import type { DatasetRecord, Field } from '../model/types';
import { metadataRows, recordAsText } from './details';
import styles from './RecordMenu.module.css';

export interface RecordMenuProps {
  record: DatasetRecord;
  fields: readonly Field[];
  /** The dataset's metadata properties: which to show, under which titles, in which order. */
  metadataProperties: readonly MetadataProperty[];
}

type View = 'menu' | 'metadata';

/**
 * The record header's kebab menu, as Argilla's: "View metadata" turns the menu into a table of the
 * record's metadata, "Copy record" puts its fields on the clipboard as text. Keys pressed in it stay
 * in it (digits must not pick a label, arrows must not change the record, Enter must not submit).
 */
export function RecordMenu({ record, fields, metadataProperties }: RecordMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('menu');
  const titleId = useId();
  const rows = useMemo(() => (view === 'metadata' ? metadataRows(metadataProperties, record.metadata) : []), [view, metadataProperties, record.metadata]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Each opening starts from the menu.
    if (next) setView('menu');
  };

  const copy = async () => {
    setOpen(false);
    const copied = await copyText(recordAsText(fields, record));
    notify({ message: t(copied ? 'annotateRecord.copied' : 'annotateRecord.copyFailed'), type: copied ? 'info' : 'danger' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return;
    event.stopPropagation();
    if (view !== 'menu' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')) return;
    // Arrow keys walk the menu's items, wrapping around.
    event.preventDefault();
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button type="button" className={styles.trigger} aria-label={t('annotateRecord.menu')} title={t('annotateRecord.menu')} aria-haspopup="menu" data-testid="record-menu">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="8" cy="3.5" r="1.4" fill="currentColor" />
            <circle cx="8" cy="8" r="1.4" fill="currentColor" />
            <circle cx="8" cy="12.5" r="1.4" fill="currentColor" />
          </svg>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={view === 'metadata' ? `${styles.panel} ${styles.wide}` : styles.panel}
          side="bottom"
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={view === 'metadata' ? undefined : t('annotateRecord.menu')}
          aria-labelledby={view === 'metadata' ? titleId : undefined}
          onKeyDown={onKeyDown}
          data-testid="record-menu-panel"
        >
          {view === 'menu' ? (
            <div role="menu" aria-label={t('annotateRecord.menu')} className={styles.menu}>
              <button type="button" role="menuitem" className={styles.item} onClick={() => setView('metadata')}>
                {t('annotateRecord.viewMetadata')}
              </button>
              <button type="button" role="menuitem" className={styles.item} onClick={() => void copy()}>
                {t('annotateRecord.copyRecord')}
              </button>
            </div>
          ) : (
            <div className={styles.metadata}>
              <div className={styles.metadataHeader}>
                <h3 id={titleId} className={styles.metadataTitle}>
                  {t('annotateRecord.metadataTitle')}
                </h3>
                <button type="button" className={styles.back} onClick={() => setView('menu')} autoFocus>
                  {t('annotateRecord.back')}
                </button>
              </div>
              {rows.length === 0 ? (
                <p className={styles.none}>{t('annotateRecord.noMetadata')}</p>
              ) : (
                <div className={styles.tableScroll}>
                  <table className={styles.table} aria-labelledby={titleId} data-testid="record-metadata">
                    <thead>
                      <tr>
                        <th scope="col">{t('annotateRecord.property')}</th>
                        <th scope="col">{t('annotateRecord.value')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={row.name}>
                          <th scope="row" title={row.name}>
                            {row.title}
                          </th>
                          <td>{row.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Writes text to the clipboard; without the Clipboard API (plain http on another host), the old way. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}
