import type { RecordComment, RecordFlag } from '@gloss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CACHE } from '../../../shared/api/cache';
import { clearFlag, createComment, deleteComment, fetchRecordComments, fetchRecordFlag, fetchReviewers, raiseFlag, updateComment } from './api';

/** Under the dataset's key, so refreshing a dataset refreshes its records' threads and flags too. */
export const commentKeys = {
  thread: (datasetId: string, recordId: string) => ['datasets', datasetId, 'records', recordId, 'comments'] as const,
  flag: (datasetId: string, recordId: string) => ['datasets', datasetId, 'records', recordId, 'flag'] as const,
  // The same key and answer as the Team page's reviewers, so both read one cached list.
  reviewers: (datasetId: string) => ['datasets', datasetId, 'reviewers'] as const,
};

export interface ThreadOptions {
  /** Read it afresh when shown (the open panel), rather than trusting a count read a while ago. */
  fresh?: boolean;
  enabled?: boolean;
}

/**
 * One record's comments, oldest first. The header's count and the panel share it: the count is read
 * once per record opened and kept a while (going back and forth costs nothing); the panel reads it
 * again as it opens, so a teammate's new comment is there.
 */
export function useRecordComments(datasetId: string, recordId: string, options: ThreadOptions = {}) {
  return useQuery({
    queryKey: commentKeys.thread(datasetId, recordId),
    queryFn: ({ signal }) => fetchRecordComments(recordId, signal),
    enabled: options.enabled ?? true,
    staleTime: CACHE.medium,
    refetchOnMount: options.fresh ? 'always' : true,
    retry: false,
  });
}

/** What a change to a thread tells whoever shows it elsewhere (the review view's counts). */
export type ThreadChange = { kind: 'added' | 'edited' | 'deleted'; comment: RecordComment };

export function useCommentActions(datasetId: string, recordId: string, onChanged?: (change: ThreadChange) => void) {
  const client = useQueryClient();
  const key = commentKeys.thread(datasetId, recordId);
  const update = (change: (items: RecordComment[]) => RecordComment[]) => client.setQueryData<RecordComment[]>(key, (items) => change(items ?? []));
  const add = useMutation({
    mutationFn: (body: string) => createComment(recordId, body),
    onSuccess: (comment) => {
      update((items) => [...items.filter((item) => item.id !== comment.id), comment]);
      onChanged?.({ kind: 'added', comment });
    },
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => updateComment(id, body),
    onSuccess: (comment) => {
      update((items) => items.map((item) => (item.id === comment.id ? comment : item)));
      onChanged?.({ kind: 'edited', comment });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteComment(id),
    onSuccess: (comment) => {
      update((items) => items.filter((item) => item.id !== comment.id));
      onChanged?.({ kind: 'deleted', comment });
    },
    // Gone already (another tab, a moderator): the thread is read again rather than left showing it.
    onError: () => void client.invalidateQueries({ queryKey: key }),
  });
  return { add, edit, remove };
}

/**
 * The record's "needs review" flag (null: not raised). A caller that already knows it (the review view's
 * search answers it with each record) passes it as `known`, and nothing is read.
 */
export function useRecordFlag(datasetId: string, recordId: string, known?: RecordFlag | null) {
  const client = useQueryClient();
  const key = commentKeys.flag(datasetId, recordId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchRecordFlag(recordId, signal),
    enabled: known === undefined,
    staleTime: CACHE.default,
    retry: false,
  });
  // What the caller knows is newer than what this page last cached (its list was read again).
  const knownStamp = known === undefined ? undefined : (known?.raised_at ?? 'none');
  useEffect(() => {
    if (known !== undefined) client.setQueryData(key, known);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: a new object with the same flag changes nothing
  }, [client, datasetId, recordId, knownStamp]);
  const flag = query.data !== undefined ? query.data : known;
  return { flag, loading: flag === undefined && query.isPending && known === undefined, failed: query.isError };
}

export function useFlagActions(datasetId: string, recordId: string, onChanged?: (flag: RecordFlag | null) => void) {
  const client = useQueryClient();
  const key = commentKeys.flag(datasetId, recordId);
  const raise = useMutation({
    mutationFn: () => raiseFlag(recordId),
    onSuccess: (flag) => {
      client.setQueryData(key, flag);
      onChanged?.(flag);
    },
  });
  const clear = useMutation({
    mutationFn: () => clearFlag(recordId),
    onSuccess: () => {
      client.setQueryData(key, null);
      onChanged?.(null);
    },
    // Cleared already, or raised by someone else meanwhile: show what is true now.
    onError: () => void client.invalidateQueries({ queryKey: key }),
  });
  return { raise, clear };
}

/** The annotators who review the dataset besides its managers. */
export function useDatasetReviewers(datasetId: string, enabled = true) {
  return useQuery({
    queryKey: commentKeys.reviewers(datasetId),
    queryFn: ({ signal }) => fetchReviewers(datasetId, signal),
    enabled,
    staleTime: CACHE.medium,
    retry: false,
  });
}

/** Whether the person reviews the dataset: its managers, and the annotators named its reviewers. */
export function useIsReviewer(datasetId: string, userId: string | undefined, canManage: boolean): boolean {
  const reviewers = useDatasetReviewers(datasetId, !canManage);
  return canManage || Boolean(userId && reviewers.data?.items.some((reviewer) => reviewer.user_id === userId));
}
