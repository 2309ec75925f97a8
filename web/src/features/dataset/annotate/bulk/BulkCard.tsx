import type { MetadataProperty } from '@gloss/contract';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, Answers, DatasetRecord, Field, Question } from '../model/types';
import { RecordCard } from '../page/RecordCard';
import type { TextCriterion } from '../search/criteria';
import { initialSpanAnswers, ownResponse } from './bulk-answers';
import styles from './BulkCard.module.css';

/** Attribute on each card of the bulk page, holding its record id. */
export const BULK_CARD_ATTRIBUTE = 'data-bulk-card';

export interface BulkCardProps {
  record: DatasetRecord;
  userId: string;
  selected: boolean;
  onToggle: (recordId: string) => void;
  collapsed: boolean;
  fields: readonly Field[];
  questions: readonly Question[];
  /** This record's spans as edited in its card (its own spans otherwise). */
  spanEdits: Answers | undefined;
  onSpanChange: (recordId: string, questionName: string, value: AnswerValue | undefined) => void;
  onActivateQuestion: (questionName: string) => void;
  /** Why the last write failed for this record. */
  failure?: string;
  disabled: boolean;
  searchText: TextCriterion | null;
  renderHeaderTools?: (record: DatasetRecord) => ReactNode;
  metadataProperties?: readonly MetadataProperty[];
}

/**
 * One record of the bulk page: its selection checkbox beside the record as the focus view shows it,
 * the record's own spans drawn in its text. Collapsed, it has a fixed height and scrolls inside.
 * Memoised: a page of cards must not render again for every change of the questionnaire.
 */
export const BulkCard = memo(function BulkCard(props: BulkCardProps) {
  const { record, userId, questions, spanEdits, onSpanChange, onToggle } = props;
  const { t } = useTranslation();
  const answers = useMemo(() => ({ ...initialSpanAnswers(questions, record, userId), ...spanEdits }), [questions, record, userId, spanEdits]);
  const onAnswer = useCallback((questionName: string, value: AnswerValue | undefined) => onSpanChange(record.id, questionName, value), [onSpanChange, record.id]);
  const name = record.external_id ?? record.id.slice(0, 8);
  return (
    <article
      className={`${styles.card} ${props.selected ? styles.selected : ''}`}
      tabIndex={-1}
      aria-label={name}
      data-testid="bulk-record"
      data-record-id={record.id}
      data-selected={props.selected || undefined}
      {...{ [BULK_CARD_ATTRIBUTE]: record.id }}
    >
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={props.selected}
          disabled={props.disabled}
          onChange={() => onToggle(record.id)}
          aria-label={t('annotateBulk.selectRecord', { name })}
        />
      </label>
      <div className={props.collapsed ? `${styles.body} ${styles.collapsed}` : styles.body}>
        {props.failure && (
          <p className={styles.failure} role="note">
            {t('annotateBulk.failedReason', { detail: props.failure })}
          </p>
        )}
        <RecordCard
          record={record}
          status={ownResponse(record, userId)?.status ?? 'pending'}
          fields={props.fields}
          questions={questions}
          answers={answers}
          onAnswer={onAnswer}
          onActivateQuestion={props.onActivateQuestion}
          searchText={props.searchText}
          renderHeaderTools={props.renderHeaderTools}
          metadataProperties={props.metadataProperties}
        />
      </div>
    </article>
  );
});
