import type { DatasetRecord, ImportMapping, SourceColumn } from '@gloss/contract';
import { useId, useMemo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import {
  QuestionEditor,
  RecordCard,
  prefillFromSuggestions,
  suggestionViews,
  unconfirmedFromPrefill,
  type AnswerValue,
  type Answers,
  type Unconfirmed,
} from '../../dataset';
import { numberFormat } from '../../../shared/format/numbers';
import { previewRecordOf, type PreviewSettings } from './preview-record';
import styles from './LivePreview.module.css';

/** The preview's element id, for the way to it where it sits below the form. */
export const LIVE_PREVIEW_ID = 'live-preview';

/** Brings the preview into view (a narrow window shows it below the form). */
export function scrollToPreview(): void {
  document.getElementById(LIVE_PREVIEW_ID)?.scrollIntoView({ block: 'start' });
}

export interface LivePreviewProps {
  rows: readonly Record<string, unknown>[];
  columns: readonly SourceColumn[];
  mapping: ImportMapping;
  settings: PreviewSettings;
}

/**
 * The source's first rows as annotators will see them: the annotation page's own record card and
 * question editors, the suggestions pre-filled as on a pending record, one row at a time. It follows
 * every change of the configuration; answers typed here stay here.
 */
export function LivePreview({ rows, columns, mapping, settings }: LivePreviewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const count = rows.length;
  const at = Math.max(0, Math.min(index, count - 1));
  const row = rows[at];
  const record = useMemo(
    () => (row ? previewRecordOf({ row, index: at, mapping, settings, columns }) : null),
    [row, at, mapping, settings, columns],
  );
  // What the questions start from: a new question, other options or other suggestions start it afresh.
  const start = useMemo(
    () => JSON.stringify([settings.questions.map((question) => [question.id, question.name, question.settings]), record?.suggestions]),
    [settings.questions, record?.suggestions],
  );
  const format = numberFormat(i18n.language);

  return (
    <aside id={LIVE_PREVIEW_ID} className={styles.preview} aria-labelledby={headingId} data-testid="live-preview">
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {t('newDataset.preview.heading')}
        </h2>
        {count > 0 && (
          <div className={styles.rowNav}>
            <Button size="small" onClick={() => setIndex(at - 1)} disabled={at === 0}>
              {t('newDataset.preview.previous')}
            </Button>
            <span className={styles.position} aria-live="polite">
              {t('newDataset.preview.row', { number: format.format(at + 1), count: format.format(count) })}
            </span>
            <Button size="small" onClick={() => setIndex(at + 1)} disabled={at >= count - 1}>
              {t('newDataset.preview.next')}
            </Button>
          </div>
        )}
      </div>
      <p className={styles.help}>{t('newDataset.preview.help')}</p>
      {!record ? (
        <p className={styles.empty}>{t('newDataset.preview.noRows')}</p>
      ) : settings.fields.length === 0 ? (
        <p className={styles.empty}>{t('newDataset.preview.noField')}</p>
      ) : (
        <PreviewRecord key={`${at}:${start}`} record={record} settings={settings} />
      )}
    </aside>
  );
}

function PreviewRecord({ record, settings }: { record: DatasetRecord; settings: PreviewSettings }) {
  const { t } = useTranslation();
  const { fields, questions, metadataProperties } = settings;
  const suggestions = useMemo(() => suggestionViews(questions, record.suggestions), [questions, record.suggestions]);
  const [state, setState] = useState<{ answers: Answers; unconfirmed: Unconfirmed }>(() => {
    const answers = prefillFromSuggestions(questions, record.suggestions);
    return { answers, unconfirmed: unconfirmedFromPrefill(questions, answers) };
  });
  const [active, setActive] = useState<string | undefined>(undefined);

  const answer = (questionName: string, value: AnswerValue | undefined, waiting?: readonly string[]) =>
    setState((current) => ({
      answers: { ...current.answers, [questionName]: value },
      unconfirmed: { ...current.unconfirmed, [questionName]: waiting ?? [] },
    }));

  // The editors listen to number keys while a question is active: not once the person is back in the form.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(undefined);
  };

  return (
    <div className={styles.record} onBlur={onBlur}>
      <RecordCard
        record={record}
        status="pending"
        fields={fields}
        questions={questions}
        answers={state.answers}
        onAnswer={(name, value) => answer(name, value)}
        onActivateQuestion={setActive}
        metadataProperties={metadataProperties}
      />
      <section className={styles.questions} aria-label={t('newDataset.preview.questions')} data-testid="preview-questions">
        {questions.length === 0 ? (
          <p className={styles.empty}>{t('newDataset.preview.noQuestion')}</p>
        ) : (
          questions.map((question) => (
            <QuestionEditor
              key={question.id}
              question={question}
              value={state.answers[question.name]}
              unconfirmed={state.unconfirmed[question.name]}
              onChange={(value, waiting) => answer(question.name, value, waiting)}
              suggestion={suggestions[question.name]}
              record={record}
              fields={fields}
              active={active === question.name}
              onActivate={() => setActive(question.name)}
            />
          ))
        )}
      </section>
    </div>
  );
}
