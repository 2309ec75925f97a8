import type { Dataset, SourceColumn, SourcePreview } from '@gloss/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { RefusalNote } from '../../../components/ui/RefusalNote';
import { NetworkError } from '../../../shared/api/errors';
import { datasetKeys } from '../../datasets';
import { FirstValues } from '../configure/FirstValues';
import { SourceSummary } from '../configure/SourceSummary';
import { jobPath } from '../paths';
import { LivePreview, scrollToPreview } from '../preview/LivePreview';
import { startImport, type ImportOrigin } from '../queries';
import {
  defaultTargets,
  hasMappingProblems,
  importMappingOf,
  mappingProblems,
  targetFromValue,
  targetValue,
  type DatasetSettingsLists,
  type MappingTarget,
} from './mapping';
import fieldStyles from '../../../components/ui/TextField.module.css';
import styles from '../configure/configure.module.css';

export interface RecordsMapperProps {
  preview: SourcePreview;
  origin: ImportOrigin;
  dataset: Dataset;
  settings: DatasetSettingsLists;
}

/**
 * Adding records to an existing dataset: each source column goes to one of its fields, metadata
 * properties, vectors or questions (as suggestions), or is its records' external id; the preview draws
 * the dataset's own settings. "Start the import" starts the job and opens its page.
 */
export function RecordsMapper({ preview, origin, dataset, settings }: RecordsMapperProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const columns = preview.columns;
  const [targets, setTargets] = useState(() => defaultTargets(columns, settings));
  const problems = useMemo(() => mappingProblems(targets, columns, settings), [targets, columns, settings]);
  const mapping = useMemo(() => importMappingOf(targets, columns), [targets, columns]);
  const previewSettings = useMemo(
    () => ({ fields: settings.fields, questions: settings.questions, metadataProperties: settings.metadataProperties }),
    [settings.fields, settings.questions, settings.metadataProperties],
  );
  const start = useMutation({
    mutationFn: () => startImport(dataset.id, origin, mapping),
    onSuccess: (job) => {
      void queryClient.invalidateQueries({ queryKey: datasetKeys.all });
      void navigate(jobPath(job.id));
    },
  });
  const onChange = useCallback((column: string, target: MappingTarget) => setTargets((current) => ({ ...current, [column]: target })), []);
  const blocked = hasMappingProblems(problems);
  const refusal = start.error ? (start.error instanceof NetworkError ? t('newDataset.creation.unreachable') : start.error.message) : null;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <SourceSummary preview={preview} destination={{ kind: 'existing', datasetId: dataset.id }} />
        <Button size="small" className={styles.toPreview} onClick={scrollToPreview}>
          {t('newDataset.preview.jump')}
        </Button>
        <section className={styles.section} aria-labelledby="mapping-heading">
          <h2 id="mapping-heading" className={styles.sectionHeading}>
            {t('newDataset.columns.heading')}
          </h2>
          <p className={styles.help}>{t('newDataset.mapping.help', { name: dataset.name })}</p>
          <p className={styles.note}>{t('newDataset.mapping.updates')}</p>
          <ul className={styles.cards}>
            {columns.map((column) => (
              <MappingCard
                key={column.name}
                column={column}
                target={targets[column.name] ?? { kind: 'ignored' }}
                taken={problems.columns[column.name] === 'taken'}
                rows={preview.rows}
                settings={settings}
                onChange={onChange}
              />
            ))}
          </ul>
        </section>
        <div className={styles.createBar}>
          {blocked && (
            <div className={styles.problems} role="alert" data-testid="mapping-problems">
              <ul>
                {problems.noField && <li>{t('newDataset.mapping.noField')}</li>}
                {problems.requiredFields.length > 0 && (
                  <li>{t('newDataset.mapping.requiredFields', { names: problems.requiredFields.join(', '), count: problems.requiredFields.length })}</li>
                )}
                {Object.keys(problems.columns).length > 0 && <li>{t('newDataset.mapping.takenSummary')}</li>}
              </ul>
            </div>
          )}
          {refusal && <RefusalNote>{t('newDataset.mapping.failed', { reason: refusal })}</RefusalNote>}
          <Button variant="primary" size="large" onClick={() => start.mutate()} disabled={blocked || start.isPending}>
            {start.isPending ? t('newDataset.mapping.starting') : t('newDataset.mapping.start')}
          </Button>
        </div>
      </div>
      <div className={styles.side}>
        <LivePreview rows={preview.rows} columns={columns} mapping={mapping} settings={previewSettings} />
      </div>
    </div>
  );
}

interface MappingCardProps {
  column: SourceColumn;
  target: MappingTarget;
  taken: boolean;
  rows: readonly Record<string, unknown>[];
  settings: DatasetSettingsLists;
  onChange: (column: string, target: MappingTarget) => void;
}

const MappingCard = memo(function MappingCard({ column, target, taken, rows, settings, onChange }: MappingCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const selectId = useId();
  const kind =
    column.kind === 'vector' && column.dimensions !== null
      ? t('newDataset.columns.kinds.vectorOf', { count: column.dimensions })
      : t(`newDataset.columns.kinds.${column.kind}`);
  const named = (title: string, name: string) => (title && title !== name ? `${title} (${name})` : name);
  return (
    <li className={styles.columnCard} role="group" aria-labelledby={headingId} data-testid="mapping-card" data-column={column.name}>
      <div className={styles.columnHead}>
        <h3 id={headingId} className={styles.columnName} title={column.name}>
          {column.name}
        </h3>
        <span className={styles.kind}>{kind}</span>
      </div>
      <FirstValues column={column} rows={rows} />
      <div className={`${fieldStyles.field} ${styles.mappingControls}`}>
        <label htmlFor={selectId} className={fieldStyles.label}>
          {t('newDataset.mapping.goesTo')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={targetValue(target)}
          onChange={(event) => onChange(column.name, targetFromValue(event.target.value))}
          aria-invalid={taken ? true : undefined}
        >
          {settings.fields.length > 0 && (
            <optgroup label={t('newDataset.mapping.groups.fields')}>
              {settings.fields.map((field) => (
                <option key={field.id} value={targetValue({ kind: 'field', name: field.name })}>
                  {named(field.title, field.name)}
                </option>
              ))}
            </optgroup>
          )}
          {settings.metadataProperties.length > 0 && (
            <optgroup label={t('newDataset.mapping.groups.metadata')}>
              {settings.metadataProperties.map((property) => (
                <option key={property.id} value={targetValue({ kind: 'metadata', name: property.name })}>
                  {named(property.title, property.name)}
                </option>
              ))}
            </optgroup>
          )}
          {settings.vectors.length > 0 && (
            <optgroup label={t('newDataset.mapping.groups.vectors')}>
              {settings.vectors.map((vector) => (
                <option key={vector.id} value={targetValue({ kind: 'vector', name: vector.name })}>
                  {named(vector.title, vector.name)}
                </option>
              ))}
            </optgroup>
          )}
          {settings.questions.length > 0 && (
            <optgroup label={t('newDataset.mapping.groups.suggestions')}>
              {settings.questions.map((question) => (
                <option key={question.id} value={targetValue({ kind: 'suggestions', name: question.name })}>
                  {named(question.title, question.name)}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label={t('newDataset.columns.groups.other')}>
            <option value="external_id">{t('newDataset.columns.roles.external_id')}</option>
            <option value="ignored">{t('newDataset.columns.roles.ignored')}</option>
          </optgroup>
        </select>
        {taken && <p className={fieldStyles.error}>{t('newDataset.mapping.taken')}</p>}
      </div>
    </li>
  );
});
