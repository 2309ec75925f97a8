import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/ui/Spinner';
import { AnnotationLayout } from '../../components/layout/AnnotationLayout';
import { AnnotationWorkspace } from './annotate/page/AnnotationWorkspace';
import { DatasetGate } from './DatasetGate';
import { HubExportButton } from '../jobs';
import { AddRecordsLink } from '../new-dataset';
import { ExportButton } from './export/ExportButton';
import { DatasetNav } from './nav/DatasetNav';
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
  // The dataset's pages for everyone, both exports (a file, the Hub) for those who manage it.
  const headerActions = dataset.data ? (
    <>
      <DatasetNav datasetId={dataset.data.id} current="annotate" compact />
      {canManage && <ExportButton datasetId={dataset.data.id} settings={lists} />}
      {canManage && <HubExportButton datasetId={dataset.data.id} compact />}
      {canManage && <AddRecordsLink datasetId={dataset.data.id} compact />}
    </>
  ) : undefined;

  return (
    <AnnotationLayout breadcrumbs={breadcrumbs} headerActions={headerActions}>
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

