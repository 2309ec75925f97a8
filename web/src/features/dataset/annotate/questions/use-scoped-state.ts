import { useCallback, useRef, useState } from 'react';

type Update<T> = T | ((previous: T) => T);

/**
 * State that belongs to one scope (a record): when `scope` changes, the value starts again from
 * `initial` in the same render, with no effect and no extra render. The annotation page keeps its
 * components mounted from record to record (remounting them all made every submit slow), so a
 * search query, a focused option or an announcement must not follow the person to the next record.
 * `initial` is read whenever the scope is new, so pass a constant or a value derived from props.
 * A setter kept from an earlier scope (a late callback) changes nothing.
 */
export function useScopedState<T>(scope: string, initial: T): [T, (update: Update<T>) => void] {
  const [state, setState] = useState({ scope, value: initial });
  const currentScope = useRef(scope);
  currentScope.current = scope;
  const value = state.scope === scope ? state.value : initial;
  const set = useCallback(
    (update: Update<T>) => {
      if (currentScope.current !== scope) return;
      setState((previous) => {
        const current = previous.scope === scope ? previous.value : initial;
        return { scope, value: typeof update === 'function' ? (update as (previous: T) => T)(current) : update };
      });
    },
    // `initial` only matters for a scope not seen yet; the setter stays stable within a scope.
    [scope],
  );
  return [value, set];
}
