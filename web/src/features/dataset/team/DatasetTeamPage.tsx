import type { Dataset } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { InternalLayout } from '../../../components/layout/InternalLayout';
import { DatasetGate } from '../DatasetGate';
import { DatasetNav } from '../nav/DatasetNav';
import { useDatasetRoles } from '../nav/useDatasetRoles';
import { datasetBreadcrumbs } from '../paths';
import { useDatasetPage } from '../useDatasetPage';
import { AgreementSection } from './AgreementSection';
import { ProgressSection } from './ProgressSection';

/** `/dataset/:id/team`: the dataset's progress per member and, for its reviewers, the annotators' agreement. */
export function DatasetTeamPage() {
  const { t } = useTranslation();
  const { datasetId, dataset, workspace } = useDatasetPage();
  const teamLabel = t('datasetTeam.title');
  const breadcrumbs = datasetBreadcrumbs({
    homeLabel: t('header.home'),
    datasetId: dataset.data?.id,
    workspaceName: workspace.data?.name,
    datasetName: dataset.data?.name,
    settingsLabel: teamLabel,
  });
  const titleActions = dataset.data ? <DatasetNav datasetId={dataset.data.id} current="team" /> : undefined;
  return (
    <InternalLayout breadcrumbs={breadcrumbs} title={dataset.data?.name ?? teamLabel} titleActions={titleActions}>
      <DatasetGate datasetId={datasetId} dataset={dataset} headingLevel={2}>
        {(loaded) => <TeamOverview dataset={loaded} />}
      </DatasetGate>
    </InternalLayout>
  );
}

function TeamOverview({ dataset }: { dataset: Dataset }) {
  const roles = useDatasetRoles(dataset.id);
  return (
    <div data-testid="dataset-team">
      <ProgressSection datasetId={dataset.id} canReview={roles.isReviewer} canManage={roles.canManage} />
      <AgreementSection datasetId={dataset.id} roles={roles} />
    </div>
  );
}
