import type { Dataset, QuestionType, SourceColumn, SourcePreview } from '@gloss/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { notify } from '../../../shared/toasts/store';
import { useMyDatasets, useMyWorkspaces } from '../../datasets';
import {
  addQuestion,
  changeQuestionType,
  editQuestion,
  editRole,
  removeQuestion,
  suggestingColumn,
  textFieldColumns,
  withRole,
  type RoleChoice,
} from '../configuration/edits';
import { creationPlan, mappingOf } from '../configuration/plan';
import { suggestConfiguration } from '../configuration/suggest';
import type { Configuration, DatasetDetails, QuestionDraft } from '../configuration/types';
import { hasProblems, problemCount, validateConfiguration, type ConfigurationProblems } from '../configuration/validation';
import { CreationDialog } from '../create/CreationDialog';
import { useCreation } from '../create/useCreation';
import { baseNameOf, repoNameOf, type ImportDestination } from '../paths';
import { LivePreview, scrollToPreview } from '../preview/LivePreview';
import { previewSettingsOf } from '../preview/preview-record';
import type { ImportOrigin } from '../queries';
import { ColumnCard } from './ColumnCard';
import { DetailsSection } from './DetailsSection';
import { QuestionCard } from './QuestionCard';
import { SourceSummary } from './SourceSummary';
import styles from './configure.module.css';

const NEW: ImportDestination = { kind: 'new' };

/** The dataset's name to start from: the file's name, or the Hub dataset's. */
function startingName(preview: SourcePreview): string {
  return preview.source.type === 'file' ? baseNameOf(preview.source.filename) : repoNameOf(preview.source.dataset);
}

/**
 * Until the person first presses Create, what they have not had the chance to do yet is not held against
 * them (a question still to add, a workspace to pick); what they typed is checked as they type.
 */
function shownProblems(problems: ConfigurationProblems, attempted: boolean): ConfigurationProblems {
  if (attempted) return problems;
  const { workspace: _workspace, name, ...details } = problems.details;
  return { ...problems, details: name && name !== 'required' ? { ...details, name } : details, general: [] };
}

/**
 * The configuration page of a new dataset: the source's columns and what each becomes, the questions,
 * the dataset's name, workspace, guidelines and distribution, with the live preview beside them; then
 * "Create", which makes it all and starts the import.
 */
