import type { ProgressShare } from './progress';
import styles from './JobProgressBar.module.css';

export interface JobProgressBarProps {
  share: ProgressShare;
  /** What the bar measures, its accessible name. */
  label: string;
  /** How far, in words ("45%", "12,345 rows read"). */
  valueText: string;
  /** `done` when the job finished, `stopped` when it failed or was canceled: the bar's colour says so. */
  ending?: 'done' | 'stopped';
  size?: 'regular' | 'small';
}

/**
 * A measured bar when the total is known; without one, a sliding bar while the job runs (an
 * indeterminate progress bar has no `aria-valuenow`), full once it is over.
 */
export function JobProgressBar({ share, label, valueText, ending, size = 'regular' }: JobProgressBarProps) {
  const measured = share.kind === 'share';
  const moving = share.kind === 'count' && share.moving;
  const width = measured ? share.percent : moving ? undefined : 100;
  const classes = [
    styles.track,
    size === 'small' ? styles.small : '',
    moving ? styles.moving : '',
    ending === 'done' ? styles.success : '',
    ending === 'stopped' ? styles.stopped : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      role="progressbar"
      aria-label={label}
      aria-valuemin={measured ? 0 : undefined}
      aria-valuemax={measured ? 100 : undefined}
      aria-valuenow={measured ? share.percent : undefined}
      aria-valuetext={valueText}
    >
      <div className={styles.fill} style={width === undefined ? undefined : { width: `${width}%` }} />
    </div>
  );
}
