import type { ReviewItem } from '@gloss/contract';
import { useCallback, useMemo, useState } from 'react';
import { answersFromResponse } from '../annotate/model/from-wire';
import { isRecordModified } from '../annotate/model/modified';
import type { AnswerValue, Answers, Question } from '../annotate/model/types';
import { answerValidity } from '../annotate/model/validity';
import { acceptAll, mergeAll, startingAnswers, type AnnotatorAnswers } from './answers';

interface FinalState {
  /** The record and the version of it (final answer, responses) the answers started from. */
  stamp: string;
  answers: Answers;
  /** Questions drawn as needing the reviewer (unanswered at Validate, without a majority at Merge). */
  attention: readonly string[];
}

/** A record's state as the form last took it: another final answer or other responses open it afresh. */
function stampOf(item: ReviewItem): string {
  const responses = (item.record.responses ?? []).map((response) => `${response.id}:${response.status}:${response.updated_at}`).join(',');
  return `${item.record.id}|${item.review?.updated_at ?? ''}|${responses}`;
}

export interface FinalAnswers {
  answers: Answers;
  attention: readonly string[];
  /** Differs from the stored final answer (or, before any, from what it started as). */
  modified: boolean;
  set: (questionName: string, value: AnswerValue | undefined) => void;
  acceptAllFrom: (annotator: AnnotatorAnswers) => void;
  /** Fills every question that has a majority; answers the questions left for the reviewer to settle. */
  merge: () => string[];
  markAttention: (questions: readonly string[]) => void;
}

/** The final answer the reviewer is writing for the open record, and the ways to fill it. */
export function useFinalAnswers(item: ReviewItem, questions: readonly Question[], annotators: readonly AnnotatorAnswers[]): FinalAnswers {
  const stamp = stampOf(item);
  const baseline = useMemo(() => startingAnswers(questions, item.review, annotators), [questions, item.review, annotators]);
  const [state, setState] = useState<FinalState>({ stamp, answers: baseline, attention: [] });
  let current = state;
  if (state.stamp !== stamp) {
    current = { stamp, answers: baseline, attention: [] };
    setState(current);
  }
  const stored = useMemo(() => (item.review ? answersFromResponse(questions, item.review.values) : baseline), [item.review, questions, baseline]);

  const set = useCallback((questionName: string, value: AnswerValue | undefined) => {
    setState((latest) => ({
      ...latest,
      answers: { ...latest.answers, [questionName]: value },
      attention: latest.attention.filter((name) => name !== questionName),
    }));
  }, []);
  const acceptAllFrom = useCallback(
    (annotator: AnnotatorAnswers) => setState((latest) => ({ ...latest, answers: acceptAll(questions, annotator), attention: [] })),
    [questions],
  );
  const merge = useCallback(() => {
    const merged = mergeAll(questions, current.answers, annotators);
    // A question the majority could not settle and nothing answers yet is the reviewer's to decide.
    const unsettled = questions
      .filter((question) => {
        const kind = merged.results[question.name]?.outcome.kind;
        return kind !== 'value' && kind !== 'none' && answerValidity(question, merged.answers[question.name]) === 'empty';
      })
      .map((question) => question.name);
    setState((latest) => ({ ...latest, answers: mergeAll(questions, latest.answers, annotators).answers, attention: unsettled }));
    return unsettled;
  }, [questions, annotators, current.answers]);
  const markAttention = useCallback((names: readonly string[]) => setState((latest) => ({ ...latest, attention: names })), []);

  return {
    answers: current.answers,
    attention: current.attention,
    modified: isRecordModified(questions, stored, current.answers),
    set,
    acceptAllFrom,
    merge,
    markAttention,
  };
}
