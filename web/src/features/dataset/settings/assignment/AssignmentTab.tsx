import type { Assignments, Dataset, User } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { LoadFailed } from '../../../../components/ui/LoadFailed';
import { Section } from '../../../../components/ui/Section';
import { Spinner } from '../../../../components/ui/Spinner';
import { numberFormat } from '../../../../shared/format/numbers';
import { notify } from '../../../../shared/toasts/store';
import { useMembersOfWorkspace } from '../../../../shared/workspaces/members';
import { useMetadataProperties } from '../../queries';
import { assignMatching, clearAssignments, splitAssignments } from './api';
import { refusalOf } from './assignment-body';
import { ClearDialog } from './ClearDialog';
import { useAssignmentChange, useAssignments } from './queries';
import { ReviewersSection } from './ReviewersSection';
import { RuleDialog } from './RuleDialog';
import { SplitDialog } from './SplitDialog';
import { useRefusalText } from './useRefusalText';
import styles from './AssignmentTab.module.css';

type OpenDialog = 'split' | 'rule' | 'clear' | null;

/**
 * Who annotates which records (admins and owners): the current distribution, the three ways to change it
 * (split, assign matching records, remove), each in a dialog whose outcome is a toast, and the reviewers.
 */
export function AssignmentTab({ dataset }: { dataset: Dataset }) {
  const { t, i18n } = useTranslation();
  const assignments = useAssignments(dataset.id);
  // The people of the dataset's workspace: whom records can be assigned to, and who may review.
  const members = useMembersOfWorkspace(dataset.workspace_id);
  const properties = useMetadataProperties(dataset.id);
  const [open, setOpen] = useState<OpenDialog>(null);
  const refusalText = useRefusalText();
  const number = numberFormat(i18n.language);
  const done = (key: 'split' | 'rule' | 'clear') => (answer: Assignments) => {
    setOpen(null);
    const message =
      key === 'rule' && answer.changed === 0
        ? t('assignment.done.ruleNone')
        : t(`assignment.done.${key}`, { count: answer.changed, formatted: number.format(answer.changed) });
    notify({ message, type: key === 'rule' && answer.changed === 0 ? 'warning' : 'success' });
  };
  const split = useAssignmentChange(dataset.id, (body: Parameters<typeof splitAssignments>[1]) => splitAssignments(dataset.id, body));
  const rule = useAssignmentChange(dataset.id, (body: Parameters<typeof assignMatching>[1]) => assignMatching(dataset.id, body));
  const clear = useAssignmentChange(dataset.id, () => clearAssignments(dataset.id));
  const openDialog = (dialog: OpenDialog) => {
    split.reset();
    rule.reset();
    clear.reset();
    setOpen(dialog);
  };
  const refusal = (mutation: { isError: boolean; error: unknown }) => (mutation.isError ? refusalText(refusalOf(mutation.error), mutation.error) : null);
  const people: readonly User[] = [...(members.data ?? [])].sort((a, b) => a.username.localeCompare(b.username, i18n.language));
  const assignedNow = new Map((assignments.data?.annotators ?? []).map((annotator) => [annotator.user_id, annotator.assigned]));

  return (
    <div className={styles.tab} data-testid="assignment-tab">
      <Section title={t('assignment.current.title')} testId="assignment-current">
        {assignments.data ? (
          <CurrentDistribution assignments={assignments.data} />
        ) : assignments.isError ? (
          <LoadFailed message={t('assignment.failed')} onRetry={() => void assignments.refetch()} />
        ) : (
          <Spinner label={t('assignment.loading')} />
        )}
      </Section>
      <Section title={t('assignment.actions.title')} testId="assignment-actions">
        {members.isError ? (
          <LoadFailed message={t('assignment.annotators.failed')} onRetry={() => void members.refetch()} />
        ) : (
          <ul className={styles.actions}>
            <ActionRow title={t('assignment.actions.split')} hint={t('assignment.actions.splitHint')} disabled={!members.data} onOpen={() => openDialog('split')} />
            <ActionRow title={t('assignment.actions.rule')} hint={t('assignment.actions.ruleHint')} disabled={!members.data || !properties.data} onOpen={() => openDialog('rule')} />
            <ActionRow
              title={t('assignment.actions.clear')}
              hint={t('assignment.actions.clearHint')}
              disabled={assignments.data?.strategy !== 'assigned'}
              danger
              onOpen={() => openDialog('clear')}
            />
          </ul>
        )}
        {members.data && members.data.length === 0 && <p className={styles.notice}>{t('assignment.annotators.none')}</p>}
      </Section>
      {members.data && <ReviewersSection datasetId={dataset.id} people={people} />}

      {open === 'split' && (
        <SplitDialog
          people={people}
          assignedNow={assignedNow}
          busy={split.isPending}
          refusal={refusal(split)}
          onSplit={(body) => split.mutate(body, { onSuccess: done('split') })}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'rule' && (
        <RuleDialog
          datasetId={dataset.id}
          people={people}
          properties={properties.data ?? []}
          assignedNow={assignedNow}
          busy={rule.isPending}
          refusal={refusal(rule)}
          onAssign={(body) => rule.mutate(body, { onSuccess: done('rule') })}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'clear' && (
        <ClearDialog busy={clear.isPending} refusal={refusal(clear)} onConfirm={() => clear.mutate(undefined, { onSuccess: done('clear') })} onCancel={() => setOpen(null)} />
      )}
    </div>
  );
}

function ActionRow({ title, hint, disabled, danger = false, onOpen }: { title: string; hint: string; disabled: boolean; danger?: boolean; onOpen: () => void }) {
  return (
    <li className={styles.action}>
      <p className={styles.actionHint}>{hint}</p>
      <Button className={danger ? styles.dangerButton : undefined} disabled={disabled} onClick={onOpen} aria-haspopup="dialog">
        {title}
      </Button>
    </li>
  );
}

/** Overlap with its minimum of submissions, or each annotator's records and those nobody has. */
function CurrentDistribution({ assignments }: { assignments: Assignments }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const count = (value: number) => ({ count: value, formatted: number.format(value) });
  if (assignments.strategy === 'overlap') {
    return (
      <div className={styles.summary} data-testid="assignment-strategy" data-strategy="overlap">
        <p className={styles.strategy}>{t('assignment.current.overlap')}</p>
        <p className={styles.muted}>{t('assignment.current.overlapDetail', count(assignments.min_submitted))}</p>
        <p className={styles.muted}>{t('assignment.current.total', count(assignments.total))}</p>
      </div>
    );
  }
  const annotators = [...assignments.annotators].sort((a, b) => a.username.localeCompare(b.username, i18n.language));
  return (
    <div className={styles.summary} data-testid="assignment-strategy" data-strategy="assigned">
      <p className={styles.strategy}>{t('assignment.current.assigned')}</p>
      <p className={styles.muted}>{t('assignment.current.assignedDetail')}</p>
      <table className={styles.counts} aria-label={t('assignment.current.tableLabel')} data-testid="assignment-counts">
        <thead>
          <tr>
            <th scope="col">{t('assignment.current.annotator')}</th>
            <th scope="col" className={styles.numeric}>
              {t('assignment.current.records')}
            </th>
          </tr>
        </thead>
        <tbody>
          {annotators.map((annotator) => (
            <tr key={annotator.user_id} data-username={annotator.username}>
              <th scope="row">{annotator.username}</th>
              <td className={styles.numeric}>{number.format(annotator.assigned)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('assignment.current.total', count(assignments.total))}</p>
      <p className={assignments.unassigned > 0 ? styles.warning : styles.muted} data-testid="assignment-unassigned">
        {assignments.unassigned > 0 ? t('assignment.current.unassigned', count(assignments.unassigned)) : t('assignment.current.allAssigned')}
      </p>
    </div>
  );
}
