import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the span editor (in the questionnaire) and the annotated field (in the records column) share
 * for one question, outside React's tree since they live far apart on the page: the chosen label
 * (the "brush" new spans get) and the selected span. Module-level, keyed by question id.
 */

type Listener = () => void;

export interface KeyedStore<T> {
  get(key: string): T;
  set(key: string, value: T): void;
  subscribe(key: string, listener: Listener): () => void;
  /** Forgets every key (tests, sign-out). */
  reset(): void;
}

export function createKeyedStore<T>(initial: T): KeyedStore<T> {
  const values = new Map<string, T>();
  const listeners = new Map<string, Set<Listener>>();
  return {
    get: (key) => (values.has(key) ? values.get(key)! : initial),
    set(key, value) {
      if (Object.is(values.get(key), value) && values.has(key)) return;
      values.set(key, value);
      listeners.get(key)?.forEach((listener) => listener());
    },
    subscribe(key, listener) {
      let forKey = listeners.get(key);
      if (!forKey) listeners.set(key, (forKey = new Set()));
      forKey.add(listener);
      return () => {
        forKey.delete(listener);
        if (forKey.size === 0) listeners.delete(key);
      };
    },
    reset() {
      values.clear();
      listeners.forEach((forKey) => forKey.forEach((listener) => listener()));
    },
  };
}

function useKeyedValue<T>(store: KeyedStore<T>, key: string): T {
  const subscribe = useCallback((listener: Listener) => store.subscribe(key, listener), [store, key]);
  const snapshot = useCallback(() => store.get(key), [store, key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The label chosen per question id; null until someone picks one (the first option is then used). */
export const chosenLabels = createKeyedStore<string | null>(null);

/**
 * The chosen label is the stored one while it is still an option of the question, else the first
 * option; undefined only for a question without options.
 */
export function resolveChosenLabel(stored: string | null, optionValues: readonly string[]): string | undefined {
  return stored !== null && optionValues.includes(stored) ? stored : optionValues[0];
}

export function useChosenLabel(questionId: string, optionValues: readonly string[]): [string | undefined, (label: string) => void] {
  const stored = useKeyedValue(chosenLabels, questionId);
  const choose = useCallback((label: string) => chosenLabels.set(questionId, label), [questionId]);
  return [resolveChosenLabel(stored, optionValues), choose];
}

/**
 * The span selected in the field or the list, by `spanKey`, and a counter that rises whenever the
 * list asks the field to bring that span into view.
 */
export interface SpanSelection {
  key: string | null;
  reveal: number;
}

export const spanSelections = createKeyedStore<SpanSelection>({ key: null, reveal: 0 });

export function useSpanSelection(questionId: string): SpanSelection {
  return useKeyedValue(spanSelections, questionId);
}

export function selectSpan(questionId: string, key: string | null, reveal = false): void {
  const current = spanSelections.get(questionId);
  if (current.key === key && !reveal) return;
  spanSelections.set(questionId, { key, reveal: reveal ? current.reveal + 1 : current.reveal });
}
