import type { AssignmentSplit, User } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/TextField';
import { splitBody, type SplitProblem } from './assignment-body';
import { AssignmentDialog } from './AssignmentDialog';
import styles from './AssignmentTab.module.css';

export interface SplitDialogProps {
  people: readonly User[];
  assignedNow: ReadonlyMap<string, number>;
  busy: boolean;
  refusal: string | null;
  onSplit: (body: AssignmentSplit) => void;
  onCancel: () => void;
}

/** Choose the annotators, how many answer each record, and whether only unassigned records are split. */
export function SplitDialog({ people, assignedNow, busy, refusal, onSplit, onCancel }: SplitDialogProps) {
  const { t } = useTranslation();
  const [userIds, setUserIds] = useState<string[]>([]);
  const [perRecord, setPerRecord] = useState('1');
  const [onlyUnassigned, setOnlyUnassigned] = useState(false);
  const [shownProblem, setShownProblem] = useState<SplitProblem | null>(null);
  const result = splitBody({ userIds, perRecord, onlyUnassigned });
  // A problem shows once Split was pressed, then follows the form until it is fixed.
  const problem = shownProblem && 'problem' in result ? result.problem : null;
  const submit = () => {
    if ('problem' in result) setShownProblem(result.problem);
    else onSplit(result.body);
  };
  return (
    <AssignmentDialog
      title={t('assignment.split.title')}
      description={t('assignment.actions.splitHint')}
      submitLabel={t('assignment.split.submit')}
      testId="split-dialog"
      people={people}
      assignedNow={assignedNow}
      selected={userIds}
      onSelect={setUserIds}
      annotatorsProblem={problem === 'noAnnotators' ? t('assignment.problems.noAnnotators') : null}
      annotatorsTestId="split-annotators"
      busy={busy}
      refusal={refusal}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={t('assignment.split.perRecord')}
        hint={t('assignment.split.perRecordHint')}
        error={problem === 'perRecordInvalid' || problem === 'perRecordTooMany' ? t(`assignment.problems.${problem}`) : null}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, userIds.length)}
        value={perRecord}
        onChange={(event) => setPerRecord(event.target.value)}
        className={styles.narrowField}
      />
      <label className={styles.option}>
        <input type="checkbox" checked={onlyUnassigned} onChange={(event) => setOnlyUnassigned(event.target.checked)} />
        <span>
          <span className={styles.optionName}>{t('assignment.split.onlyUnassigned')}</span>
          <span className={styles.optionHint}>{onlyUnassigned ? t('assignment.split.onlyUnassignedHint') : t('assignment.split.replaces')}</span>
        </span>
      </label>
    </AssignmentDialog>
  );
}

