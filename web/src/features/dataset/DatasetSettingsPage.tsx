import { useTranslation } from 'react-i18next';
import { InternalLayout } from '../../components/layout/InternalLayout';
import { DatasetGate } from './DatasetGate';
import { HubExportButton } from '../jobs';
import { AddRecordsLink } from '../new-dataset';
import { ExportButton } from './export/ExportButton';
import { DatasetNav } from './nav/DatasetNav';
import { datasetBreadcrumbs } from './paths';
import { AdminSettings } from './settings/AdminSettings';
import { DatasetSettings } from './settings/DatasetSettings';
import { useDatasetPage } from './useDatasetPage';

/** `/dataset/:id/settings`: admins and owners edit the dataset's settings in tabs; annotators read a summary. */
export function DatasetSettingsPage() {
  const { t } = useTranslation();
  const { datasetId, dataset, workspace, canManage } = useDatasetPage();
  const settingsLabel = t('dataset.settings.breadcrumb');
  const breadcrumbs = datasetBreadcrumbs({
    homeLabel: t('header.home'),
    datasetId: dataset.data?.id,
    workspaceName: workspace.data?.name,
    datasetName: dataset.data?.name,
    settingsLabel,
  });
  // The dataset's pages (Annotate leads back to the records), and both exports (a file, the Hub) for managers.
  const titleActions = dataset.data ? (
    <>
      <DatasetNav datasetId={dataset.data.id} current="settings" />
      {canManage && <ExportButton datasetId={dataset.data.id} />}
      {canManage && <HubExportButton datasetId={dataset.data.id} />}
      {canManage && <AddRecordsLink datasetId={dataset.data.id} />}
    </>
  ) : undefined;

  return (
    <InternalLayout breadcrumbs={breadcrumbs} title={dataset.data?.name ?? settingsLabel} titleActions={titleActions}>
      <DatasetGate datasetId={datasetId} dataset={dataset} headingLevel={2}>
        {(loaded) =>
          canManage ? (
            <AdminSettings dataset={loaded} workspaceName={workspace.data?.name} />
          ) : (
            <DatasetSettings dataset={loaded} workspaceName={workspace.data?.name} />
          )
        }
      </DatasetGate>
    </InternalLayout>
  );
}
