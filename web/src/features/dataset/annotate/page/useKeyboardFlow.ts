import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPreference } from '../../../../shared/preferences/storage';
import { dismissToast, notify } from '../../../../shared/toasts/store';
import { afterKeyChoice, firstIncompleteQuestion, nextQuestion } from '../form/question-flow';
import type { RecordForm } from '../form/useRecordForm';
import { incompleteQuestions } from '../model/completeness';
import type { DatasetRecord, Question } from '../model/types';
import { useStableCallback } from '../questions/use-active-keys';

export interface KeyboardFlow {
  /** Enter: submits a complete record (after a draft on its way), or shows why it cannot. */
  submit: () => void;
  /** A label or rating chosen by its number key (`Questionnaire`'s `onChosen`); stable. */
  onChosen: (question: string) => void;
  /** The question drawn as still needing an answer, while it does. */
  attention: string | undefined;
}

/**
 * The focus view's keyboard flow, so a record can be answered and submitted from the keys alone and an
 * Enter is never lost without a word:
 * - a choice by number key moves the keyboard to the next question, or, with one question and the
 *   person's "submit on choice" preference, submits once the choice is in the answers (the next render);
 * - Enter on an incomplete record moves the keyboard to the first question still to answer, draws it
 *   as needing an answer and says "To submit complete required responses";
 * - Enter while a draft is being saved submits once the draft is in, rather than being dropped.
 */
export function useKeyboardFlow(
  record: DatasetRecord,
  questions: readonly Question[],
  form: RecordForm,
  focusQuestion: (question: string) => void,
): KeyboardFlow {
  const { t } = useTranslation();
  const latest = useRef(form);
  latest.current = form;

  const [submitAsked, setSubmitAsked] = useState<string | null>(null);
  useEffect(() => {
    if (submitAsked === null || form.busy === 'draft') return;
    setSubmitAsked(null);
    if (submitAsked === record.id && !form.busy) void latest.current.submit();
  }, [submitAsked, record.id, form.busy]);

  const onChosen = useStableCallback((question: string) => {
    const outcome = afterKeyChoice({ questions, question, submitOnChoice: readPreference('submitOnChoice') === true, view: 'focus' });
    const next = nextQuestion(questions, question);
    if (outcome === 'submit') setSubmitAsked(record.id);
    else if (outcome === 'next-question' && next) focusQuestion(next);
  });

  const [attention, setAttention] = useState<{ recordId: string; question: string } | null>(null);
  const explained = useRef<number | null>(null);
  const submit = () => {
    if (!form.complete) {
      const question = firstIncompleteQuestion(questions, form.answers);
      if (!question) return;
      setAttention({ recordId: record.id, question });
      focusQuestion(question);
      // Enter pressed again replaces the message rather than stacking it.
      if (explained.current !== null) dismissToast(explained.current);
      explained.current = notify({ message: t('annotate.actions.submitDisabled'), type: 'warning' });
    } else if (form.busy === 'draft') {
      setSubmitAsked(record.id);
    } else {
      void form.submit();
    }
  };

  const stillIncomplete = attention?.recordId === record.id && incompleteQuestions(questions, form.answers).includes(attention.question);
  return { submit, onChosen, attention: stillIncomplete ? attention.question : undefined };
}
