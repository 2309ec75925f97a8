import type { ThemePreference } from '../../shared/theme/theme';
import styles from './ThemePreview.module.css';

/** A thumbnail of the app in a theme; `system` shows light and dark side by side. */
export function ThemePreview({ theme }: { theme: ThemePreference }) {
  if (theme === 'system') {
    return (
      <span className={`${styles.frame} ${styles.split}`}>
        <MiniWindow look="light" />
        <MiniWindow look="dark" />
      </span>
    );
  }
  return (
    <span className={styles.frame}>
      <MiniWindow look={theme} />
    </span>
  );
}

function MiniWindow({ look }: { look: 'light' | 'dark' }) {
  return (
    <span className={`${styles.window} ${styles[look]}`}>
      <span className={styles.bar}>
        <span className={styles.dot} />
      </span>
      <span className={styles.content}>
        <span className={styles.line} />
        <span className={`${styles.line} ${styles.short}`} />
        <span className={styles.button} />
      </span>
    </span>
  );
}

/** The small symbol next to each theme's name. */
export function ThemeIcon({ theme }: { theme: ThemePreference }) {
  const common = { width: 14, height: 14, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 } as const;
  if (theme === 'light') {
    return (
      <svg {...common} aria-hidden="true">
        <circle cx="8" cy="8" r="3" />
        <path d="M8 1.5v1.5M8 13v1.5M1.5 8H3M13 8h1.5M3.4 3.4l1 1M11.6 11.6l1 1M3.4 12.6l1-1M11.6 4.4l1-1" strokeLinecap="round" />
      </svg>
    );
  }
  if (theme === 'dark') {
    return (
      <svg {...common} aria-hidden="true">
        <path d="M13.5 9.5A5.5 5.5 0 0 1 6.5 2.5a5.5 5.5 0 1 0 7 7Z" strokeLinejoin="round" />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      <rect x="1.75" y="2.5" width="12.5" height="8.5" rx="1.5" />
      <path d="M5.5 14h5M8 11v3" strokeLinecap="round" />
    </svg>
  );
}
