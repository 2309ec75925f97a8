/** The specification's timing for notifications. */
export const TOAST_BASE_MS = 6_000;
export const TOAST_MS_PER_CHARACTER = 1_000 / 120;
export const NOTIFY_DELAY_MS = 100;
export const TOAST_ANIMATION_MS = 150;

/**
 * How long a toast stays: 6 s plus 1 s for every 120 characters of its text, so long messages can
 * be read to the end; null for a permanent toast, which stays until closed.
 */
export function toastDuration(message: string, permanent = false): number | null {
  if (permanent) return null;
  return Math.round(TOAST_BASE_MS + [...message].length * TOAST_MS_PER_CHARACTER);
}
