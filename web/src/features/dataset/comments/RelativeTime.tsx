import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp, parseServerTimestamp } from '../../../shared/format/timestamps';
import { relativeTime } from './rules';

/** One clock for every relative time on the page, ticking each half minute while any is shown. */
const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const readNow = () => now;

export interface RelativeTimeProps {
  /** A server timestamp. */
  value: string;
  className?: string;
  /** What to show instead of the relative time ("edited"); the relative time goes to it. */
  text?: (relative: string) => string;
  /** The hover text, given the full date and time (default: the full date and time). */
  title?: (full: string) => string;
}

/** "5 minutes ago", kept current, with the full date and time on hover and in the markup. */
export function RelativeTime({ value, className, text, title }: RelativeTimeProps) {
  const { i18n } = useTranslation();
  const current = useSyncExternalStore(subscribe, readNow, readNow);
  const date = parseServerTimestamp(value);
  if (!date) return <span className={className}>{value}</span>;
  // The clock may be up to a tick behind: a comment just written reads "now" either way.
  const relative = relativeTime(date, new Date(current), i18n.language);
  const full = formatTimestamp(date, i18n.language);
  return (
    <time className={className} dateTime={date.toISOString()} title={title ? title(full) : full}>
      {text ? text(relative) : relative}
    </time>
  );
}
