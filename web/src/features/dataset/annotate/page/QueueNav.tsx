import type { ReactNode } from 'react';
import { GoToPosition } from '../jump/GoToPosition';
import styles from './QueueNav.module.css';

export interface QueueNavProps {
  /** What the counter reads at rest: "7 of 340", "11–20 of 340". */
  counterText: string;
  position: number;
  total: number;
  /** False while a view loads: the counter's box waits, as Previous and Next do. */
  ready: boolean;
  /** Goes to a position of the view (1 to `total`). */
  onGoTo: (position: number) => void;
  /** How the total is counted, for the counter's tooltip. */
  totalHint?: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Names of the previous and next buttons (their tooltips add the arrow keys). */
  previousLabel: string;
  nextLabel: string;
  /** Name of the button that opens the keyboard shortcuts (its tooltip adds "?"). */
  shortcutsLabel: string;
  onShortcuts: () => void;
  /** Controls before the counter (the annotation page's Focus / Bulk switch). */
  children?: ReactNode;
}

/**
 * The end of a queue's toolbar: where the person is in the view, the way to the previous and next record
 * and to the shortcuts. The annotation page and the review view walk their queues alike, so they share it.
 */
export function QueueNav(props: QueueNavProps) {
  const { previousLabel: previous, nextLabel: next, shortcutsLabel: shortcuts } = props;
  return (
    <div className={styles.end}>
      {props.children}
      <GoToPosition counterText={props.counterText} position={props.position} total={props.total} ready={props.ready} onGo={props.onGoTo} totalHint={props.totalHint} />
      <button type="button" className={styles.nav} onClick={props.onPrevious} disabled={!props.hasPrevious} aria-label={previous} title={`${previous} (←)`}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button type="button" className={styles.nav} onClick={props.onNext} disabled={!props.hasNext} aria-label={next} title={`${next} (→)`}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button type="button" className={styles.help} onClick={props.onShortcuts} aria-label={shortcuts} title={`${shortcuts} (?)`}>
        ?
      </button>
    </div>
  );
}
