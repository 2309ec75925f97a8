import type { SourceColumn } from '@gloss/contract';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { canBeVector, ROLE_CHOICES, roleChoiceOf, type RoleChoice } from '../configuration/edits';
import type { ColumnRole, QuestionDraft } from '../configuration/types';
import type { ColumnProblems } from '../configuration/validation';
import { FirstValues } from './FirstValues';
import fieldStyles from '../../../components/ui/TextField.module.css';
import styles from './configure.module.css';

export interface ColumnCardProps {
  column: SourceColumn;
  role: ColumnRole | undefined;
  /** The source's first rows, for a few of the column's values. */
  rows: readonly Record<string, unknown>[];
  questions: readonly QuestionDraft[];
  problems: ColumnProblems | undefined;
  onChoose: (column: SourceColumn, choice: RoleChoice) => void;
  onEdit: (column: string, changes: Partial<Record<string, unknown>>) => void;
}

const GROUPS: ReadonlyArray<{ group: 'field' | 'metadata' | 'other'; choices: readonly RoleChoice[] }> = [
  { group: 'field', choices: ROLE_CHOICES.filter((choice) => choice.startsWith('field:')) },
  { group: 'metadata', choices: ROLE_CHOICES.filter((choice) => choice.startsWith('metadata:')) },
  { group: 'other', choices: ROLE_CHOICES.filter((choice) => !choice.includes(':')) },
];

/** One column of the source: what it holds, a few of its values, and what it becomes in the dataset. */
export const ColumnCard = memo(function ColumnCard({ column, role, rows, questions, problems, onChoose, onEdit }: ColumnCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const selectId = useId();
  const questionId = useId();
  const choice = roleChoiceOf(role);
  const kind =
    column.kind === 'vector' && column.dimensions !== null
      ? t('newDataset.columns.kinds.vectorOf', { count: column.dimensions })
      : t(`newDataset.columns.kinds.${column.kind}`);
  const problem = (key: string | undefined) => (key ? t(`newDataset.problems.${key}`) : null);

  return (
    <li className={styles.columnCard} role="group" aria-labelledby={headingId} data-testid="column-card" data-column={column.name}>
      <div className={styles.columnHead}>
        <h3 id={headingId} className={styles.columnName} title={column.name}>
          {column.name}
        </h3>
        <span className={styles.kind}>{kind}</span>
      </div>
      <FirstValues column={column} rows={rows} />
      <div className={styles.roleControls}>
        <div className={fieldStyles.field}>
          <label htmlFor={selectId} className={fieldStyles.label}>
            {t('newDataset.columns.useAs')}
          </label>
          <select id={selectId} className={styles.select} value={choice} onChange={(event) => onChoose(column, event.target.value as RoleChoice)}>
            {GROUPS.map(({ group, choices }) => (
              <optgroup key={group} label={t(`newDataset.columns.groups.${group}`)}>
                {choices.map((option) => (
                  <option key={option} value={option} disabled={option === 'vector' && !canBeVector(column)}>
                    {t(`newDataset.columns.roles.${option.replace(':', '.')}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {problems?.vector && <p className={fieldStyles.error}>{problem(`vector.${problems.vector}`)}</p>}
        </div>
        {role && 'name' in role && (
          <>
            <TextField
              label={t('newDataset.columns.name')}
              value={role.name}
              onChange={(event) => onEdit(column.name, { name: event.target.value })}
              error={problems?.name ? problem(`name.${problems.name}`) : null}
              spellCheck={false}
              autoComplete="off"
              className={styles.nameInput}
            />
            <TextField
              label={t('newDataset.columns.title')}
              value={role.title}
              onChange={(event) => onEdit(column.name, { title: event.target.value })}
              error={problems?.title ? problem('title.tooLong500') : null}
              placeholder={role.name}
              autoComplete="off"
            />
          </>
        )}
        {role?.kind === 'suggestions' && (
          <div className={`${fieldStyles.field} ${styles.spanRest}`}>
            <label htmlFor={questionId} className={fieldStyles.label}>
              {t('newDataset.columns.question')}
            </label>
            <select
              id={questionId}
              className={styles.select}
              value={role.question}
              onChange={(event) => onEdit(column.name, { question: event.target.value })}
              aria-invalid={problems?.suggestions ? true : undefined}
            >
              {!questions.some((question) => question.key === role.question) && <option value="">{t('newDataset.columns.noQuestion')}</option>}
              {questions.map((question) => (
                <option key={question.key} value={question.key}>
                  {question.title.trim() || question.name}
                </option>
              ))}
            </select>
            {problems?.suggestions && <p className={fieldStyles.error}>{problem(`suggestions.${problems.suggestions}`)}</p>}
          </div>
        )}
      </div>
      {role?.kind === 'field' && (
        <label className={styles.check}>
          <input type="checkbox" checked={role.required} onChange={(event) => onEdit(column.name, { required: event.target.checked })} />
          {t('newDataset.columns.required')}
        </label>
      )}
      {role?.kind === 'metadata' && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={role.visibleForAnnotators}
            onChange={(event) => onEdit(column.name, { visibleForAnnotators: event.target.checked })}
          />
          {t('newDataset.columns.visible')}
        </label>
      )}
    </li>
  );
});
