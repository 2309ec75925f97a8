import type { Question } from '@gloss/contract';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFields, useQuestions } from '../../queries';
import { TextControl, SwitchControl } from '../edit/controls';
import { hasLabelOptions, offersVisibleOptions, questionKind, questionWithDraft, visibleOptionsShown, type QuestionDraft } from '../edit/drafts';
import { EditableItem } from '../edit/EditableItem';
import { useSettingsWrites } from '../edit/mutations';
import { useTrackedEdit } from '../edit/useTrackedEdit';
import { QUESTION_DESCRIPTION_MAX, QUESTION_TITLE_MAX } from '../edit/validation';
import { LargeOptionOrder } from '../order/LargeOptionOrder';
import { movesBySearch } from '../order/move-by-search';
import { OptionOrder } from '../order/OptionOrder';
import { ListState } from './ListState';
import { QuestionsPreview } from './QuestionsPreview';
import styles from './tabs.module.css';

/** Each question's form on the left; on the right, the questionnaire as annotators will see it with the drafts applied. */
export function QuestionsTab({ datasetId }: { datasetId: string }) {
  const questions = useQuestions(datasetId);
  const fields = useFields(datasetId);
  const [drafted, setDrafted] = useState<Readonly<Record<string, Question>>>({});
  const onDrafted = useCallback((question: Question) => setDrafted((current) => (current[question.id] === question ? current : { ...current, [question.id]: question })), []);
  return (
    <ListState query={questions}>
      {(items) => (
        <div className={styles.split}>
          <div className={styles.group}>
            {items.map((question) => (
              <QuestionItem key={question.id} datasetId={datasetId} question={question} onDrafted={onDrafted} />
            ))}
          </div>
          <div className={styles.sticky}>
            <QuestionsPreview datasetId={datasetId} fields={fields.data ?? []} questions={items.map((question) => drafted[question.id] ?? question)} />
          </div>
        </div>
      )}
    </ListState>
  );
}

function QuestionItem({ datasetId, question, onDrafted }: { datasetId: string; question: Question; onDrafted: (question: Question) => void }) {
  const { t } = useTranslation();
  const writes = useSettingsWrites(datasetId);
  const label = t('datasetSettingsEdit.items.question', { name: question.name });
  const edit = useTrackedEdit({
    key: `question:${question.id}`,
    tab: 'questions',
    kind: questionKind,
    original: question,
    save: (body) => writes.question(question.id, body),
    refusal: 'question',
    label,
  });
  const { draft } = edit;
  const set = (patch: Partial<QuestionDraft>) => edit.setDraft((current) => ({ ...current, ...patch }));
  useEffect(() => onDrafted(questionWithDraft(question, draft)), [draft, onDrafted, question]);
  const orderId = useId();
  const type = question.settings.type;
  return (
    <EditableItem
      heading={<code className={styles.name}>{question.name}</code>}
      badges={
        <>
          <span className={styles.badge}>{t(`dataset.types.question.${type}`)}</span>
          <span className={styles.badge}>{question.required ? t('datasetSettingsEdit.required') : t('datasetSettingsEdit.optional')}</span>
        </>
      }
      edit={edit}
      label={label}
      testId={`settings-question-${question.name}`}
    >
      <TextControl label={t('datasetSettingsEdit.title')} value={draft.title} onChange={(title) => set({ title })} error={edit.errors.title} max={QUESTION_TITLE_MAX} testId="question-title" />
      <TextControl
        label={t('datasetSettingsEdit.description')}
        value={draft.description}
        onChange={(description) => set({ description })}
        error={edit.errors.description}
        max={QUESTION_DESCRIPTION_MAX}
        multiline
        testId="question-description"
      />
      {type === 'text' && <SwitchControl label={t('datasetSettingsEdit.useMarkdown')} checked={draft.useMarkdown} onChange={(useMarkdown) => set({ useMarkdown })} testId="question-markdown" />}
      {type === 'multi_label_selection' && (
        <SwitchControl label={t('datasetSettingsEdit.question.suggestionsFirst')} checked={draft.suggestionsFirst} onChange={(suggestionsFirst) => set({ suggestionsFirst })} testId="question-suggestions-first" />
      )}
      {hasLabelOptions(question) && offersVisibleOptions(draft) && <VisibleLabels draft={draft} onChange={(visibleOptions) => set({ visibleOptions })} />}
      {hasLabelOptions(question) && (
        <div className={styles.group} data-testid="question-order">
          <span id={orderId} className={styles.label}>
            {t('datasetSettingsEdit.question.order')}
          </span>
          {/* Dragging is for the chips; a long list says how it is ordered itself. */}
          {!movesBySearch(draft.options.length) && <span className={styles.muted}>{t('datasetSettingsEdit.question.orderHelp')}</span>}
          {/* Thousands of labels are ordered by search and position: that many draggable chips take seconds to draw. */}
          <Order
            options={draft.options}
            labelledBy={orderId}
            disabled={edit.busy}
            onChange={(options) => set({ options })}
          />
        </div>
      )}
    </EditableItem>
  );
}

/** The label order: chips to drag for a usual question, search and position for thousands of labels. */
function Order(props: Parameters<typeof OptionOrder<QuestionDraft['options'][number]>>[0]) {
  return movesBySearch(props.options.length) ? <LargeOptionOrder {...props} /> : <OptionOrder {...props} />;
}

/** A slider from 3 to the number of options, with the count beside it. */
function VisibleLabels({ draft, onChange }: { draft: QuestionDraft; onChange: (visible: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const shown = visibleOptionsShown(draft);
  return (
    <div className={styles.group}>
      <label htmlFor={id} className={styles.label}>
        {t('datasetSettingsEdit.question.visibleLabels')}: <output htmlFor={id}>{shown}</output>
      </label>
      <input
        id={id}
        type="range"
        min={3}
        max={draft.options.length}
        step={1}
        value={shown}
        data-testid="question-visible-labels"
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span className={styles.muted}>{t('datasetSettingsEdit.question.visibleLabelsHelp', { count: draft.options.length })}</span>
    </div>
  );
}
