import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import type { PageSelectionState } from './selection';
import { MATCHED_MAX } from './selection';
import type { MatchedLoad } from './useMatchedRecords';
import styles from './BulkHeader.module.css';

export interface BulkHeaderProps {
  pageState: PageSelectionState;
  selected: number;
  onTogglePage: () => void;
  /** "Select all N matched records" is offered for this many; null when it is not. */
  matchedOffer: number | null;
  /** Every record of the page is selected but too many match to select them all. */
  tooMany: boolean;
  matched: MatchedLoad;
  /** Every matched record is the selection (loaded). */
  allMatched: boolean;
  matchedTotal: number;
  onSelectMatched: () => void;
  onCancelMatched: () => void;
  collapsed: boolean;
  onCollapsed: (collapsed: boolean) => void;
  disabled: boolean;
}

/**
 * Above the bulk page's cards: "select all on this page" with "N records selected", the way to every
 * matched record (a search or filter narrowing them), and the record size.
 */
export function BulkHeader(props: BulkHeaderProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = props.pageState === 'some';
  }, [props.pageState]);
  const count = (key: string, value: number) => t(key, { count: value, n: number.format(value) });

  let matched = null;
  if (props.allMatched) {
    matched = (
      <>
        <span className={styles.matchedText}>{count('annotateBulk.allMatchedSelected', props.matchedTotal)}</span>
        <button type="button" className={styles.link} onClick={props.onCancelMatched} disabled={props.disabled}>
          {t('annotateBulk.cancel')}
        </button>
      </>
    );
  } else if (props.matched.state === 'loading') {
    matched = (
      <>
        <span className={styles.matchedText} role="status">
          {count('annotateBulk.loadingMatched', props.matched.count)}
        </span>
        <button type="button" className={styles.link} onClick={props.onCancelMatched}>
          {t('annotateBulk.cancel')}
        </button>
      </>
    );
  } else if (props.matchedOffer !== null) {
    matched = (
      <>
        <button type="button" className={styles.link} onClick={props.onSelectMatched} disabled={props.disabled}>
          {count('annotateBulk.selectMatched', props.matchedOffer)}
        </button>
        {props.matched.state === 'failed' && (
          <span className={styles.error} role="alert">
            {t('annotateBulk.matchedFailed')}
          </span>
        )}
      </>
    );
  } else if (props.tooMany) {
    matched = <span className={styles.hint}>{count('annotateBulk.tooManyMatched', MATCHED_MAX)}</span>;
  }

  return (
    <div className={styles.header} data-testid="bulk-header">
      <label className={styles.selectAll}>
        <input
          ref={checkbox}
          type="checkbox"
          checked={props.pageState === 'all'}
          onChange={props.onTogglePage}
          disabled={props.disabled}
          aria-label={t('annotateBulk.selectPage')}
          title={t('annotateBulk.selectPage')}
        />
        <span className={styles.count} data-testid="bulk-selected-count" aria-live="polite">
          {props.selected > 0 ? count('annotateBulk.selected', props.selected) : t('annotateBulk.noneSelected')}
        </span>
      </label>
      {matched && <div className={styles.matched}>{matched}</div>}
      <button
        type="button"
        className={styles.size}
        onClick={() => props.onCollapsed(!props.collapsed)}
        aria-pressed={!props.collapsed}
        title={t('annotateBulk.recordSize')}
      >
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
          {props.collapsed ? (
            <path d="M4 6l4-4 4 4M4 10l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path d="M4 2l4 4 4-4M4 14l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          )}
        </svg>
        {props.collapsed ? t('annotateBulk.expand') : t('annotateBulk.collapse')}
      </button>
    </div>
  );
}
