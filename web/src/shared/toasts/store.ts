import { NOTIFY_DELAY_MS, toastDuration } from './duration';

export type ToastType = 'success' | 'danger' | 'info' | 'warning' | 'default';

export interface ToastOptions {
  message: string;
  type?: ToastType;
  permanent?: boolean;
  /** An action the person can take from the toast, e.g. "Ignore and continue". */
  button?: { text: string; onClick: () => void };
  onClose?: () => void;
}

export interface Toast extends Required<Pick<ToastOptions, 'message' | 'type'>> {
  id: number;
  durationMs: number | null;
  button?: ToastOptions['button'];
  onClose?: () => void;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
/** Toasts about to open, by id, so a toast dismissed before it opened never does. */
const pendingOpens = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

/** Shows a toast after a short delay, so a clear() issued by the same event does not swallow it. */
export function notify(options: ToastOptions): number {
  const id = nextId++;
  const toast: Toast = {
    id,
    message: options.message,
    type: options.type ?? 'default',
    durationMs: toastDuration(options.message, options.permanent),
    button: options.button,
    onClose: options.onClose,
  };
  const timer = setTimeout(() => {
    pendingOpens.delete(id);
    publish([...toasts, toast]);
  }, NOTIFY_DELAY_MS);
  pendingOpens.set(id, timer);
  return id;
}

export function dismissToast(id: number): void {
  const pending = pendingOpens.get(id);
  if (pending !== undefined) {
    clearTimeout(pending);
    pendingOpens.delete(id);
    return;
  }
  const toast = toasts.find((candidate) => candidate.id === id);
  if (!toast) return;
  publish(toasts.filter((candidate) => candidate.id !== id));
  toast.onClose?.();
}

/** Removes every toast, shown or about to be shown. */
export function clearToasts(): void {
  pendingOpens.forEach((timer) => clearTimeout(timer));
  pendingOpens.clear();
  publish([]);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
