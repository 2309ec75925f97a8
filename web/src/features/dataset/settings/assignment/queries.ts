import type { Assignments } from '@gloss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE } from '../../../../shared/api/cache';
import { datasetKeys } from '../../queries';
import { teamKeys } from '../../team/queries';
import { fetchAssignments, updateReviewers } from './api';

export const assignmentKeys = {
  assignments: (datasetId: string) => ['datasets', datasetId, 'assignments'] as const,
};

export function useAssignments(datasetId: string) {
  return useQuery({
    queryKey: assignmentKeys.assignments(datasetId),
    queryFn: ({ signal }) => fetchAssignments(datasetId, signal),
    staleTime: CACHE.default,
  });
}

/**
 * A change of assignments: its answer is the new distribution (cached at once), and what follows from it
 * is read again: the team's progress, the dataset's progress and the person's own counts (an annotation page opened later reads its queue afresh).
 */
export function useAssignmentChange<Input>(datasetId: string, change: (input: Input) => Promise<Assignments>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      queryClient.setQueryData(assignmentKeys.assignments(datasetId), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentKeys.assignments(datasetId) }),
        queryClient.invalidateQueries({ queryKey: ['datasets', datasetId, 'team'] }),
        queryClient.invalidateQueries({ queryKey: datasetKeys.progress(datasetId) }),
        queryClient.invalidateQueries({ queryKey: datasetKeys.metrics(datasetId) }),
      ]);
    },
  });
}

export function useUpdateReviewers(datasetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => updateReviewers(datasetId, userIds),
    onSuccess: async (answer) => {
      queryClient.setQueryData(teamKeys.reviewers(datasetId), answer);
      await queryClient.invalidateQueries({ queryKey: ['datasets', datasetId, 'team'] });
    },
  });
}
