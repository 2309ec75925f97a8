import type { MetadataProperty, ReviewItem } from '@gloss/contract';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeightProperty } from '../../../shared/dom/useHeightProperty';
import type { AnswerValue, Answers, Field, Question } from '../annotate/model/types';
import { RECORD_PART_ATTRIBUTE } from '../annotate/questions/dom';
import { RecordFields } from '../annotate/page/RecordFields';
import { RecordIdLabel } from '../annotate/page/RecordIdLabel';
import { RecordMenu } from '../annotate/record-details/RecordMenu';
import type { TextCriterion } from '../annotate/search/criteria';
import { useSearchHighlights } from '../annotate/search/useSearchHighlights';
import { EDITOR_ATTRIBUTE } from './shortcuts';
import styles from './ReviewRecordCard.module.css';

export interface ReviewRecordCardProps {
  item: ReviewItem;
  fields: readonly Field[];
  questions: readonly Question[];
  /** The final answer: a span question's spans are drawn (and edited) in its field. */
  answers: Answers;
  onAnswer: (questionName: string, value: AnswerValue | undefined) => void;
  onActivateQuestion: (questionName: string) => void;
  searchText: TextCriterion | null;
  metadataProperties: readonly MetadataProperty[];
  disabled: boolean;
}

/**
 * The record under review: its fields as the annotation page shows them, a span question's field with
 * the final answer's spans (marked here, as annotators mark theirs), and what the team said about it:
 * validated or still to review, the "needs review" flag and the number of comments.
 */
export const ReviewRecordCard = memo(function ReviewRecordCard(props: ReviewRecordCardProps) {
  const { item, fields, questions, answers, onAnswer, onActivateQuestion, searchText, disabled } = props;
  const { record } = item;
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const header = useRef<HTMLElement>(null);
  useSearchHighlights(card, searchText, record.id);
  useHeightProperty(card, header, '--record-header-height');
  return (
    <article
      ref={card}
      className={styles.card}
      aria-label={t('review.recordRegion')}
      data-testid="review-record"
      data-record-id={record.id}
      {...{ [RECORD_PART_ATTRIBUTE]: '', [EDITOR_ATTRIBUTE]: '' }}
    >
      <header ref={header} className={styles.header} data-testid="record-header">
        <RecordIdLabel record={record} />
        {item.flag && (
          <span className={`${styles.tag} ${styles.flag}`} data-testid="review-flag-tag" title={item.flag.raised_by_username ? t('review.record.flaggedBy', { name: item.flag.raised_by_username }) : undefined}>
            {t('review.record.flagged')}
          </span>
        )}
        {item.comments > 0 && <span className={styles.tag}>{t('review.record.comments', { count: item.comments })}</span>}
        <span className={`${styles.tag} ${item.review ? styles.validated : styles.toReview}`} data-testid="review-status" data-status={item.review ? 'validated' : 'to-review'}>
          <span className={styles.dot} aria-hidden="true" />
          {t(item.review ? 'review.record.validated' : 'review.record.toReview')}
        </span>
        <RecordMenu record={record} fields={fields} metadataProperties={props.metadataProperties} />
      </header>
      <RecordFields record={record} fields={fields} questions={questions} answers={answers} onAnswer={onAnswer} onActivateQuestion={onActivateQuestion} disabled={disabled} />
    </article>
  );
});
