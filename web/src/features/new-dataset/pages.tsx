import type { Dataset } from '@gloss/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Breadcrumb } from '../../components/layout/Header';
import { InternalLayout } from '../../components/layout/InternalLayout';
import { AccessDenied } from '../../components/ui/AccessDenied';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../shared/auth/queries';
import { HOME_PATH } from '../../shared/routing/paths';
import {
  DatasetGate,
  canManageDatasets,
  datasetBreadcrumbs,
  useDataset,
  useFields,
  useMetadataProperties,
  useQuestions,
  useVectorsSettings,
  useWorkspace,
} from '../dataset';
import { RecordsMapper } from './add-records/RecordsMapper';
import { DatasetConfigurator } from './configure/DatasetConfigurator';
import { SourceGate } from './configure/SourceGate';
import { NEW_DATASET, NEW_DATASET_PATH, sourcePathFor, type ImportDestination } from './paths';
import type { ImportOrigin } from './queries';
import { SourceStep } from './source/SourceStep';
import emptyStyles from '../../components/ui/EmptyState.module.css';

/** `/new`: a new dataset's source, a file or a Hub dataset. */
export function NewDatasetPage() {
  return (
    <NewDatasetLayout>
      <SourceStep destination={NEW_DATASET} />
    </NewDatasetLayout>
  );
}

/** `/new/file/:uploadId`: the configuration of a new dataset made from an uploaded file. */
export function NewDatasetFilePage() {
  const { uploadId = '' } = useParams();
  const origin: ImportOrigin = { kind: 'file', uploadId };
  return (
    <NewDatasetLayout>
      <SourceGate origin={origin} destination={NEW_DATASET}>
        {(preview) => <DatasetConfigurator key={uploadId} preview={preview} origin={origin} />}
      </SourceGate>
    </NewDatasetLayout>
  );
}

/** `/new/hub/:owner/:name?subset=&split=`: the configuration of a new dataset made from a Hub dataset's split. */
export function NewDatasetHubPage() {
  const origin = useHubOrigin();
  return (
    <NewDatasetLayout>
      {origin ? (
        <SourceGate origin={origin} destination={NEW_DATASET}>
          {(preview) => <DatasetConfigurator key={`${origin.repoId}/${origin.subset}/${origin.split}`} preview={preview} origin={origin} />}
        </SourceGate>
      ) : (
        <SplitMissing destination={NEW_DATASET} />
      )}
    </NewDatasetLayout>
  );
}

/** `/dataset/:id/add-records`: the source of the records to add to an existing dataset. */
export function AddRecordsPage() {
  return <AddRecordsLayout>{(dataset) => <SourceStep destination={{ kind: 'existing', datasetId: dataset.id }} datasetName={dataset.name} />}</AddRecordsLayout>;
}

/** `/dataset/:id/add-records/file/:uploadId`: an uploaded file's columns mapped onto the dataset. */
export function AddRecordsFilePage() {
  const { uploadId = '' } = useParams();
  return <AddRecordsLayout>{(dataset) => <MappingStep dataset={dataset} origin={{ kind: 'file', uploadId }} />}</AddRecordsLayout>;
}

/** `/dataset/:id/add-records/hub/:owner/:name?subset=&split=`: a Hub split's columns mapped onto the dataset. */
export function AddRecordsHubPage() {
  const origin = useHubOrigin();
  return (
    <AddRecordsLayout>
      {(dataset) => (origin ? <MappingStep dataset={dataset} origin={origin} /> : <SplitMissing destination={{ kind: 'existing', datasetId: dataset.id }} />)}
    </AddRecordsLayout>
  );
}

/** The Hub split the URL names (the repo id is the path's rest), or null without a subset and a split. */
function useHubOrigin(): Extract<ImportOrigin, { kind: 'hub' }> | null {
  const { '*': repoId = '' } = useParams();
  const [search] = useSearchParams();
  const subset = search.get('subset') ?? '';
  const split = search.get('split') ?? '';
  return repoId && subset && split ? { kind: 'hub', repoId, subset, split } : null;
}

function NewDatasetLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const breadcrumbs: Breadcrumb[] = [{ label: t('header.home'), to: HOME_PATH }, { label: t('newDataset.title') }];
  return (
    <InternalLayout breadcrumbs={breadcrumbs} title={t('newDataset.title')}>
      <ManagersOnly>{children}</ManagersOnly>
    </InternalLayout>
  );
}

function AddRecordsLayout({ children }: { children: (dataset: Dataset) => ReactNode }) {
  const { t } = useTranslation();
  const { id: datasetId } = useParams();
  const dataset = useDataset(datasetId);
  const workspace = useWorkspace(dataset.data?.workspace_id);
  const crumbs = datasetBreadcrumbs({
    homeLabel: t('header.home'),
    datasetId: dataset.data?.id,
    workspaceName: workspace.data?.name,
    datasetName: dataset.data?.name,
    settingsLabel: t('newDataset.addRecords.crumb'),
  });
  const title = dataset.data ? t('newDataset.addRecords.title', { name: dataset.data.name }) : t('newDataset.addRecords.crumb');
  return (
    <InternalLayout breadcrumbs={crumbs} title={title}>
      <ManagersOnly>
        <DatasetGate datasetId={datasetId} dataset={dataset} headingLevel={2}>
          {children}
        </DatasetGate>
      </ManagersOnly>
    </InternalLayout>
  );
}

/** The dataset's settings, then the source, then the mapping of one onto the other. */
function MappingStep({ dataset, origin }: { dataset: Dataset; origin: ImportOrigin }) {
  const { t } = useTranslation();
  const fields = useFields(dataset.id);
  const questions = useQuestions(dataset.id);
  const metadataProperties = useMetadataProperties(dataset.id);
  const vectors = useVectorsSettings(dataset.id);
  const destination: ImportDestination = { kind: 'existing', datasetId: dataset.id };
  if (!fields.data || !questions.data || !metadataProperties.data || !vectors.data) return <PageSpinner label={t('newDataset.configure.loading')} />;
  const settings = { fields: fields.data, questions: questions.data, metadataProperties: metadataProperties.data, vectors: vectors.data };
  return (
    <SourceGate origin={origin} destination={destination}>
      {(preview) => <RecordsMapper preview={preview} origin={origin} dataset={dataset} settings={settings} />}
    </SourceGate>
  );
}

/** Only owners and admins create datasets and add records; anyone else is told so. */
function ManagersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpinner label={t('common.loading')} />;
  if (!canManageDatasets(user.role)) {
    return (
      <AccessDenied
        title={t('newDataset.notAllowed.title')}
        text={t('newDataset.notAllowed.text')}
        action={
          <Link to={HOME_PATH} className={emptyStyles.link}>
            {t('newDataset.notAllowed.home')}
          </Link>
        }
      />
    );
  }
  return <>{children}</>;
}

/** A Hub link without its subset and split: back to the source step to pick them. */
function SplitMissing({ destination }: { destination: ImportDestination }) {
  const { t } = useTranslation();
  return (
    <section className={`${emptyStyles.panel} ${emptyStyles.plain}`} role="alert">
      <h2 className={emptyStyles.title}>{t('newDataset.configure.splitMissing')}</h2>
      <Link to={destination.kind === 'new' ? NEW_DATASET_PATH : sourcePathFor(destination)} className={emptyStyles.link}>
        {t('newDataset.configure.changeSource')}
      </Link>
    </section>
  );
}
