import type { MetadataProperty } from '@gloss/contract';
import { memo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldView } from '../fields/FieldView';
import { RECORD_PART_ATTRIBUTE } from '../questions/dom';
import { SpanAnnotatedField } from '../questions/span/SpanAnnotatedField';
import { RecordMenu } from '../record-details/RecordMenu';
import type { AnswerValue, Answers, DatasetRecord, Field, Question, RecordStatusFilter, SpanAnswer } from '../model/types';
import type { TextCriterion } from '../search/criteria';
import { SEARCH_FIELD_ATTRIBUTE, useSearchHighlights } from '../search/useSearchHighlights';
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
 * The record's fields; a text field a span question annotates is shown with its spans, editable.
 * Memoised: it only needs to follow its own record, status and answers, not every render of the page.
 */
export const RecordCard = memo(function RecordCard(props: RecordCardProps) {
  const { record, status, fields, questions, answers, onAnswer, onActivateQuestion, searchText = null } = props;
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  useSearchHighlights(card, searchText, record.id);
  return (
    <article ref={card} className={styles.card} aria-label={t('annotate.recordRegion')} data-testid="record-card" data-record-id={record.id} {...{ [RECORD_PART_ATTRIBUTE]: '' }}>
      <header className={styles.header}>
        <span className={styles.id} title={record.id}>
          {record.external_id ?? record.id.slice(0, 8)}
        </span>
        {props.renderHeaderTools?.(record)}
        <StatusTag status={status} />
        <RecordMenu record={record} fields={fields} metadataProperties={props.metadataProperties ?? NO_PROPERTIES} />
      </header>
      <div className={styles.fields}>
        {fields.map((field) => {
          const spanQuestion = questions.find((question) => question.settings.type === 'span' && question.settings.field === field.name);
          const value = record.fields[field.name];
          if (spanQuestion && typeof value === 'string') {
            return (
              <SpanAnnotatedField
                key={field.id}
                question={spanQuestion}
                fieldTitle={field.title}
                text={value}
                value={answers[spanQuestion.name] as SpanAnswer[] | undefined}
                onChange={(next) => onAnswer(spanQuestion.name, next)}
                onActivate={() => onActivateQuestion(spanQuestion.name)}
              />
            );
          }
          return (
            <div key={field.id} {...{ [SEARCH_FIELD_ATTRIBUTE]: field.name }}>
              <FieldView field={field} value={value} recordFields={record.fields} record={record} />
            </div>
          );
        })}
      </div>
    </article>
  );
});
