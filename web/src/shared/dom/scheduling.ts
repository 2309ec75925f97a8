/** Longest wait for a paint: a hidden tab draws no frames, and the work must happen all the same. */
const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Runs `task` once, after the browser has painted the current frame (a frame callback, then a task),
 * or after 100 ms when no frame comes. For work that must not delay what the person is waiting to
 * see: updating the URL, moving the keyboard focus. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  const frame = requestAnimationFrame(() => setTimeout(once, 0));
  const fallback = setTimeout(once, PAINT_WAIT_LIMIT_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}

/**
 * Runs `work` when the browser is idle (between frames, with nothing else to do), or after
 * `timeoutMs` at the latest; where idle callbacks do not exist, after 50 ms. Returns a function that
 * cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 50);
  return () => window.clearTimeout(id);
}
