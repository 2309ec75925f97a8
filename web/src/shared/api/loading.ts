/** Counts the calls in flight so one progress bar can show that the app is waiting on the server. */
type Listener = (pending: number) => void;

let pending = 0;
const listeners = new Set<Listener>();

function publish(): void {
  listeners.forEach((listener) => listener(pending));
}

export function trackRequest<T>(work: Promise<T>): Promise<T> {
  pending += 1;
  publish();
  return work.finally(() => {
    pending -= 1;
    publish();
  });
}

export function pendingRequests(): number {
  return pending;
}

export function subscribeToRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
