/** The longest wait between two attempts, however many failed before. */
export const RETRY_DELAY_MAX_MS = 60 * 60 * 1000;

/**
 * How long to wait after the `attempts`-th failed attempt: `baseMs` doubled per failure up to an hour, with
 * "equal jitter" (between half and all of it) so the deliveries of one outage do not all come back at the
 * same moment. At 10 s this retries after about 10 s, 20 s, 40 s ... then hourly: ~30 attempts in a day.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(baseMs * 2 ** exponent, RETRY_DELAY_MAX_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
