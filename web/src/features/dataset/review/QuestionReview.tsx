import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnswerModified } from '../annotate/model/modified';
import { formatScore } from '../annotate/model/suggestions';
import type { AnswerValue, DatasetRecord, Field, Question, SpanAnswer, SuggestionView } from '../annotate/model/types';
import { answerValidity } from '../annotate/model/validity';
import { EditorForQuestion } from '../annotate/questions/EditorForQuestion';
import { CheckIcon, SparkIcon } from '../annotate/questions/icons';
import { QuestionCard } from '../annotate/questions/QuestionCard';
import { SpanQuestionEditor } from '../annotate/questions/span/SpanQuestionEditor';
import type { AnnotatorAnswers } from './answers';
import { AnswerView } from './AnswerView';
import type { MergeResult } from './merge';
import { EDITOR_ATTRIBUTE } from './shortcuts';
import { AnnotatorKey } from './AnnotatorKey';
import styles from './QuestionReview.module.css';

export interface QuestionReviewProps {
  question: Question;
  record: DatasetRecord;
  fields: readonly Field[];
  annotators: readonly AnnotatorAnswers[];
  suggestion: SuggestionView | undefined;
  /** The majority of the submitted answers, by the question type's rule. */
  merge: MergeResult;
  /** The server counts the submitted answers to this question as differing. */
  disagreement: boolean;
  /** The final answer being written. */
  value: AnswerValue | undefined;
  /** Sets a question's final answer (stable, shared by every question). */
  onAnswer: (questionName: string, value: AnswerValue | undefined) => void;
  /** The question has the keyboard: number keys accept, or (in the editor) pick options. */
  active: boolean;
  /** The keyboard is in the final-answer editor. */
  editing: boolean;
  onActivateQuestion: (questionName: string) => void;
  /** Drawn as needing the reviewer: required and unanswered at Validate, or without a majority at Merge. */
  attention: boolean;
  disabled: boolean;
}

/**
 * One question under review: every annotator's answer side by side (submitted ones with Accept and
 * their number key; drafts and discarded ones muted), the suggestion, the majority with the rule that
 * found it, and the final answer in the annotation page's own editor.
 */
