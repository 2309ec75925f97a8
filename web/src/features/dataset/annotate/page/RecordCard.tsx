import type { MetadataProperty } from '@gloss/contract';
import { memo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeightProperty } from '../../../../shared/dom/useHeightProperty';
import { RECORD_PART_ATTRIBUTE } from '../questions/dom';
import { RecordMenu } from '../record-details/RecordMenu';
import type { AnswerValue, Answers, DatasetRecord, Field, Question, RecordStatusFilter } from '../model/types';
import type { TextCriterion } from '../search/criteria';
import { useSearchHighlights } from '../search/useSearchHighlights';
import { RecordFields } from './RecordFields';
import { RecordIdLabel } from './RecordIdLabel';
import { StatusTag } from './StatusTag';
import styles from './RecordCard.module.css';

export interface RecordCardProps {
  record: DatasetRecord;
  status: RecordStatusFilter;
  fields: readonly Field[];
  questions: readonly Question[];
  answers: Answers;
  onAnswer: (questionName: string, value: AnswerValue | undefined) => void;
  onActivateQuestion: (questionName: string) => void;
  /** The text search whose matches are highlighted in the fields. */
  searchText?: TextCriterion | null;
  /** Tools before the status in the header (the similarity search's score and "Find similar"). */
  renderHeaderTools?: (record: DatasetRecord) => ReactNode;
  /** The dataset's metadata properties, for the header menu's "View metadata" (none: no metadata shown). */
  metadataProperties?: readonly MetadataProperty[];
}

const NO_PROPERTIES: readonly MetadataProperty[] = [];

/**
 * The record: its id, status and menu above its fields (a span question's field shows its spans, editable).
 * Memoised: it only needs to follow its own record, status and answers, not every render of the page.
 */
export const RecordCard = memo(function RecordCard(props: RecordCardProps) {
  const { record, status, fields, questions, answers, onAnswer, onActivateQuestion, searchText = null } = props;
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const header = useRef<HTMLElement>(null);
  useSearchHighlights(card, searchText, record.id);
  // The header sticks at the top of the pane; a span field's status line sticks just below it.
  useHeightProperty(card, header, '--record-header-height');
  return (
    <article ref={card} className={styles.card} aria-label={t('annotate.recordRegion')} data-testid="record-card" data-record-id={record.id} {...{ [RECORD_PART_ATTRIBUTE]: '' }}>
      <header ref={header} className={styles.header} data-testid="record-header">
        <RecordIdLabel record={record} />
        {props.renderHeaderTools?.(record)}
        <StatusTag status={status} />
        <RecordMenu record={record} fields={fields} metadataProperties={props.metadataProperties ?? NO_PROPERTIES} />
      </header>
      <RecordFields record={record} fields={fields} questions={questions} answers={answers} onAnswer={onAnswer} onActivateQuestion={onActivateQuestion} />
    </article>
  );
});
