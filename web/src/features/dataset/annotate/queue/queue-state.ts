import type { DatasetRecord } from '../model/types';

/** How many records one call loads, and how close to the end of what is loaded the next call starts. */
export const QUEUE_PAGE_SIZE = 10;
export const LOAD_AHEAD_WHEN_LEFT = 3;

/**
 * The records of one queue (a status of the caller's) as this page has seen them.
 *
 * `items[0]` is at position `start` (1-based, as shown: "7 of 340"). Records answered here stay in
 * `items`, so Back shows them, but they no longer match the queue on the server: `left` counts
 * them, and the offset of the next call is shifted by that many so no record is skipped.
 */
export interface QueueState {
  start: number;
  items: readonly DatasetRecord[];
  /** Ids of loaded records that no longer match the queue's filter. */
  left: ReadonlySet<string>;
  /** The queue's size as the server last counted it, plus the records that have left it since. */
  total: number;
  /** The server has no records after the last one loaded. */
  endReached: boolean;
  /** Records one call asks for. */
  pageSize: number;
  /** A similarity search: all of its records come in one call, and there are never more. */
  oneShot: boolean;
  /** Each loaded record's score for the query (the similarity search's), by record id. */
  scores: ReadonlyMap<string, number>;
}

/** A queue read `pageSize` records at a time from `start`, or (one-shot) all `pageSize` records at once. */
export function emptyQueue(start = 1, options: { pageSize?: number; oneShot?: boolean } = {}): QueueState {
  const oneShot = options.oneShot ?? false;
  return {
    start: oneShot ? 1 : Math.max(1, Math.floor(start)),
    items: [],
    left: new Set(),
    total: 0,
    endReached: false,
    pageSize: options.pageSize ?? QUEUE_PAGE_SIZE,
    oneShot,
    scores: new Map(),
  };
}

export interface QueuePage {
  items: readonly DatasetRecord[];
  total: number;
  /** Scores by record id, when the search has them. */
  scores?: ReadonlyMap<string, number>;
}

function withScores(state: QueueState, page: QueuePage): ReadonlyMap<string, number> {
  if (!page.scores || page.scores.size === 0) return state.scores;
  return new Map([...state.scores, ...page.scores]);
}

export function lastPosition(state: QueueState): number {
  return state.start + state.items.length - 1;
}

export function recordAt(state: QueueState, position: number): DatasetRecord | undefined {
  return state.items[position - state.start];
}

export function positionOf(state: QueueState, recordId: string): number | undefined {
  const index = state.items.findIndex((record) => record.id === recordId);
  return index < 0 ? undefined : state.start + index;
}

/**
 * The server offset and limit of the next records after those loaded, or null at the end. `atLeast`
 * asks for more than a page in one call (a bulk page of 100 records is one request, not ten).
 */
export function nextPageRequest(state: QueueState, atLeast = 0): { offset: number; limit: number } | null {
  if (state.endReached) return null;
  return { offset: state.start - 1 + state.items.length - state.left.size, limit: Math.max(state.pageSize, atLeast) };
}

/** How many records past those loaded the view needs: `inView` records from `position` (a bulk page). */
export function missingInView(state: QueueState, position: number, inView: number): number {
  return Math.max(0, position + inView - 1 - lastPosition(state));
}

/**
 * The request for the records before those loaded (going back past a shared link's position, or from a
 * place gone to by number). `atLeast` asks for more than a page in one call (a bulk page of 100 before).
 */
export function previousPageRequest(state: QueueState, atLeast = 0): { offset: number; limit: number } | null {
  if (state.start <= 1) return null;
  const offset = Math.max(0, state.start - 1 - Math.max(state.pageSize, atLeast));
  return { offset, limit: state.start - 1 - offset };
}

/**
 * The person is farther from the loaded records than one call reaches (they went to record 900,000 from
 * record 7, or Back across such a move): the queue is read again from there, rather than asking for the
 * 899,993 records between (past the server's page limit) or paging back to them ten at a time.
 */
export function isOutOfReach(state: QueueState, position: number, inView = 1): boolean {
  if (state.oneShot || state.items.length === 0) return false;
  const reach = Math.max(state.pageSize, inView);
  if (position < state.start) return state.start - position > reach;
  // Past a known end there is nothing to read: the queue starts again from its first record instead.
  return !state.endReached && missingInView(state, position, inView) > reach;
}

/** Should the next page load now, with the person at `position` looking at `inView` records from there? */
export function shouldLoadAhead(state: QueueState, position: number, inView = 1): boolean {
  return !state.endReached && lastPosition(state) - (position + inView - 1) < LOAD_AHEAD_WHEN_LEFT;
}

/** Adds the next records; fewer than `requested` (the call's limit) means the end was reached. */
export function appendPage(state: QueueState, page: QueuePage, requested = state.pageSize): QueueState {
  const known = new Set(state.items.map((record) => record.id));
  const fresh = page.items.filter((record) => !known.has(record.id));
  const loaded = state.start - 1 + state.items.length + fresh.length;
  return {
    ...state,
    items: [...state.items, ...fresh],
    // A one-shot search's total counts every hit the server found, of which it sent at most the page.
    total: state.oneShot ? loaded : Math.max(page.total + state.left.size, loaded),
    endReached: state.oneShot || page.items.length < requested,
    scores: withScores(state, page),
  };
}

export function prependPage(state: QueueState, page: QueuePage): QueueState {
  const known = new Set(state.items.map((record) => record.id));
  const fresh = page.items.filter((record) => !known.has(record.id));
  return { ...state, start: Math.max(1, state.start - fresh.length), items: [...fresh, ...state.items], scores: withScores(state, page) };
}

/**
 * The person stands past the last record of a queue whose end is known (they answered its last
 * records): the view starts again from the first record.
 */
export function isPastTheEnd(state: QueueState, position: number): boolean {
  return state.endReached && position > 1 && position > lastPosition(state) && position > state.total;
}

/** Puts a record (opened from a link) at the queue's first position, whatever the server's order. */
export function pinFirst(state: QueueState, record: DatasetRecord): QueueState {
  return { ...state, items: [record, ...state.items.filter((item) => item.id !== record.id)] };
}

/** Replaces a record after an answer, noting whether it still belongs to the queue. */
export function replaceRecord(state: QueueState, record: DatasetRecord, stillMatches: boolean): QueueState {
  const items = state.items.map((item) => (item.id === record.id ? record : item));
  const left = new Set(state.left);
  if (stillMatches) left.delete(record.id);
  else left.add(record.id);
  return { ...state, items, left };
}
