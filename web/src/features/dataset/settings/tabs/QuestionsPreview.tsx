import type { Field, Question } from '@gloss/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, Answers } from '../../annotate/model/types';
import { prefillFromSuggestions, suggestionViews } from '../../annotate/model/suggestions';
import { QuestionEditor } from '../../annotate/page/QuestionEditor';
import { usePreviewRecord } from '../edit/preview-record';
import styles from './tabs.module.css';

export interface QuestionsPreviewProps {
  datasetId: string;
  fields: readonly Field[];
  /** The questions with their unsaved drafts applied. */
  questions: readonly Question[];
}

/**
 * The questionnaire as an annotator will see it, drawn by the annotation page's own editors on the
 * dataset's first record, pre-filled from its suggestions as a pending record is. It can be tried out;
 * nothing here is sent.
 */
export function QuestionsPreview({ datasetId, fields, questions }: QuestionsPreviewProps) {
  const { t } = useTranslation();
  const record = usePreviewRecord(datasetId);
  const [edits, setEdits] = useState<Record<string, AnswerValue | undefined>>({});
  const [active, setActive] = useState<string | undefined>(undefined);
  const data = record.data;
  const suggestions = useMemo(() => suggestionViews(questions, data?.suggestions), [questions, data?.suggestions]);
  const answers: Answers = useMemo(() => ({ ...prefillFromSuggestions(questions, data?.suggestions), ...edits }), [questions, data?.suggestions, edits]);
  return (
    <section className={styles.group} aria-labelledby="questions-preview-heading" data-testid="questions-preview">
      <h2 id="questions-preview-heading" className={styles.groupHeading}>
        {t('datasetSettingsEdit.question.preview')}
      </h2>
      <p className={styles.muted}>{data ? t('datasetSettingsEdit.question.previewHelp') : t('datasetSettingsEdit.question.previewEmpty')}</p>
      {data &&
        questions.map((question) => (
          <QuestionEditor
            key={question.id}
            question={question}
            value={answers[question.name]}
            onChange={(value) => setEdits((current) => ({ ...current, [question.name]: value }))}
            suggestion={suggestions[question.name]}
            record={data}
            fields={fields}
            active={active === question.name}
            onActivate={() => setActive(question.name)}
          />
        ))}
    </section>
  );
}
