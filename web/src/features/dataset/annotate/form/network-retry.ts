/** A write the server did not answer, while the browser was online, is tried again this much later. */
export const UNREACHABLE_RETRY_MS = 5_000;

/** Records with a write waiting for the server to be reachable (one retry each). */
const waitingForNetwork = new Set<string>();

/**
 * Runs `retry` once for the record when the browser is back online, or, while it says it is online
 * (the server itself could not be reached), a little later. A record already waiting keeps its one
 * retry: it sends the answers waiting then, not those of each failure.
 */
export function retryWhenReachable(recordId: string, retry: () => void): void {
  if (waitingForNetwork.has(recordId)) return;
  waitingForNetwork.add(recordId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (!waitingForNetwork.delete(recordId)) return;
    window.removeEventListener('online', once);
    clearTimeout(timer);
    retry();
  };
  window.addEventListener('online', once, { once: true });
  if (navigator.onLine) timer = setTimeout(once, UNREACHABLE_RETRY_MS);
}
