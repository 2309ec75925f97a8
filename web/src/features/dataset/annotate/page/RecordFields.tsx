import { FieldView } from '../fields/FieldView';
import type { AnswerValue, Answers, DatasetRecord, Field, Question, SpanAnswer } from '../model/types';
import { SpanAnnotatedField } from '../questions/span/SpanAnnotatedField';
import { SEARCH_FIELD_ATTRIBUTE } from '../search/useSearchHighlights';
import styles from './RecordFields.module.css';

export interface RecordFieldsProps {
  record: DatasetRecord;
  fields: readonly Field[];
  questions: readonly Question[];
  /** The answers whose spans are drawn in the fields span questions annotate. */
  answers: Answers;
  onAnswer: (questionName: string, value: AnswerValue | undefined) => void;
  onActivateQuestion: (questionName: string) => void;
  /** Spans shown but not editable (while an answer is being saved). */
  disabled?: boolean;
}

/**
 * A record's fields, each marked for the text search's highlights; a text field a span question
 * annotates is shown with its spans, editable. The annotation page and the review view show records alike.
 */
export function RecordFields({ record, fields, questions, answers, onAnswer, onActivateQuestion, disabled = false }: RecordFieldsProps) {
  return (
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
              disabled={disabled}
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
  );
}