export const QuestionReview = memo(function QuestionReview(props: QuestionReviewProps) {
  const { question, record, fields, annotators, suggestion, merge, disagreement, value, onAnswer, active, editing, onActivateQuestion, attention, disabled } = props;
  const { t, i18n } = useTranslation();
  const onChange = useCallback((next: AnswerValue | undefined) => onAnswer(question.name, next), [onAnswer, question.name]);
  const onActivate = useCallback(() => onActivateQuestion(question.name), [onActivateQuestion, question.name]);
  const isFinal = (candidate: AnswerValue | undefined) =>
    candidate !== undefined && answerValidity(question, candidate) !== 'empty' && !isAnswerModified(question, candidate, value);
  const submitted = annotators.filter((annotator) => annotator.status === 'submitted').length;
  const score = suggestion && typeof suggestion.score === 'number' ? formatScore(suggestion.score, i18n.language) : null;
  const editorProps = {
    question,
    record,
    fields,
    suggestion,
    active: active && editing,
    onActivate,
    disabled,
  };

  return (
    <QuestionCard
      question={question}
      active={active}
      onActivate={onActivate}
      attention={attention}
      showSuggestionBadge={false}
      className={disagreement ? styles.disagreement : undefined}
    >
      <div className={styles.body} data-testid="review-question" data-question={question.name} data-disagreement={disagreement || undefined}>
        {disagreement && (
          <p className={styles.disagreementTag}>
            <WarningIcon />
            {t('review.question.disagreement')}
          </p>
        )}
        <ul className={styles.answers} aria-label={t('review.question.answersLabel', { question: question.title })}>
          {annotators.length === 0 && <li className={styles.noneYet}>{t('review.question.noResponses')}</li>}
          {annotators.map((annotator) => {
            const answer = annotator.answers[question.name];
            const muted = annotator.status !== 'submitted';
            return (
              <li
                key={annotator.responseId}
                className={`${styles.row} ${muted ? styles.muted : ''} ${isFinal(answer) ? styles.chosen : ''}`}
                data-testid="review-answer"
                data-user={annotator.username}
                data-status={annotator.status}
              >
                <span className={styles.who}>
                  {annotator.key !== null && <AnnotatorKey value={annotator.key} />}
                  <span className={styles.name}>{annotator.username}</span>
                  {muted && <span className={styles.status}>{t(`review.responseStatus.${annotator.status}`)}</span>}
                </span>
                <span className={styles.answer}>
                  <AnswerView question={question} value={answer} record={record} />
                </span>
                <span className={styles.actions}>
                  {isFinal(answer) ? (
                    <span className={styles.inFinal}>
                      <CheckIcon size={12} />
                      {t('review.question.inFinal')}
                    </span>
                  ) : (
                    !muted &&
                    answer !== undefined && (
                      <button
                        type="button"
                        className={styles.accept}
                        onClick={() => onChange(answer)}
                        disabled={disabled}
                        aria-label={t('review.question.acceptFrom', { name: annotator.username, question: question.title })}
                        title={annotator.key !== null ? `${t('review.question.accept')} (${annotator.key})` : undefined}
                      >
                        {t('review.question.accept')}
                      </button>
                    )
                  )}
                </span>
              </li>
            );
          })}
          {suggestion && (
            <li className={`${styles.row} ${styles.suggestion} ${isFinal(suggestion.value) ? styles.chosen : ''}`} data-testid="review-suggestion">
              <span className={styles.who}>
                <SparkIcon size={12} />
                <span className={styles.name}>{suggestion.agent ?? t('review.question.suggestion')}</span>
                {score !== null && <span className={styles.status}>{t('review.question.score', { score })}</span>}
              </span>
              <span className={styles.answer}>
                <AnswerView question={question} value={suggestion.value} record={record} />
              </span>
              <span className={styles.actions}>
                {isFinal(suggestion.value) ? (
                  <span className={styles.inFinal}>
                    <CheckIcon size={12} />
                    {t('review.question.inFinal')}
                  </span>
                ) : (
                  <button
                    type="button"
                    className={styles.accept}
                    onClick={() => onChange(suggestion.value)}
                    disabled={disabled}
                    aria-label={t('review.question.acceptSuggestion', { question: question.title })}
                  >
                    {t('review.question.accept')}
                  </button>
                )}
              </span>
            </li>
          )}
        </ul>
        {submitted >= 2 && <MajorityLine question={question} record={record} merge={merge} chosen={merge.outcome.kind === 'value' && isFinal(merge.outcome.value)} onUse={onChange} disabled={disabled} />}
        <div className={styles.final} {...{ [EDITOR_ATTRIBUTE]: '' }} data-testid="review-final" data-editing={(active && editing) || undefined}>
          <h4 className={styles.finalHeading}>{t('review.question.final')}</h4>
          {question.settings.type === 'span' ? (
            <>
              <p className={styles.hint}>{t('review.question.spanHint')}</p>
              <SpanQuestionEditor {...editorProps} value={value as SpanAnswer[] | undefined} onChange={(next) => onChange(next)} />
            </>
          ) : (
            <EditorForQuestion {...editorProps} value={value} onChange={onChange} />
          )}
        </div>
      </div>
    </QuestionCard>
  );
});

/** "Majority (most common label): positive", or why there is none, with a way to take it. */
function MajorityLine({
  question,
  record,
  merge,
  chosen,
  onUse,
  disabled,
}: {
  question: Question;
  record: DatasetRecord;
  merge: MergeResult;
  chosen: boolean;
  onUse: (value: AnswerValue) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const rule = t(`review.rules.${merge.rule}`);
  const { outcome } = merge;
  return (
    <div className={`${styles.majority} ${outcome.kind === 'value' ? '' : styles.noMajority}`} data-testid="review-majority" data-outcome={outcome.kind}>
      <span className={styles.majorityLabel}>{t('review.majority.label', { rule })}</span>
      {outcome.kind === 'value' ? (
        <>
          <AnswerView question={question} value={outcome.value} record={record} />
          {outcome.dropped > 0 && <span className={styles.note}>{t('review.majority.droppedSpans', { count: outcome.dropped })}</span>}
          {chosen ? (
            <span className={styles.inFinal}>
              <CheckIcon size={12} />
              {t('review.question.inFinal')}
            </span>
          ) : (
            <button type="button" className={styles.accept} onClick={() => onUse(outcome.value)} disabled={disabled}>
              {t('review.majority.use')}
            </button>
          )}
        </>
      ) : (
        <span className={styles.note}>
          {outcome.kind === 'tie'
            ? t('review.majority.tie', { labels: outcome.candidates.map((value) => optionText(question, value)).join(', ') })
            : t(`review.majority.${outcome.kind}`)}
        </span>
      )}
    </div>
  );
}

function optionText(question: Question, value: string): string {
  const settings = question.settings;
  if (settings.type === 'text' || settings.type === 'rating') return value;
  return settings.options.find((option) => option.value === value)?.text || value;
}

function WarningIcon() {
  return (
    <svg width="13" height="13" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}
