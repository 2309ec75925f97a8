import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/AccessDenied';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageSpinner } from '../../../components/ui/Spinner';
import { AnnotationLayout } from '../../../components/layout/AnnotationLayout';
import { annotationPath } from '../../../shared/routing/paths';
import { DatasetGate } from '../DatasetGate';
import { DatasetNav } from '../nav/DatasetNav';
import { useDatasetRoles } from '../nav/useDatasetRoles';
import { datasetBreadcrumbs } from '../paths';
import { useFields, useMetadataProperties, useQuestions } from '../queries';
import { useDatasetPage } from '../useDatasetPage';
import { ReviewWorkspace } from './ReviewWorkspace';
import styles from './ReviewPage.module.css';

/**
 * `/dataset/:id/review`: reviewers (owners, admins, and annotators the dataset names) settle records'
 * final answers from every annotator's answers. Everyone else is told the view is the reviewers'.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const { datasetId, dataset, workspace } = useDatasetPage();
  const roles = useDatasetRoles(datasetId);
  const fields = useFields(datasetId ?? '');
  const questions = useQuestions(datasetId ?? '');
  const metadataProperties = useMetadataProperties(datasetId ?? '');
  const breadcrumbs = datasetBreadcrumbs({ homeLabel: t('header.home'), datasetId, workspaceName: workspace.data?.name, datasetName: dataset.data?.name, settingsLabel: t('review.title') });
  const headerActions = dataset.data ? <DatasetNav datasetId={dataset.data.id} current="review" compact /> : undefined;

  return (
    <AnnotationLayout breadcrumbs={breadcrumbs} headerActions={headerActions}>
      <h1 className="visually-hidden">{dataset.data ? t('review.heading', { name: dataset.data.name }) : t('review.title')}</h1>
      <DatasetGate datasetId={datasetId} dataset={dataset} headingLevel={2}>
        {(loaded) =>
          roles.loading ? (
            <div className={styles.scroll}>
              <PageSpinner label={t('review.loading')} />
            </div>
          ) : !roles.isReviewer ? (
            <div className={styles.scroll}>
              <AccessDenied
                title={t('review.notAllowed.title')}
                text={t('review.notAllowed.text')}
                action={<ButtonLink to={annotationPath(loaded.id)}>{t('review.notAllowed.back')}</ButtonLink>}
              />
            </div>
          ) : fields.data && questions.data && metadataProperties.data ? (
            <ReviewWorkspace dataset={loaded} fields={fields.data} questions={questions.data} metadataProperties={metadataProperties.data} canManage={roles.canManage} />
          ) : (
            <div className={styles.scroll}>
              <PageSpinner label={t('review.loading')} />
            </div>
          )
        }
      </DatasetGate>
    </AnnotationLayout>
  );
}
