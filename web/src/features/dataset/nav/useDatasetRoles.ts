import { useCurrentUser } from '../../../shared/auth/queries';
import { canManageDatasets } from '../access';
import { useReviewers } from '../team/queries';

export interface DatasetRoles {
  /** Owners and admins: they manage the dataset (settings, assignments, reviewers). */
  canManage: boolean;
  /** Managers, and annotators named the dataset's reviewers: they open the Review view and see agreement. */
  isReviewer: boolean;
  /** Still asking who reviews: callers that hide a reviewer's link wait rather than flash it. */
  loading: boolean;
}

/**
 * What the signed-in person may do on one dataset. A manager reviews by their role; an annotator
 * reviews when the dataset's reviewers list names them (any member may read that list).
 */
export function useDatasetRoles(datasetId: string | undefined): DatasetRoles {
  const { data: user } = useCurrentUser();
  const canManage = canManageDatasets(user?.role);
  const reviewers = useReviewers(canManage || !user ? undefined : datasetId);
  const named = Boolean(user && reviewers.data?.items.some((reviewer) => reviewer.user_id === user.id));
  return {
    canManage,
    isReviewer: canManage || named,
    loading: !user || (!canManage && reviewers.isPending && Boolean(datasetId)),
  };
}
