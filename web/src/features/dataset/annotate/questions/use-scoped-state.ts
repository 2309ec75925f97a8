import { useCallback, useRef, useState } from 'react';

type Update<T> = T | ((previous: T) => T);

/**
 * State that belongs to one scope (a record): when `scope` changes, the value starts again from
 * `initial` in the same render, with no effect and no extra render. The annotation page keeps its
 * components mounted from record to record (remounting them all made every submit slow), so a
 * search query, a focused option or an announcement must not follow the person to the next record.
 * `initial` is read whenever the scope is new, so pass a constant or a value derived from props.
 * Coming back to a scope seen before starts from `initial` again.
 * A setter kept from an earlier scope (a late callback) changes nothing.
 */
export function useScopedState<T>(scope: string, initial: T): [T, (update: Update<T>) => void] {
  // Each stretch of renders in one scope is a visit: a record opened again (after another, or in another
  // view) starts afresh too, instead of finding what was left on it before.
  const visit = useRef({ scope, number: 0 });
  if (visit.current.scope !== scope) visit.current = { scope, number: visit.current.number + 1 };
  const token = visit.current.number;
  const currentToken = useRef(token);
  currentToken.current = token;
  const [state, setState] = useState({ token, value: initial });
  const value = state.token === token ? state.value : initial;
  const set = useCallback(
    (update: Update<T>) => {
      if (currentToken.current !== token) return;
      setState((previous) => {
        const current = previous.token === token ? previous.value : initial;
        return { token, value: typeof update === 'function' ? (update as (previous: T) => T)(current) : update };
      });
    },
    // `initial` only matters for a visit with no value yet; the setter stays stable within a visit.
    [token],
  );
  return [value, set];
}
