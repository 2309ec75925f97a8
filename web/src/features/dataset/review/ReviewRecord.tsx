import type { MetadataProperty, ReviewItem } from '@gloss/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '../../../shared/dom/scheduling';
import { useScrollToTopOn } from '../../../shared/dom/useScrollToTopOn';
import { notify } from '../../../shared/toasts/store';
import { incompleteQuestions } from '../annotate/model/completeness';
import { suggestionViews } from '../annotate/model/suggestions';
import { responseValues } from '../annotate/model/to-wire';
import type { Field, Question } from '../annotate/model/types';
import { useKeyShortcuts } from '../annotate/page/useKeyShortcuts';
import { CARD_ATTRIBUTE, RECORD_PART_ATTRIBUTE } from '../annotate/questions/dom';
import type { TextCriterion } from '../annotate/search/criteria';
import { ACCEPT_KEYS, annotatorAnswers, isDisagreement, mergeQuestion, type AnnotatorAnswers } from './answers';
import { resetRecord, validateRecord } from './api';
import { AnnotatorsBar } from './AnnotatorsBar';
import { QuestionReview } from './QuestionReview';
import { ResetDialog } from './ResetDialog';
import { ReviewActions } from './ReviewActions';
import { ReviewRecordCard } from './ReviewRecordCard';
import { EDITOR_ATTRIBUTE, reviewShortcutFor, type ReviewShortcut } from './shortcuts';
import { useFinalAnswers } from './useFinalAnswers';
import { ValidatedBanner } from './ValidatedBanner';
import styles from './ReviewRecord.module.css';

export interface ReviewRecordProps {
  item: ReviewItem;
  fields: readonly Field[];
  questions: readonly Question[];
  metadataProperties: readonly MetadataProperty[];
  usernames: ReadonlyMap<string, string>;
  searchText: TextCriterion | null;
  toolbar: ReactNode;
  /** The record's comment thread, beside the record. */
  comments?: ReactNode;
  /** The next records are loading: this one stays on screen, dimmed, and takes no input. */
  busy: boolean;
  onValidated: (item: ReviewItem) => void;
  onReset: (item: ReviewItem) => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onToggleShortcuts: () => void;
}

type Saving = 'validate' | 'reset' | null;

const resolveShortcut = (event: KeyboardEvent) => reviewShortcutFor(event, event.target);

/**
 * The record under review: its fields on the left; on the right who answered, each question's answers
 * side by side with the final answer under them, and Merge, Reset and Validate. Stays mounted from
 * record to record; what belongs to one record starts afresh with the next.
 */
