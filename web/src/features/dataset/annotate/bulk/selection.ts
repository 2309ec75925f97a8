/**
 * Which records the bulk view's answers go to: records picked on the page (one by one, or all of the
 * page at once), or every record the search matched (loaded first, at most `MATCHED_MAX`). Pure data
 * and functions; the page holds one `BulkSelection` per page of records.
 */

/** "Select all matched records" loads at most this many (the specification's 'all' option). */
export const MATCHED_MAX = 1_000;

export interface BulkSelection {
  /** Records picked on the page, by id. */
  readonly picked: ReadonlySet<string>;
  /** Every matched record was chosen: their ids in the search's order, once loaded; otherwise null. */
  readonly matched: readonly string[] | null;
}

export const NO_SELECTION: BulkSelection = { picked: new Set(), matched: null };

/** How much of the page is selected: drives the "select all on this page" checkbox. */
export type PageSelectionState = 'none' | 'some' | 'all';

export function isSelected(selection: BulkSelection, recordId: string): boolean {
  return selection.matched ? selection.matched.includes(recordId) : selection.picked.has(recordId);
}

/** Ids of the selected records: the matched ones, or the page's picked ones in page order. */
export function selectedIds(selection: BulkSelection, pageIds: readonly string[]): readonly string[] {
  if (selection.matched) return selection.matched;
  return pageIds.filter((id) => selection.picked.has(id));
}

export function selectedCount(selection: BulkSelection, pageIds: readonly string[]): number {
  return selectedIds(selection, pageIds).length;
}

export function pageSelectionState(selection: BulkSelection, pageIds: readonly string[]): PageSelectionState {
  if (pageIds.length === 0) return 'none';
  const count = pageIds.filter((id) => isSelected(selection, id)).length;
  return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
}

/**
 * Picks or unpicks one record. With every matched record chosen, unpicking one of the page narrows the
 * choice to this page's records without it: the person sees which records are left.
 */
export function toggleRecord(selection: BulkSelection, recordId: string, pageIds: readonly string[]): BulkSelection {
  if (selection.matched) return { picked: new Set(pageIds.filter((id) => id !== recordId)), matched: null };
  const picked = new Set(selection.picked);
  if (picked.has(recordId)) picked.delete(recordId);
  else picked.add(recordId);
  // Only records of the page can stay picked.
  return { picked: new Set(pageIds.filter((id) => picked.has(id))), matched: null };
}

/** "Select all on this page": every record of the page when not all are selected, none when all are. */
export function togglePage(selection: BulkSelection, pageIds: readonly string[]): BulkSelection {
  return pageSelectionState(selection, pageIds) === 'all' ? NO_SELECTION : selectPage(pageIds);
}

export function selectPage(pageIds: readonly string[]): BulkSelection {
  return { picked: new Set(pageIds), matched: null };
}

export interface MatchedOffer {
  selection: BulkSelection;
  pageIds: readonly string[];
  /** How many records the search matched. */
  total: number;
  /** A search or filter narrows the records (the choice makes no sense for the whole queue). */
  narrowed: boolean;
}

/**
 * "Select all N matched records" is offered once every record of the page is selected, a search or
 * filter is active, and more records match than the page shows, up to `MATCHED_MAX`.
 */
export function offersMatched({ selection, pageIds, total, narrowed }: MatchedOffer): boolean {
  return (
    narrowed &&
    selection.matched === null &&
    pageSelectionState(selection, pageIds) === 'all' &&
    total > pageIds.length &&
    total <= MATCHED_MAX
  );
}

/** Every record of the page selected, more matched, but too many to select them all: say why not. */
export function tooManyToMatch({ selection, pageIds, total, narrowed }: MatchedOffer): boolean {
  return narrowed && selection.matched === null && pageSelectionState(selection, pageIds) === 'all' && total > MATCHED_MAX;
}

/** The matched records have been loaded: they are the selection (the page's are among them). */
export function selectMatched(ids: readonly string[]): BulkSelection {
  const unique = [...new Set(ids)].slice(0, MATCHED_MAX);
  return { picked: new Set(unique), matched: unique };
}

/** "Cancel": back to the page's records, all selected. */
export function cancelMatched(pageIds: readonly string[]): BulkSelection {
  return selectPage(pageIds);
}
