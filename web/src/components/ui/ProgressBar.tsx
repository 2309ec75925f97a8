import styles from './ProgressBar.module.css';

/** Percentages in progress texts carry two decimals at most. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 10_000) / 100;
}

export function ProgressBar({ completed, total, label }: { completed: number; total: number; label: string }) {
  const percent = progressPercent(completed, total);
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={completed}
      aria-valuetext={`${percent}%`}
    >
      <div className={styles.done} style={{ width: `${percent}%` }} />
    </div>
  );
}

export function ProgressSkeleton() {
  return <div className={`${styles.track} ${styles.skeleton}`} aria-hidden="true" />;
}
