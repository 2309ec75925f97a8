import type { DatasetAgreement } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Section } from '../../../components/ui/Section';
import { Spinner } from '../../../components/ui/Spinner';
import { formatServerTimestamp } from '../../../shared/format/timestamps';
import type { DatasetRoles } from '../nav/useDatasetRoles';
import { AgreementCard } from './AgreementCard';
import { useAgreement } from './queries';
import styles from './TeamPage.module.css';

/** Per question, how alike the annotators' answers are: reviewers and managers only; others read why not. */
export function AgreementSection({ datasetId, roles }: { datasetId: string; roles: DatasetRoles }) {
  const { t } = useTranslation();
  const agreement = useAgreement(datasetId, roles.isReviewer);
  return (
    <Section title={t('datasetTeam.agreement.title')} layout="stacked" testId="team-agreement-section" description={t('datasetTeam.agreement.description')}>
      {roles.loading ? (
        <div className={styles.loading}>
          <Spinner label={t('datasetTeam.loading')} />
        </div>
      ) : !roles.isReviewer ? (
        <p className={styles.note} data-testid="agreement-reviewers-only">
          {t('datasetTeam.agreement.reviewersOnly')}
        </p>
      ) : agreement.data ? (
        <AgreementList datasetId={datasetId} agreement={agreement.data} />
      ) : agreement.isError ? (
        <LoadFailed message={t('datasetTeam.agreement.failed')} onRetry={() => void agreement.refetch()} />
      ) : (
        <div className={styles.loading}>
          <Spinner label={t('datasetTeam.loading')} />
        </div>
      )}
    </Section>
  );
}

function AgreementList({ datasetId, agreement }: { datasetId: string; agreement: DatasetAgreement }) {
  const { t, i18n } = useTranslation();
  const order = agreement.annotators.map((annotator) => ({ userId: annotator.user_id, username: annotator.username }));
  return (
    <div className={styles.agreement}>
      {agreement.questions.length === 0 ? (
        <p className={styles.note}>{t('datasetTeam.agreement.none')}</p>
      ) : (
        agreement.questions.map((question) => <AgreementCard key={question.question_id} datasetId={datasetId} question={question} order={order} />)
      )}
      <p className={styles.footnote}>
        {t('datasetTeam.agreement.bandSource')}
        {' '}
        {t('datasetTeam.agreement.computedAt', { time: formatServerTimestamp(agreement.computed_at, i18n.language) })}
      </p>
    </div>
  );
}
