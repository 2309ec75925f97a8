import type { VectorSettings } from '@gloss/contract';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { DatasetRecord, Field } from '../../model/types';
import type { SearchCriteria, SimilarityCriterion } from '../criteria';
import { RecordSimilarity, type SimilarityHeaderState } from './RecordSimilarity';
import { ReferenceBanner } from './ReferenceBanner';
import { isMissingVector, similarTo, type SimilarityChoice } from './similarity';
import { useReferenceRecord, useRememberReference } from './useReferenceRecord';

export interface SimilarityOptions {
  datasetId: string;
  /** The dataset's vector settings: without any, there is no similarity search. */
  vectors: readonly VectorSettings[];
  fields: readonly Field[];
  criteria: SearchCriteria;
  /** Applies new criteria as the page does: past the unsaved-changes guard, back to the first record. */
  applyCriteria: (next: SearchCriteria) => void;
  /** Moves the page; used to drop, without a history entry, a search the server refused. */
  go: (next: { position?: number; recordId?: string }, options?: { replace?: boolean; criteria?: SearchCriteria }) => void;
  /** The page's record queue: its loaded records and their scores, and why its first load failed. */
  queue: { state: { items: readonly DatasetRecord[]; scores: ReadonlyMap<string, number> }; error: unknown };
}

export interface Similarity {
  /** The reference banner, for the row under the toolbar; null while no similarity search runs. */
  banner: ReactNode;
  /** The record header's score badge and "Find similar"; undefined when the dataset has no vectors. */
  renderHeaderTools: ((record: DatasetRecord) => ReactNode) | undefined;
}

const NO_SCORES: ReadonlyMap<string, number> = new Map();

/**
 * The similarity search on the annotation page: "Find similar" in each record's header, the score of each
 * result, the reference banner, and what happens when the server refuses a search for want of a vector.
 */
export function useSimilarity({ datasetId, vectors, fields, criteria, applyCriteria, go, queue }: SimilarityOptions): Similarity {
  const similar = useStableSimilar(criteria.similar);
  const remember = useRememberReference(datasetId);

  // The header tools must stay the same function from record to record, so the memoised record card is
  // not drawn twice per move: they read the page's latest criteria through a ref.
  const latest = useRef({ criteria, applyCriteria });
  latest.current = { criteria, applyCriteria };
  const find = useCallback(
    (record: DatasetRecord, choice: SimilarityChoice) => {
      const { criteria: current, applyCriteria: apply } = latest.current;
      remember(record);
      apply({ ...current, similar: similarTo(current.similar, record.id, choice) });
    },
    [remember],
  );
  // Other searches have scores too (text relevance); only a similarity search's are shown.
  const scores = similar ? queue.state.scores : NO_SCORES;
  const renderHeaderTools = useMemo(() => {
    if (vectors.length === 0) return undefined;
    const state: SimilarityHeaderState = { vectors, active: similar, scores, find };
    return (record: DatasetRecord) => <RecordSimilarity record={record} state={state} />;
  }, [vectors, similar, scores, find]);

  // The reference record has no value for the vector: the server says so (the global error handler has
  // shown "Vector not found for the selected record"). The search is dropped and that record reopened,
  // in place of the failed view, so the person is back where they pressed "Find similar".
  // The refusal comes back fast, often before the router has applied the URL of "Find similar" (it does
  // so in a transition, after the address bar changed): a move made then would be measured from the
  // address bar while the page still reads the older URL, and show the wrong record. So the drop waits
  // until both agree; the router's catching up runs the effect again.
  const { error } = queue;
  const { search } = useLocation();
  useEffect(() => {
    if (!similar || !isMissingVector(error)) return;
    if (new URLSearchParams(search).toString() !== new URLSearchParams(window.location.search).toString()) return;
    const { criteria: current } = latest.current;
    go({ position: 1, recordId: similar.recordId }, { criteria: { ...current, similar: null }, replace: true });
  }, [error, similar, go, search]);

  const reference = useReferenceRecord(datasetId, similar?.recordId, queue.state.items);
  const banner = similar ? (
    <ReferenceBanner
      criterion={similar}
      vectors={vectors}
      fields={fields}
      reference={reference}
      onChange={(next) => applyCriteria({ ...criteria, similar: next })}
    />
  ) : null;
  return { banner, renderHeaderTools };
}

/** The criterion is parsed again on every move (the URL names the record); the same search stays the same object. */
function useStableSimilar(similar: SimilarityCriterion | null): SimilarityCriterion | null {
  const key = similar ? `${similar.recordId}:${similar.vector}:${similar.order}:${similar.limit}` : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => similar, [key]);
}
