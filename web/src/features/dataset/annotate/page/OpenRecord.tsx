import type { MetadataProperty, User } from '@gloss/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '../../../../shared/dom/scheduling';
import { clearToasts, notify } from '../../../../shared/toasts/store';
import { useRecordForm, type FormAction, type SentAction, type UnsavedReason } from '../form/useRecordForm';
import { CARD_ATTRIBUTE, RECORD_PART_ATTRIBUTE, moveKeyboardToQuestion } from '../questions/dom';
import { suggestionViews } from '../model/suggestions';
import type { DatasetRecord, Field, Question, RecordStatusFilter } from '../model/types';
import type { TextCriterion } from '../search/criteria';
import { formUndoOffer } from '../undo/form-offer';
import type { OfferUndo } from '../undo/useUndo';
import { Questionnaire } from './Questionnaire';
import { RecordCard } from './RecordCard';
import { useAnnotationShortcuts } from './useAnnotationShortcuts';
import { useDraftNotice } from './useDraftNotice';
import { useKeyboardFlow } from './useKeyboardFlow';
import { WorkspaceLayout } from './WorkspaceLayout';

/** Decides how the open record may be left: `proceed` runs once it may. */
export type LeaveGuard = (proceed: () => void) => void;

export interface OpenRecordProps {
  datasetId: string;
  record: DatasetRecord;
  status: RecordStatusFilter;
  fields: readonly Field[];
  questions: readonly Question[];
  user: User;
  toolbar: ReactNode;
  guidelines: ReactNode;
  progress: ReactNode;
  onRecordChanged: (record: DatasetRecord, stillMatchesQueue: boolean) => void;
  /** Shows the next record after a submit or discard (already loaded). */
  onAdvance: () => void;
  /** A write failed, or was refused as the record changed elsewhere, after moving on: offer the way back to that record. */
  onUnsaved: (recordId: string, reason: UnsavedReason) => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onToggleShortcuts: () => void;
  /** Alt+C: opens or closes the record's comments. */
  onToggleComments?: () => void;
  /** The text search whose matches the record's fields highlight. */
  searchText: TextCriterion | null;
  setLeaveGuard: (guard: LeaveGuard | null) => void;
  /** The next records are loading: this record stays on screen, dimmed, and takes no input. */
  busy?: boolean;
  /** Tools for the record's header (the similarity search's score and "Find similar"). */
  renderHeaderTools?: (record: DatasetRecord) => ReactNode;
  /** The dataset's metadata properties, for the record menu's metadata table. */
  metadataProperties?: readonly MetadataProperty[];
  /** Offers to take back each submit, discard, draft saved by hand and clear (`undo/useUndo.ts`). */
  offerUndo?: OfferUndo;
}

/**
 * The record on screen, its questions and everything that acts on them, by mouse or keyboard. Everything
 * stays mounted from record to record and only what differs is updated (a submit must show the next
 * record within a frame or two); state that belongs to one record is scoped to it (`useScopedState`).
 */
