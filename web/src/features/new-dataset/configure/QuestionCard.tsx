import type { QuestionType } from '@gloss/contract';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { hasOptions, hasVisibleOptions, QUESTION_TYPES, typedOptions } from '../configuration/questions';
import type { QuestionDraft } from '../configuration/types';
import type { QuestionProblems } from '../configuration/validation';
import fieldStyles from '../../../components/ui/TextField.module.css';
import styles from './configure.module.css';

export interface QuestionCardProps {
  question: QuestionDraft;
  /** Its place in the list, from 1. */
  number: number;
  problems: QuestionProblems | undefined;
  /** The columns shown as text fields, which a span question may mark. */
  textColumns: readonly string[];
  /** The column whose values suggest its answers. */
  suggestedBy: string | undefined;
  onEdit: (key: string, changes: Partial<QuestionDraft>) => void;
  onType: (key: string, type: QuestionType) => void;
  onRemove: (key: string) => void;
}

/** The options the visible-labels setting shows past (the specification's: more than 3). */
const VISIBLE_OPTIONS_FROM = 3;

/** One question: its type, name, title, description, whether it is required, and its type's settings. */
export const QuestionCard = memo(function QuestionCard(props: QuestionCardProps) {
  const { question, number, problems, textColumns, suggestedBy, onEdit, onType, onRemove } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const typeId = useId();
  const optionsId = useId();
  const spanFieldId = useId();
  const descriptionId = useId();
  const edit = (changes: Partial<QuestionDraft>) => onEdit(question.key, changes);
  const problem = (key: string) => t(`newDataset.problems.${key}`);
  const optionCount = typedOptions(question.options).length;
  const label = t('newDataset.questions.label', { number });

  return (
    <li className={styles.questionCard} role="group" aria-labelledby={headingId} data-testid="question-card">
      <div className={styles.questionHead}>
        <h3 id={headingId} className={styles.questionHeading}>
          {label}
          {question.name && <span className={styles.questionName}>{question.name}</span>}
        </h3>
        <Button variant="ghost" size="small" onClick={() => onRemove(question.key)} aria-label={t('newDataset.questions.removeNamed', { label })}>
          {t('newDataset.questions.remove')}
        </Button>
      </div>
      <div className={styles.roleControls}>
        <div className={fieldStyles.field}>
          <label htmlFor={typeId} className={fieldStyles.label}>
            {t('newDataset.questions.type')}
          </label>
          <select id={typeId} className={styles.select} value={question.type} onChange={(event) => onType(question.key, event.target.value as QuestionType)}>
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`newDataset.questions.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('newDataset.questions.name')}
          value={question.name}
          onChange={(event) => edit({ name: event.target.value })}
          error={problems?.name ? problem(`name.${problems.name}`) : null}
          spellCheck={false}
          autoComplete="off"
          className={styles.nameInput}
        />
        <TextField
          label={t('newDataset.questions.title')}
          value={question.title}
          onChange={(event) => edit({ title: event.target.value })}
          error={problems?.title ? problem(problems.title === 'required' ? 'title.required' : 'title.tooLong200') : null}
          autoComplete="off"
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={descriptionId} className={fieldStyles.label}>
          {t('newDataset.questions.description')}
        </label>
        <textarea
          id={descriptionId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={2}
          value={question.description}
          onChange={(event) => edit({ description: event.target.value })}
          aria-invalid={problems?.description ? true : undefined}
          aria-describedby={problems?.description ? `${descriptionId}-note` : undefined}
        />
        {problems?.description && (
          <p id={`${descriptionId}-note`} className={fieldStyles.error}>
            {problem('title.tooLong500')}
          </p>
        )}
      </div>

      {question.type === 'span' && (
        <div className={fieldStyles.field}>
          <label htmlFor={spanFieldId} className={fieldStyles.label}>
            {t('newDataset.questions.spanField')}
          </label>
          <select
            id={spanFieldId}
            className={styles.select}
            value={question.spanColumn}
            onChange={(event) => edit({ spanColumn: event.target.value })}
            aria-invalid={problems?.spanField ? true : undefined}
          >
            {!textColumns.includes(question.spanColumn) && <option value={question.spanColumn}>{question.spanColumn || t('newDataset.questions.noTextField')}</option>}
            {textColumns.map((column) => (
              <option key={column} value={column}>
                {column}
              </option>
            ))}
          </select>
          {problems?.spanField && <p className={fieldStyles.error}>{problem(`spanField.${problems.spanField}`)}</p>}
        </div>
      )}

      {hasOptions(question.type) && (
        <div className={fieldStyles.field}>
          <label htmlFor={optionsId} className={fieldStyles.label}>
            {question.type === 'span' ? t('newDataset.questions.labels') : t('newDataset.questions.options')}
          </label>
          <textarea
            id={optionsId}
            className={`${fieldStyles.input} ${styles.textarea} ${styles.options}`}
            rows={Math.min(8, Math.max(3, question.options.length))}
            value={question.options.join('\n')}
            onChange={(event) => edit({ options: event.target.value.split('\n') })}
            spellCheck={false}
            aria-invalid={problems?.options ? true : undefined}
            aria-describedby={`${optionsId}-note`}
          />
          <p id={`${optionsId}-note`} className={problems?.options ? fieldStyles.error : fieldStyles.hint}>
            {problems?.options ? problem(`options.${problems.options}`) : t('newDataset.questions.optionsHint', { count: optionCount })}
          </p>
        </div>
      )}

      {hasVisibleOptions(question.type) && optionCount > VISIBLE_OPTIONS_FROM && (
        <TextField
          label={t('newDataset.questions.visibleOptions')}
          hint={t('newDataset.questions.visibleOptionsHint')}
          error={problems?.visibleOptions ? problem('visibleOptions') : null}
          value={question.visibleOptions}
          onChange={(event) => edit({ visibleOptions: event.target.value })}
          inputMode="numeric"
          className={styles.numberInput}
        />
      )}

      {question.type === 'rating' && (
        <div className={styles.controls}>
          <TextField
            label={t('newDataset.questions.ratingFrom')}
            value={question.ratingFrom}
            onChange={(event) => edit({ ratingFrom: event.target.value })}
            inputMode="numeric"
            error={problems?.rating ? problem('rating') : null}
            className={styles.numberInput}
          />
          <TextField
            label={t('newDataset.questions.ratingTo')}
            value={question.ratingTo}
            onChange={(event) => edit({ ratingTo: event.target.value })}
            inputMode="numeric"
            aria-invalid={problems?.rating ? true : undefined}
            className={styles.numberInput}
          />
        </div>
      )}

      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" checked={question.required} onChange={(event) => edit({ required: event.target.checked })} />
          {t('newDataset.questions.required')}
        </label>
        {question.type === 'multi_label_selection' && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={question.optionsOrder === 'suggestion'}
              onChange={(event) => edit({ optionsOrder: event.target.checked ? 'suggestion' : 'natural' })}
            />
            {t('newDataset.questions.suggestionFirst')}
          </label>
        )}
        {question.type === 'text' && (
          <label className={styles.check}>
            <input type="checkbox" checked={question.useMarkdown} onChange={(event) => edit({ useMarkdown: event.target.checked })} />
            {t('newDataset.questions.useMarkdown')}
          </label>
        )}
        {question.type === 'span' && (
          <label className={styles.check}>
            <input type="checkbox" checked={question.allowOverlapping} onChange={(event) => edit({ allowOverlapping: event.target.checked })} />
            {t('newDataset.questions.allowOverlapping')}
          </label>
        )}
      </div>
      {suggestedBy && <p className={styles.suggestedBy}>{t('newDataset.questions.suggestedBy', { column: suggestedBy })}</p>}
    </li>
  );
});
