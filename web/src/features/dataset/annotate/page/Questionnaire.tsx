import { useTranslation } from 'react-i18next';
import type { RecordForm } from '../form/useRecordForm';
import { RECORD_PART_ATTRIBUTE } from '../questions/dom';
import type { DatasetRecord, Field, Question, SuggestionView } from '../model/types';
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
}

/** The questions of the open record and the actions that save the answers. */
export function Questionnaire({ record, fields, questions, suggestions, form, activeQuestion, onActivate }: QuestionnaireProps) {
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
      <div className={styles.questions}>
        {questions.map((question) => (
          <QuestionEditor
            key={question.id}
            question={question}
            value={form.answers[question.name]}
            onChange={(value) => form.setAnswer(question.name, value)}
            suggestion={suggestions[question.name]}
            record={record}
            fields={fields}
            active={activeQuestion === question.name}
            onActivate={() => onActivate(question.name)}
            disabled={form.busy === 'submitted' || form.busy === 'discarded' || form.busy === 'clear'}
          />
        ))}
      </div>
      <FormActions form={form} />
    </section>
  );
}
