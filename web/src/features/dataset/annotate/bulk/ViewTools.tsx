import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type AnnotationView } from './bulk-view';
import styles from './ViewTools.module.css';

export interface ViewToolsProps {
  view: AnnotationView;
  /** The status has a bulk view (pending, draft): otherwise nothing is shown. */
  available: boolean;
  onView: (view: AnnotationView) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
}

/*
 * Each view draws its own toolbar, so the switch pressed in one is gone once the other shows, and the
 * keyboard with it (to the page's body). The view it opened hands the focus to its own switch instead.
 */
let switchedByTheSwitch = false;

/** In the toolbar: the bulk view's page size, then the Focus / Bulk switch (Alt+B). */
export function ViewTools({ view, available, onView, pageSize, onPageSize }: ViewToolsProps) {
  const { t } = useTranslation();
  const group = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!switchedByTheSwitch) return;
    switchedByTheSwitch = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) group.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, [view]);
  const choose = (next: AnnotationView) => (event: MouseEvent<HTMLButtonElement>) => {
    switchedByTheSwitch = next !== view && event.currentTarget === document.activeElement;
    onView(next);
  };
  if (!available) return null;
  return (
    <>
      {view === 'bulk' && (
        <select className={styles.size} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))} aria-label={t('annotateBulk.pageSize')} title={t('annotateBulk.pageSize')}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      )}
      <div ref={group} className={styles.switch} role="group" aria-label={t('annotateBulk.view.label')}>
        <button type="button" className={styles.option} aria-pressed={view === 'focus'} aria-label={t('annotateBulk.view.focus')} title={`${t('annotateBulk.view.focus')} (Alt+B)`} onClick={choose('focus')}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <rect x="3" y="2.5" width="10" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M5.5 6h5M5.5 8.5h5M5.5 11h3" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" className={styles.option} aria-pressed={view === 'bulk'} aria-label={t('annotateBulk.view.bulk')} title={`${t('annotateBulk.view.bulk')} (Alt+B)`} onClick={choose('bulk')}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <rect x="2" y="2.5" width="12" height="4.5" rx="1" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <rect x="2" y="9" width="12" height="4.5" rx="1" fill="none" stroke="currentColor" strokeWidth="1.4" />
          </svg>
        </button>
      </div>
    </>
  );
}
