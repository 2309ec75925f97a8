import type { SearchRecordsBody, SearchRecordsResult } from '@gloss/contract';
import { searchQueue } from '../api';
import { PLACE_PARAMS, parseQueueLocation, recordsInView } from '../page/useQueueLocation';
import { NO_CRITERIA } from '../search/criteria';
import { searchBody } from '../search/search-body';
import { emptyQueue, nextPageRequest } from './queue-state';

/** How long an early answer waits for the page before it is too old to show. */
const KEPT_MS = 10_000;

const early = new Map<string, Promise<SearchRecordsResult>>();

const keyOf = (datasetId: string, body: SearchRecordsBody, offset: number, limit: number) => JSON.stringify([datasetId, body, offset, limit]);

/**
 * Asks for the first page of the annotation page's queue as the app starts, when the address names no
 * search criteria (reading criteria needs the dataset's questions and properties, which are on their
 * way too): otherwise the records are asked for only once the page has rendered, a few hundred
 * milliseconds after the dataset's settings are in.
 */
export function startEarlySearch(datasetId: string, search: string): void {
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((name) => !PLACE_PARAMS.includes(name))) return;
  const location = parseQueueLocation(params);
  // Asked as the page's queue asks for its first page, so the page finds the answer under the same key.
  const request = nextPageRequest(emptyQueue(location.position), recordsInView(location))!;
  const body = searchBody(location.status, NO_CRITERIA);
  const key = keyOf(datasetId, body, request.offset, request.limit);
  const answer = searchQueue(datasetId, body, request.offset, request.limit);
  // Unclaimed, a failure is nobody's: the page asks again and shows its own error.
  answer.catch(() => undefined);
  early.set(key, answer);
  setTimeout(() => early.get(key) === answer && early.delete(key), KEPT_MS);
}

/** The early answer to exactly this request, once: a later load of the same page asks the server again. */
export function takeEarlySearch(datasetId: string, body: SearchRecordsBody, offset: number, limit: number): Promise<SearchRecordsResult> | undefined {
  const key = keyOf(datasetId, body, offset, limit);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}
