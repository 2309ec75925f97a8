import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordForm } from '../form/useRecordForm';
import { useScrollToTopOn } from '../../../../shared/dom/useScrollToTopOn';
import { RECORD_PART_ATTRIBUTE } from '../questions/dom';
import type { Unconfirmed } from '../model/confirmation';
import type { Answers, DatasetRecord, Field, Question, SuggestionView } from '../model/types';
import { QuestionEditor } from './QuestionEditor';
import { FormActions } from './FormActions';
import styles from './Questionnaire.module.css';

export interface QuestionnaireProps {
  record: DatasetRecord;
  fields: readonly Field[];
  questions: readonly Question[];
  suggestions: Readonly<Record<string, SuggestionView>>;
  form: RecordForm;
  activeQuestion: string | undefined;
  onActivate: (questionName: string) => void;
  /** An option of this question was chosen by its number key (see `QuestionEditorProps.onChosen`). */
  onChosen?: (questionName: string) => void;
  /** The question drawn as needing an answer (Enter was pressed while the record was incomplete). */
  attention?: string;
}

/** The questions of the open record and the actions that save the answers. */
export function Questionnaire({ record, fields, questions, suggestions, form, activeQuestion, onActivate, onChosen, attention }: QuestionnaireProps) {
  const { t } = useTranslation();
  const status = form.response?.status ?? 'pending';
  return (
    <section
      className={`${styles.form} ${styles[status]}`}
      aria-label={t('annotate.questionsRegion')}
      data-testid="questionnaire"
      {...{ [RECORD_PART_ATTRIBUTE]: '' }}
      aria-busy={form.busy ? true : undefined}
    >
      <QuestionList
        record={record}
        fields={fields}
        questions={questions}
        suggestions={suggestions}
        answers={form.answers}
        unconfirmed={form.unconfirmed}
        setAnswer={form.setAnswer}
        activeQuestion={activeQuestion}
        onActivate={onActivate}
        onChosen={onChosen}
        attention={attention}
        disabled={form.busy === 'submitted' || form.busy === 'discarded' || form.busy === 'clear'}
      />
      <FormActions form={form} questions={questions} />
    </section>
  );
}

interface QuestionListProps {
  record: DatasetRecord;
  fields: readonly Field[];
  questions: readonly Question[];
  suggestions: Readonly<Record<string, SuggestionView>>;
  answers: Answers;
  unconfirmed: Unconfirmed;
  setAnswer: RecordForm['setAnswer'];
  activeQuestion: string | undefined;
  onActivate: (questionName: string) => void;
  onChosen?: (questionName: string) => void;
  attention?: string;
  disabled: boolean;
}

/**
 * The question cards. Memoised: the page renders again when the server answers a write or the
 * progress refreshes, often while the next record is being drawn, and the questions only need to
 * follow their own record, answers and state.
 */
const QuestionList = memo(function QuestionList({
  record,
  fields,
  questions,
  suggestions,
  answers,
  unconfirmed,
  setAnswer,
  activeQuestion,
  onActivate,
  onChosen,
  attention,
  disabled,
}: QuestionListProps) {
  const pane = useRef<HTMLDivElement>(null);
  useScrollToTopOn(record.id, [pane]);
  return (
    <div ref={pane} className={styles.questions}>
      {questions.map((question) => (
        <QuestionEditor
          key={question.id}
          question={question}
          value={answers[question.name]}
          unconfirmed={unconfirmed[question.name]}
          onChange={(value, waiting) => setAnswer(question.name, value, waiting)}
          suggestion={suggestions[question.name]}
          record={record}
          fields={fields}
          active={activeQuestion === question.name}
          onActivate={() => onActivate(question.name)}
          onChosen={onChosen && (() => onChosen(question.name))}
          attention={attention === question.name}
          disabled={disabled}
        />
      ))}
    </div>
  );
});
