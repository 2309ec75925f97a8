import type { User } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { RefusalNote } from '../../../../components/ui/RefusalNote';
import { Section } from '../../../../components/ui/Section';
import { notify } from '../../../../shared/toasts/store';
import { useReviewers } from '../../team/queries';
import { refusalOf } from './assignment-body';
import { AnnotatorChecklist } from './AnnotatorChecklist';
import { useUpdateReviewers } from './queries';
import { useRefusalText } from './useRefusalText';
import styles from './AssignmentTab.module.css';

/** The annotators who review besides the owners and admins: a checklist saved as a whole. */
export function ReviewersSection({ datasetId, people }: { datasetId: string; people: readonly User[] }) {
  const { t } = useTranslation();
  const reviewers = useReviewers(datasetId);
  const annotators = people.filter((person) => person.role === 'annotator');
  const stored = reviewers.data?.items.map((reviewer) => reviewer.user_id) ?? [];
  // What the person chose, or null while they follow what is stored.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = chosen ?? stored;
  const update = useUpdateReviewers(datasetId);
  const refusalText = useRefusalText();
  const changed = chosen !== null && (chosen.length !== stored.length || chosen.some((id) => !stored.includes(id)));
  const save = () => {
    update.mutate(selected, {
      onSuccess: () => {
        setChosen(null);
        notify({ message: t('assignment.done.reviewers'), type: 'success' });
      },
    });
  };
  return (
    <Section title={t('assignment.reviewers.title')} description={t('assignment.reviewers.description')} testId="reviewers-section">
      {annotators.length === 0 ? (
        <p className={styles.muted}>{t('assignment.reviewers.noAnnotators')}</p>
      ) : (
        <div className={styles.stack}>
          <AnnotatorChecklist legend={t('assignment.reviewers.legend')} people={annotators} selected={selected} onChange={setChosen} testId="reviewers-checklist" />
          <div className={styles.actionsRow}>
            <Button variant="primary" disabled={!changed || update.isPending || !reviewers.data} onClick={save}>
              {update.isPending ? t('assignment.working') : t('assignment.reviewers.save')}
            </Button>
          </div>
          {update.isError && <RefusalNote>{refusalText(refusalOf(update.error), update.error)}</RefusalNote>}
        </div>
      )}
    </Section>
  );
}
