import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { PageSpinner } from '../../components/ui/Spinner';
import { AnnotationLayout } from '../../shared/layout/AnnotationLayout';
import { settingsPath } from '../../shared/routing/paths';
import { AnnotationWorkspace } from './annotate/page/AnnotationWorkspace';
import { DatasetGate } from './DatasetGate';
import { ExportButton } from './export/ExportButton';
import { datasetBreadcrumbs } from './paths';
import { useFields, useMetadataProperties, useQuestions, useVectorsSettings } from './queries';
import { useDatasetPage } from './useDatasetPage';
import styles from './AnnotationModePage.module.css';

/** `/dataset/:id/annotation-mode`: the caller's records of the dataset, one at a time, and its questions. */
export function AnnotationModePage() {
  const { t } = useTranslation();
  const { datasetId, dataset, workspace, user, canManage } = useDatasetPage();
  const fields = useFields(datasetId ?? '');
  const questions = useQuestions(datasetId ?? '');
  const metadataProperties = useMetadataProperties(datasetId ?? '');
  const vectors = useVectorsSettings(datasetId ?? '');
  const breadcrumbs = datasetBreadcrumbs({
    homeLabel: t('header.home'),
    workspaceName: workspace.data?.name,
    datasetName: dataset.data?.name,
  });
  const lists =
    fields.data && questions.data && metadataProperties.data && vectors.data
      ? { fields: fields.data, questions: questions.data, metadataProperties: metadataProperties.data, vectors: vectors.data }
      : undefined;
  const managerActions =
    canManage && dataset.data ? (
      <>
        <ExportButton datasetId={dataset.data.id} settings={lists} />
        <ButtonLink to={settingsPath(dataset.data.id)}>
          <GearIcon />
          {t('dataset.overview.settingsLink')}
        </ButtonLink>
      </>
    ) : undefined;

  return (
    <AnnotationLayout breadcrumbs={breadcrumbs} headerActions={managerActions}>
      <h1 className="visually-hidden">{dataset.data?.name}</h1>
      <DatasetGate datasetId={datasetId} dataset={dataset} headingLevel={2}>
        {(loaded) =>
          fields.data && questions.data && metadataProperties.data && vectors.data && user ? (
            <AnnotationWorkspace
              dataset={loaded}
              fields={fields.data}
              questions={questions.data}
              metadataProperties={metadataProperties.data}
              vectors={vectors.data}
              user={user}
              workspaceName={workspace.data?.name}
              canManage={canManage}
            />
          ) : (
            <div className={styles.scroll}>
              <PageSpinner label={t('dataset.loading')} />
            </div>
          )
        }
      </DatasetGate>
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