export function DatasetConfigurator({ preview, origin }: { preview: SourcePreview; origin: ImportOrigin }) {
  const { t, i18n } = useTranslation();
  const columns = preview.columns;
  const workspaces = useMyWorkspaces();
  const datasets = useMyDatasets();
  const suggestion = useMemo(() => suggestConfiguration(columns, preview.total_rows ?? preview.rows.length), [columns, preview.total_rows, preview.rows.length]);
  const [configuration, setConfiguration] = useState<Configuration>(() => ({
    roles: suggestion.roles,
    questions: suggestion.questions,
    details: { name: startingName(preview), workspaceId: '', guidelines: '', minSubmitted: '1' },
  }));
  const [attempted, setAttempted] = useState(false);
  const [nameRefusal, setNameRefusal] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  const sortedWorkspaces = useMemo(
    () => [...(workspaces.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [workspaces.data, i18n.language],
  );
  // The first workspace until the person picks one, once the list is in.
  const workspaceId = configuration.details.workspaceId || sortedWorkspaces[0]?.id || '';
  const effective = useMemo(() => ({ ...configuration, details: { ...configuration.details, workspaceId } }), [configuration, workspaceId]);
  const takenNames = useMemo(
    () => new Set((datasets.data ?? []).filter((dataset) => dataset.workspace_id === workspaceId).map((dataset) => dataset.name)),
    [datasets.data, workspaceId],
  );
  const problems = useMemo(() => validateConfiguration(effective, { columns, takenDatasetNames: takenNames }), [effective, columns, takenNames]);
  const shown = shownProblems(problems, attempted);
  const settings = useMemo(() => previewSettingsOf(effective, columns), [effective, columns]);
  const mapping = useMemo(() => mappingOf(effective, columns), [effective, columns]);
  const textColumns = useMemo(() => textFieldColumns(effective, columns), [effective, columns]);

  const creation = useCreation(
    origin,
    (message) => {
      setNameRefusal(message);
      document.querySelector<HTMLInputElement>('input[name="dataset-name"]')?.focus();
    },
    (dataset: Dataset) => notify({ message: t('newDataset.creation.deleted', { name: dataset.name }), type: 'success' }),
  );

  const onChoose = useCallback((column: SourceColumn, choice: RoleChoice) => setConfiguration((current) => withRole(current, column, choice)), []);
  const onEditRole = useCallback((column: string, changes: Partial<Record<string, unknown>>) => setConfiguration((current) => editRole(current, column, changes)), []);
  const onEditQuestion = useCallback((key: string, changes: Partial<QuestionDraft>) => setConfiguration((current) => editQuestion(current, key, changes)), []);
  const onType = useCallback(
    (key: string, type: QuestionType) => setConfiguration((current) => changeQuestionType(current, key, type, columns)),
    [columns],
  );
  const onRemove = useCallback((key: string) => setConfiguration((current) => removeQuestion(current, key)), []);
  const onDetails = (changes: Partial<DatasetDetails>) => {
    if (changes.name !== undefined || changes.workspaceId !== undefined) setNameRefusal(null);
    setConfiguration((current) => ({ ...current, details: { ...current.details, ...changes } }));
  };

  const create = () => {
    setAttempted(true);
    if (hasProblems(problems) || creation.state.phase !== 'idle') {
      summary.current?.scrollIntoView({ block: 'nearest' });
      return;
    }
    creation.start(creationPlan(effective, columns));
  };

  const count = problemCount(problems);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <SourceSummary preview={preview} destination={NEW} />
        <Button size="small" className={styles.toPreview} onClick={scrollToPreview}>
          {t('newDataset.preview.jump')}
        </Button>
        <section className={styles.section} aria-labelledby="columns-heading">
          <h2 id="columns-heading" className={styles.sectionHeading}>
            {t('newDataset.columns.heading')}
          </h2>
          <p className={styles.help}>{t('newDataset.columns.help')}</p>
          {suggestion.notes.map((note) => (
            <p key={note} className={styles.note} data-testid="suggestion-note">
              {t(`newDataset.columns.notes.${note}`, { name: suggestion.questions[0]?.name ?? '' })}
            </p>
          ))}
          <ul className={styles.cards}>
            {columns.map((column) => (
              <ColumnCard
                key={column.name}
                column={column}
                role={configuration.roles[column.name]}
                rows={preview.rows}
                questions={configuration.questions}
                problems={shown.columns[column.name]}
                onChoose={onChoose}
                onEdit={onEditRole}
              />
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="questions-heading">
          <h2 id="questions-heading" className={styles.sectionHeading}>
            {t('newDataset.questions.heading')}
          </h2>
          <p className={styles.help}>{t('newDataset.questions.help')}</p>
          {configuration.questions.length > 0 && (
            <ul className={styles.cards}>
              {configuration.questions.map((question, index) => (
                <QuestionCard
                  key={question.key}
                  question={question}
                  number={index + 1}
                  problems={shown.questions[question.key]}
                  textColumns={textColumns}
                  suggestedBy={suggestingColumn(configuration, question.key)}
                  onEdit={onEditQuestion}
                  onType={onType}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          )}
          <div>
            <Button onClick={() => setConfiguration((current) => addQuestion(current))}>{t('newDataset.questions.add')}</Button>
          </div>
        </section>
        <DetailsSection
          details={effective.details}
          workspaces={sortedWorkspaces}
          problems={shown.details}
          nameRefusal={nameRefusal}
          onChange={onDetails}
        />
        <div className={styles.createBar} ref={summary}>
          {attempted && count > 0 && (
            <div className={styles.problems} role="alert" data-testid="configuration-problems">
              <p>{t('newDataset.create.problems', { count })}</p>
              {problems.general.length > 0 && (
                <ul>
                  {problems.general.map((problem) => (
                    <li key={problem}>{t(`newDataset.problems.general.${problem}`)}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <Button variant="primary" size="large" onClick={create} disabled={creation.state.phase !== 'idle'}>
            {t('newDataset.create.button')}
          </Button>
        </div>
      </div>
      <div className={styles.side}>
        <LivePreview rows={preview.rows} columns={columns} mapping={mapping} settings={settings} />
      </div>
      <CreationDialog creation={creation} />
    </div>
  );
}
