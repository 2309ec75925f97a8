import type { Breadcrumb } from '../../components/layout/Header';
import { annotationPath, workspaceDatasetsPath } from '../../shared/routing/paths';

export interface DatasetCrumbsInput {
  homeLabel: string;
  datasetId?: string;
  /** Unknown while loading; the crumb is left out rather than shown empty. */
  workspaceName?: string;
  datasetName?: string;
  /** The settings page adds its own last crumb, and the dataset crumb then links to the dataset. */
  settingsLabel?: string;
}

/** Home › workspace › dataset (› settings): where a dataset page sits, each level a way back. */
export function datasetBreadcrumbs({ homeLabel, datasetId, workspaceName, datasetName, settingsLabel }: DatasetCrumbsInput): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ label: homeLabel, to: '/' }];
  if (workspaceName) crumbs.push({ label: workspaceName, to: workspaceDatasetsPath(workspaceName) });
  if (datasetName) {
    crumbs.push(settingsLabel && datasetId ? { label: datasetName, to: annotationPath(datasetId) } : { label: datasetName });
  }
  if (settingsLabel) crumbs.push({ label: settingsLabel });
  return crumbs;
}
