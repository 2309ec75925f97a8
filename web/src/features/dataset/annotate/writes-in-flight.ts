/**
 * The caller's answers on their way to the server. The page moves on to the next record as soon as an
 * answer is sent, so a search of the queue can leave while the answer it should reflect is still being
 * written; the server answers reads beside writes (its readers never wait for a writer), and would then
 * hand the answered record back as still pending. A queue search waits for the writes sent before it.
 */
const inFlight = new Set<Promise<void>>();

/** How long a search waits for writes at most: a write held up by the network must not hold the queue. */
const WAIT_MAX_MS = 10_000;

/** Notes a write until it settles, whatever its outcome; answers the write itself. */
export function trackWrite<T>(write: Promise<T>): Promise<T> {
  const settled = write.then(
    () => undefined,
    () => undefined,
  );
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
  return write;
}

/** Settles once every write sent so far has (or after `waitMaxMs`, whichever comes first). */
export async function writesSettled(waitMaxMs = WAIT_MAX_MS): Promise<void> {
  if (inFlight.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMaxMs)));
  try {
    await Promise.race([Promise.all([...inFlight]), giveUp]);
  } finally {
    clearTimeout(timer);
  }
}
