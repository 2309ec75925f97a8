import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readPreference, writePreference } from '../../../../shared/preferences/storage';
import { isFolded, storedFold } from './fold-preference';
import styles from './AnnotationWorkspace.module.css';

function storedChoice(id: string): boolean | undefined {
  const value = readPreference('collapsed')?.[id];
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * Whether a panel is folded away: as the person left it on this device, under `id` (e.g.
 * `<datasetId>-guidelines`), else `foldedAtStart` (which may follow the window's width).
 */
export function useCollapsed(id: string, foldedAtStart = false): [boolean, () => void] {
  const [choice, setChoice] = useState(() => ({ id, stored: storedChoice(id) }));
  const stored = choice.id === id ? choice.stored : storedChoice(id);
  const collapsed = isFolded(stored, foldedAtStart);
  const toggle = useCallback(() => {
    const next = storedFold(!collapsed, foldedAtStart);
    const all = { ...readPreference('collapsed') };
    if (next === undefined) delete all[id];
    else all[id] = next;
    writePreference('collapsed', Object.keys(all).length > 0 ? all : undefined);
    setChoice({ id, stored: next });
  }, [collapsed, foldedAtStart, id]);
  return [collapsed, toggle];
}

export interface GuidelinesPaneProps {
  collapsed: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** The annotation guidelines under the records, behind a title that folds them away and back. */
export function GuidelinesPane({ collapsed, onToggle, children }: GuidelinesPaneProps) {
  const { t } = useTranslation();
  const contentId = useId();
  return (
    <section className={collapsed ? `${styles.guidelines} ${styles.folded}` : styles.guidelines} aria-labelledby="guidelines-title" data-testid="guidelines-pane">
      <h2 className={styles.paneTitle}>
        <button
          type="button"
          id="guidelines-title"
          className={styles.paneToggle}
          aria-expanded={!collapsed}
          aria-controls={contentId}
          title={t(collapsed ? 'annotate.guidelinesShow' : 'annotate.guidelinesHide')}
          onClick={onToggle}
        >
          <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="m3 4.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('annotate.guidelines')}
        </button>
      </h2>
      <div id={contentId} hidden={collapsed}>
        {children}
      </div>
    </section>
  );
}
