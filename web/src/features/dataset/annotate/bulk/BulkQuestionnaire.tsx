import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import type { AnswerValue, Answers, DatasetRecord, Field, Question, RecordStatusFilter, ResponseStatus } from '../model/types';
import { QuestionEditor } from '../page/QuestionEditor';
import { BulkActions } from './BulkActions';
import { isSpanQuestion } from './bulk-answers';
import { BulkSpanQuestion } from './BulkSpanQuestion';
import type { BulkProgress } from './useBulkWrite';
import styles from './BulkQuestionnaire.module.css';

/** Attribute on the bulk questionnaire: keys pressed inside it belong to its editors. */
export const BULK_QUESTIONNAIRE_ATTRIBUTE = 'data-bulk-questionnaire';

export interface BulkQuestionnaireProps {
  status: RecordStatusFilter;
  /** The page's first record: the editors' scope (their search text and focus start over with the page). */
  record: DatasetRecord;
  fields: readonly Field[];
  questions: readonly Question[];
  answers: Answers;
  onAnswer: (questionName: string, value: AnswerValue | undefined) => void;
  activeQuestion: string | undefined;
  onActivate: (questionName: string) => void;
  /** A single label or rating was chosen by its number key: the keyboard moves on (never a submit). */
  onChosen: (questionName: string) => void;
  selected: number;
  incomplete: boolean;
  progress: BulkProgress | null;
  onAction: (action: ResponseStatus) => void;
}

/** One questionnaire for the selected records, with the actions that write it to all of them. */
export function BulkQuestionnaire(props: BulkQuestionnaireProps) {
  const { t, i18n } = useTranslation();
  const n = numberFormat(i18n.language).format(props.selected);
  return (
    <section
      className={styles.form}
      aria-label={t('annotate.questionsRegion')}
      aria-busy={props.progress ? true : undefined}
      data-testid="bulk-questionnaire"
      {...{ [BULK_QUESTIONNAIRE_ATTRIBUTE]: '' }}
    >
      <header className={styles.head}>
        <h2 className={styles.title}>{props.selected > 0 ? t('annotateBulk.answersFor', { count: props.selected, n }) : t('annotateBulk.noneSelected')}</h2>
        <p className={styles.hint}>
          {t('annotateBulk.answersHint')}
          {props.status === 'draft' && ` ${t('annotateBulk.draftHint')}`}
        </p>
      </header>
      <BulkQuestionList
        record={props.record}
        fields={props.fields}
        questions={props.questions}
        answers={props.answers}
        onAnswer={props.onAnswer}
        activeQuestion={props.activeQuestion}
        onActivate={props.onActivate}
        onChosen={props.onChosen}
        disabled={props.progress !== null}
      />
      <BulkActions count={props.selected} incomplete={props.incomplete} progress={props.progress} onAction={props.onAction} />
    </section>
  );
}

type ListProps = Pick<BulkQuestionnaireProps, 'record' | 'fields' | 'questions' | 'answers' | 'onAnswer' | 'activeQuestion' | 'onActivate' | 'onChosen'> & {
  disabled: boolean;
};

/** The questions, memoised: the write's progress and the selection change often, the answers do not. */
const BulkQuestionList = memo(function BulkQuestionList({ record, fields, questions, answers, onAnswer, activeQuestion, onActivate, onChosen, disabled }: ListProps) {
  return (
    <div className={styles.questions}>
      {questions.map((question) =>
        isSpanQuestion(question) ? (
          <BulkSpanQuestion
            key={question.id}
            question={question}
            active={activeQuestion === question.name}
            onActivate={() => onActivate(question.name)}
            scope={record.id}
            disabled={disabled}
          />
        ) : (
          <QuestionEditor
            key={question.id}
            question={question}
            value={answers[question.name]}
            onChange={(value) => onAnswer(question.name, value)}
            record={record}
            fields={fields}
            active={activeQuestion === question.name}
            onActivate={() => onActivate(question.name)}
            onChosen={() => onChosen(question.name)}
            disabled={disabled}
          />
        ),
      )}
    </div>
  );
});