export function OpenRecord(props: OpenRecordProps) {
  const { t } = useTranslation();
  const { record, questions, status, onRecordChanged, onAdvance, setLeaveGuard } = props;
  // Each record opens with its first question active.
  const [active, setActive] = useState({ recordId: record.id, question: questions[0]?.name });
  const activeQuestion = active.recordId === record.id ? active.question : questions[0]?.name;
  const setActiveQuestion = useCallback((question: string) => setActive({ recordId: record.id, question }), [record.id]);

  const draftNotice = useDraftNotice();
  const onChanged = useCallback(
    (changed: DatasetRecord, action: FormAction) => {
      draftNotice.onWrite(changed.id, action);
      const own = changed.responses?.find((response) => response.user_id === props.user.id);
      const nowStatus: RecordStatusFilter = own?.status ?? 'pending';
      onRecordChanged(changed, nowStatus === status);
      void action;
    },
    [draftNotice, onRecordChanged, props.user.id, status],
  );
  // The record leaves its queue as it is sent (so loading ahead counts it), and the next one shows.
  const advance = useCallback(
    (action: 'submitted' | 'discarded') => {
      onRecordChanged(record, action === status);
      onAdvance();
    },
    [onAdvance, onRecordChanged, record, status],
  );
  const { offerUndo } = props;
  const onSent = useMemo(
    () =>
      offerUndo &&
      ((sent: SentAction) => {
        const offer = formUndoOffer(sent);
        offerUndo(t(offer.messageKey, { count: 1 }), offer.before, offer.after);
      }),
    [offerUndo, t],
  );
  // The record read again (its newer answer loaded): it takes its place in the queue.
  const onReloaded = useCallback(
    (fresh: DatasetRecord) => onRecordChanged(fresh, (fresh.responses?.find((item) => item.user_id === props.user.id)?.status ?? 'pending') === status),
    [onRecordChanged, props.user.id, status],
  );
  const form = useRecordForm({
    datasetId: props.datasetId,
    record,
    questions,
    userId: props.user.id,
    onRecordChanged: onChanged,
    onAdvance: advance,
    onUnsaved: props.onUnsaved,
    onSent,
    onReloaded,
  });
  const suggestions = useMemo(() => suggestionViews(questions, record.suggestions ?? []), [questions, record.suggestions]);
  const saveDraft = async () => {
    const saved = await form.saveDraft();
    if (saved) draftNotice.savedByHand(record.id);
    return saved;
  };

  // Leaving saves pending edits as a draft first; an edited submitted response needs a decision.
  // The guard reads the form through a ref, so it is registered once per record, not per render.
  const formRef = useRef(form);
  formRef.current = form;
  const leavingId = useRef(record.id);
  leavingId.current = record.id;
  useEffect(() => {
    const guard: LeaveGuard = (proceed) => {
      const current = formRef.current;
      if (current.guardsLeaving) {
        clearToasts();
        notify({ message: t('annotate.unsaved.message'), type: 'warning', permanent: true, button: { text: t('annotate.unsaved.ignore'), onClick: proceed } });
        return;
      }
      const leaving = leavingId.current;
      void current.flush().then(() => {
        draftNotice.onLeave(leaving);
        proceed();
      });
    };
    setLeaveGuard(() => guard);
    return () => setLeaveGuard(null);
  }, [draftNotice, setLeaveGuard, t]);

  // A new record starts with the keyboard on its first question, unless the person is elsewhere on
  // purpose (the toolbar, the guidelines). The record and its questions stay mounted from record to
  // record, so focus left inside them (a chip, the submit button) belonged to the previous record.
  // Focusing makes the browser work out the new record's styles and layout on the spot, so it waits
  // until the record has been drawn.
  useEffect(
    () =>
      afterNextPaint(() => {
        const focused = document.activeElement;
        const onRecordParts = focused?.closest(`[${RECORD_PART_ATTRIBUTE}]`);
        if (focused && focused !== document.body && !onRecordParts) return;
        const first = questions[0]?.name;
        if (first) document.querySelector<HTMLElement>(`[${CARD_ATTRIBUTE}="${CSS.escape(first)}"]`)?.focus({ preventScroll: true });
      }),
    [record.id, questions],
  );

  const focusQuestion = (name: string) => {
    setActiveQuestion(name);
    const question = questions.find((candidate) => candidate.name === name);
    if (question) moveKeyboardToQuestion(document, question);
  };
  const moveQuestion = (step: number) => {
    const index = questions.findIndex((question) => question.name === activeQuestion);
    const next = questions[(index + step + questions.length) % questions.length];
    if (next) focusQuestion(next.name);
  };
  const flow = useKeyboardFlow(record, questions, form, focusQuestion);

  useAnnotationShortcuts({
    submit: flow.submit,
    discard: () => void form.discard(),
    draft: () => void saveDraft(),
    next: props.onNext,
    previous: props.onPrevious,
    help: props.onToggleShortcuts,
    comments: props.onToggleComments,
    nextQuestion: () => moveQuestion(1),
    previousQuestion: () => moveQuestion(-1),
  }, !props.busy);

  return (
    <WorkspaceLayout
      datasetId={props.datasetId}
      recordId={record.id}
      busy={props.busy}
      toolbar={props.toolbar}
      record={
        <RecordCard
          record={record}
          status={form.response?.status ?? 'pending'}
          fields={props.fields}
          questions={questions}
          answers={form.answers}
          onAnswer={form.setAnswer}
          onActivateQuestion={setActiveQuestion}
          searchText={props.searchText}
          renderHeaderTools={props.renderHeaderTools}
          metadataProperties={props.metadataProperties}
        />
      }
      guidelines={props.guidelines}
      questionnaire={
        <Questionnaire
          record={record}
          fields={props.fields}
          questions={questions}
          suggestions={suggestions}
          form={{ ...form, saveDraft }}
          activeQuestion={activeQuestion}
          onActivate={setActiveQuestion}
          onChosen={flow.onChosen}
          attention={flow.attention}
        />
      }
      progress={props.progress}
    />
  );
}
