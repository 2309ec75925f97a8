import type { User } from '@gloss/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { RefusalNote } from '../../../../components/ui/RefusalNote';
import { AnnotatorChecklist } from './AnnotatorChecklist';
import styles from './AssignmentTab.module.css';

export interface AssignmentDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  testId: string;
  people: readonly User[];
  assignedNow: ReadonlyMap<string, number>;
  /** The annotators chosen in the checklist. */
  selected: readonly string[];
  onSelect: (userIds: string[]) => void;
  /** Said under the checklist when no annotator is chosen and the dialog was submitted. */
  annotatorsProblem: string | null;
  annotatorsTestId: string;
  busy: boolean;
  refusal: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  /** The dialog's own choices, between the annotators and the refusal. */
  children: ReactNode;
}

/** The frame of a dialog that gives records to annotators: the people to choose first, the choices, then Cancel and the action. */
export function AssignmentDialog(props: AssignmentDialogProps) {
  const { t } = useTranslation();
  const { busy, onCancel } = props;
  return (
    <ModalDialog
      title={props.title}
      description={props.description}
      width="wide"
      testId={props.testId}
      onDismiss={onCancel}
      onSubmit={props.onSubmit}
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('assignment.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('assignment.working') : props.submitLabel}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <AnnotatorChecklist
          legend={t('assignment.annotators.legend')}
          people={props.people}
          selected={props.selected}
          onChange={props.onSelect}
          assignedNow={props.assignedNow}
          problem={props.annotatorsProblem}
          testId={props.annotatorsTestId}
        />
        {props.children}
        {props.refusal && <RefusalNote>{props.refusal}</RefusalNote>}
      </div>
    </ModalDialog>
  );
}