export function ReviewRecord(props: ReviewRecordProps) {
  const { item, fields, questions, usernames, onValidated, onReset, busy } = props;
  const { record } = item;
  const { t } = useTranslation();
  const annotators = useMemo(() => annotatorAnswers(record, questions, usernames), [record, questions, usernames]);
  const suggestions = useMemo(() => suggestionViews(questions, record.suggestions ?? []), [questions, record.suggestions]);
  const merges = useMemo(() => Object.fromEntries(questions.map((question) => [question.name, mergeQuestion(question, annotators)])), [questions, annotators]);
  const final = useFinalAnswers(item, questions, annotators);
  const [saving, setSaving] = useState<Saving>(null);
  const [resetOpen, setResetOpen] = useState(false);

  // Each record opens on its first disagreed question (else its first), the keyboard on the question.
  const firstQuestion = questions.find((question) => isDisagreement(question, item.disagreements))?.name ?? questions[0]?.name;
  const [active, setActive] = useState({ recordId: record.id, question: firstQuestion });
  const activeQuestion = active.recordId === record.id ? active.question : firstQuestion;
  const activate = useCallback((question: string) => setActive({ recordId: record.id, question }), [record.id]);
  const editing = useEditingFocus();

  // Another record starts at its top: the columns stay mounted, and would keep the last one's scroll.
  const layoutRef = useRef<HTMLDivElement>(null);
  const recordColumnRef = useRef<HTMLDivElement>(null);
  const reviewScrollRef = useRef<HTMLDivElement>(null);
  useScrollToTopOn(record.id, [layoutRef, recordColumnRef, reviewScrollRef]);

  const focusQuestion = useCallback(
    (name: string) => {
      activate(name);
      document.querySelector<HTMLElement>(`[${CARD_ATTRIBUTE}="${CSS.escape(name)}"]`)?.focus();
    },
    [activate],
  );
  useEffect(
    () =>
      afterNextPaint(() => {
        const focused = document.activeElement;
        if (focused && focused !== document.body && !focused.closest(`[${RECORD_PART_ATTRIBUTE}]`)) return;
        if (firstQuestion) document.querySelector<HTMLElement>(`[${CARD_ATTRIBUTE}="${CSS.escape(firstQuestion)}"]`)?.focus({ preventScroll: true });
      }),
    // A new record only; the question it opens on is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record.id],
  );

  const validate = async () => {
    if (saving || busy) return;
    const incomplete = incompleteQuestions(questions, final.answers);
    if (incomplete.length > 0) {
      final.markAttention(incomplete);
      focusQuestion(incomplete[0]);
      notify({ message: t('review.validate.incomplete'), type: 'warning' });
      return;
    }
    if (item.review && !final.modified) {
      notify({ message: t('review.validate.unchanged'), type: 'info' });
      return;
    }
    setSaving('validate');
    try {
      const review = await validateRecord(record.id, responseValues(questions, final.answers));
      notify({ message: t(item.review ? 'review.validate.updated' : 'review.validate.done'), type: 'success' });
      onValidated({ ...item, review, flag: null });
    } catch {
      // The app's error toast says why; the final answer stays on screen to try again.
    } finally {
      setSaving(null);
    }
  };

  const reset = async () => {
    if (saving) return;
    setSaving('reset');
    try {
      const outcome = await resetRecord(record.id);
      const responses = (record.responses ?? []).map((response) => (response.status === 'draft' ? response : { ...response, status: 'draft' as const }));
      setResetOpen(false);
      notify({ message: t('review.reset.done', { count: outcome.responses_reopened }), type: 'success' });
      onReset({ ...item, review: null, disagreements: [], record: { ...record, responses } });
    } catch {
      // Said by the app's error toast; the dialog stays open to try again.
    } finally {
      setSaving(null);
    }
  };

  const merge = () => {
    if (saving || busy) return;
    const unsettled = final.merge();
    if (unsettled.length > 0) {
      focusQuestion(unsettled[0]);
      notify({ message: t('review.merge.unsettled', { count: unsettled.length }), type: 'warning' });
    } else {
      notify({ message: t('review.merge.done'), type: 'info' });
    }
  };

  const byKey = (key: number): AnnotatorAnswers | undefined => annotators.find((annotator) => annotator.key === key);
  const acceptFrom = (key: number) => {
    const annotator = byKey(key);
    if (!annotator || !activeQuestion || saving) return;
    const answer = annotator.answers[activeQuestion];
    if (answer === undefined) {
      notify({ message: t('review.keys.noAnswer', { name: annotator.username }), type: 'info' });
      return;
    }
    final.set(activeQuestion, answer);
  };
  const acceptAllFrom = (key: number) => {
    const annotator = byKey(key);
    if (annotator && !saving) final.acceptAllFrom(annotator);
  };
  const moveQuestion = (step: number) => {
    const index = questions.findIndex((question) => question.name === activeQuestion);
    const next = questions[(index + step + questions.length) % questions.length];
    if (next) focusQuestion(next.name);
  };

  const handlers: Partial<Record<ReviewShortcut, () => void>> = {
    validate: () => void validate(),
    next: props.onNext,
    previous: props.onPrevious,
    help: props.onToggleShortcuts,
    merge,
    nextQuestion: () => moveQuestion(1),
    previousQuestion: () => moveQuestion(-1),
    leaveEditor: () => activeQuestion && focusQuestion(activeQuestion),
  };
  for (let key = 1; key <= ACCEPT_KEYS; key += 1) {
    handlers[`accept:${key}`] = () => acceptFrom(key);
    handlers[`acceptAll:${key}`] = () => acceptAllFrom(key);
  }
  useKeyShortcuts(resolveShortcut, handlers, !busy && !resetOpen);

  const disabled = saving !== null;
  const submittedCount = annotators.filter((annotator) => annotator.status === 'submitted').length;
  return (
    <div className={styles.layout} ref={layoutRef}>
      {props.toolbar}
      <div className={busy ? `${styles.columns} ${styles.busy}` : styles.columns} inert={busy} aria-busy={busy}>
        <div className={styles.recordColumn} ref={recordColumnRef}>
          <ReviewRecordCard
            item={item}
            fields={fields}
            questions={questions}
            answers={final.answers}
            onAnswer={final.set}
            onActivateQuestion={activate}
            searchText={props.searchText}
            metadataProperties={props.metadataProperties}
            disabled={disabled}
          />
          {props.comments}
        </div>
        <section className={styles.reviewColumn} aria-label={t('review.reviewRegion')} {...{ [RECORD_PART_ATTRIBUTE]: '' }}>
          <div className={styles.reviewScroll} ref={reviewScrollRef}>
            {item.review && <ValidatedBanner review={item.review} modified={final.modified} />}
            <AnnotatorsBar annotators={annotators} onAcceptAll={final.acceptAllFrom} disabled={disabled} />
            {questions.map((question) => (
              <QuestionReview
                key={question.id}
                question={question}
                record={record}
                fields={fields}
                annotators={annotators}
                suggestion={suggestions[question.name]}
                merge={merges[question.name]!}
                disagreement={isDisagreement(question, item.disagreements)}
                value={final.answers[question.name]}
                onAnswer={final.set}
                active={activeQuestion === question.name}
                editing={editing}
                onActivateQuestion={activate}
                attention={final.attention.includes(question.name)}
                disabled={disabled}
              />
            ))}
          </div>
          <ReviewActions
            validated={item.review !== null}
            modified={final.modified}
            saving={saving}
            canMerge={submittedCount >= 1}
            canReset={item.review !== null || (record.responses ?? []).some((response) => response.status !== 'draft')}
            onMerge={merge}
            onReset={() => setResetOpen(true)}
            onValidate={() => void validate()}
          />
        </section>
      </div>
      {resetOpen && (
        <ResetDialog
          responses={(record.responses ?? []).filter((response) => response.status !== 'draft').length}
          validated={item.review !== null}
          busy={saving === 'reset'}
          onConfirm={() => void reset()}
          onClose={() => setResetOpen(false)}
        />
      )}
    </div>
  );
}

/** Whether the keyboard is in a final-answer editor (or the record's span fields), where keys are the editor's. */
function useEditingFocus(): boolean {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element | null;
      setEditing(Boolean(target?.closest?.(`[${EDITOR_ATTRIBUTE}]`)));
    };
    // Focus gone to nothing (a click on the page's background): the keys are the question's again.
    const onFocusOut = (event: FocusEvent) => {
      if (!event.relatedTarget) setEditing(false);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return editing;
}
