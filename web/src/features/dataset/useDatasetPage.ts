import { useParams } from 'react-router';
import { useCurrentUser } from '../../shared/auth/queries';
import { canManageDatasets } from './access';
import { useDataset, useWorkspace } from './queries';

/** What both dataset pages start from: the dataset in the URL, its workspace, and what the person may do. */
export function useDatasetPage() {
  const { id: datasetId } = useParams();
  const dataset = useDataset(datasetId);
  const workspace = useWorkspace(dataset.data?.workspace_id);
  const { data: user } = useCurrentUser();
  return { datasetId, dataset, workspace, user, canManage: canManageDatasets(user?.role) };
}
