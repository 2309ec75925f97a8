import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { AnnotationLayout } from '../../shared/layout/AnnotationLayout';
import { DatasetGate } from './DatasetGate';
import { DatasetOverview } from './overview/DatasetOverview';
import { settingsPath } from '../../shared/routing/paths';
import { datasetBreadcrumbs } from './paths';
import { useDatasetPage } from './useDatasetPage';
import styles from './AnnotationModePage.module.css';

/**
 * `/dataset/:id/annotation-mode`. Until annotating in the browser arrives, the page gives the
 * dataset's overview: guidelines, the person's counts and the team's progress.
 */
export function AnnotationModePage() {
  const { t } = useTranslation();
  const { datasetId, dataset, workspace, canManage } = useDatasetPage();
  const breadcrumbs = datasetBreadcrumbs({
    homeLabel: t('header.home'),
    workspaceName: workspace.data?.name,
    datasetName: dataset.data?.name,
  });
  const settingsLink =
    canManage && dataset.data ? (
      <ButtonLink to={settingsPath(dataset.data.id)}>
        <GearIcon />
        {t('dataset.overview.settingsLink')}
      </ButtonLink>
    ) : undefined;

  return (
    <AnnotationLayout breadcrumbs={breadcrumbs} headerActions={settingsLink}>
      <div className={styles.scroll}>
        <DatasetGate datasetId={datasetId} dataset={dataset} headingLevel={1}>
          {(loaded) => <DatasetOverview dataset={loaded} workspaceName={workspace.data?.name} canManage={canManage} />}
        </DatasetGate>
      </div>
    </AnnotationLayout>
  );
}

function GearIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
      <circle cx="8" cy="8" r="2.2" />
      <path
        d="M8 1.5v1.7M8 12.8v1.7M14.5 8h-1.7M3.2 8H1.5M12.6 3.4l-1.2 1.2M4.6 11.4l-1.2 1.2M12.6 12.6l-1.2-1.2M4.6 4.6 3.4 3.4"
        strokeLinecap="round"
      />
      <circle cx="8" cy="8" r="4.6" />
    </svg>
  );
}
