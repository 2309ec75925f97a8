import type { MetadataProperty } from '@gloss/contract';
import { createContext, useContext, useEffect, useId, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Question } from '../../model/types';
import type { SearchCriteria } from '../criteria';
import { sortOptions, type SortOption } from '../sort/sort-options';
import { filterCatalogue, offeredCategories, type FilterCatalogue, type FilterCategory } from './catalogue';
import { ControlsStore, type ControlsState } from './controls-store';

/** What the Filters and Sort buttons (in the toolbar) and the filter row (under it) share. */
export interface FilterControls {
  store: ControlsStore;
  catalogue: FilterCatalogue;
  categories: readonly FilterCategory[];
  sortOptions: readonly SortOption[];
  rowId: string;
}

/**
 * Made once per page, above the layouts the toolbar moves between: the panels' state lives in the
 * store, so a new search (which shows the toolbar in another layout while it loads) keeps it.
 */
export function useFilterControls(
  questions: readonly Question[],
  metadataProperties: readonly MetadataProperty[],
  criteria: SearchCriteria,
  onApply: (next: SearchCriteria) => void,
  /** Managers also filter by disagreement. */
  canManage = false,
): FilterControls {
  const [store] = useState(() => new ControlsStore(criteria, onApply));
  useLayoutEffect(() => store.connect(criteria, onApply), [store, criteria, onApply]);
  useEffect(() => () => store.dispose(), [store]);
  const rowId = useId();
  return useMemo(() => {
    const catalogue = filterCatalogue(questions, metadataProperties, canManage);
    return { store, catalogue, categories: offeredCategories(catalogue), sortOptions: sortOptions(questions, metadataProperties), rowId };
  }, [store, questions, metadataProperties, canManage, rowId]);
}

export function useControlsState(store: ControlsStore): ControlsState {
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** The store of the panel a component sits in, for choices it should remember (null outside one). */
export const ControlsContext = createContext<ControlsStore | null>(null);

/**
 * A string state (a search box's text, a tab) kept in the panels' store when there is one, so it
 * survives the toolbar being mounted again; plain component state otherwise.
 */
export function useRemembered<T extends string>(name: string, initial: T): [T, (value: T) => void] {
  const store = useContext(ControlsContext);
  const [local, setLocal] = useState(initial);
  const remembered = useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.getState().remembered[name]);
  if (!store) return [local, setLocal];
  return [(remembered as T | undefined) ?? initial, (value: T) => store.remember(name, value)];
}

const noSubscription = () => () => {};
