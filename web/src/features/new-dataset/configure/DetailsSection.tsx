import type { Workspace } from '@gloss/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import type { DatasetDetails } from '../configuration/types';
import type { DetailsProblems } from '../configuration/validation';
import fieldStyles from '../../../components/ui/TextField.module.css';
import styles from './configure.module.css';

export interface DetailsSectionProps {
  details: DatasetDetails;
  workspaces: readonly Workspace[];
  problems: DetailsProblems;
  /** The server's own refusal of the name (another dataset took it meanwhile), shown under it. */
  nameRefusal: string | null;
  onChange: (changes: Partial<DatasetDetails>) => void;
}

/** The dataset's name, workspace, guidelines and how many submitted responses complete a record. */
export function DetailsSection({ details, workspaces, problems, nameRefusal, onChange }: DetailsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const workspaceId = useId();
  const guidelinesId = useId();
  const nameError = nameRefusal ?? (problems.name ? t(`newDataset.problems.details.name.${problems.name}`) : null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('newDataset.details.heading')}
      </h2>
      <div className={styles.detailsGrid}>
        <TextField
          label={t('newDataset.details.name')}
          value={details.name}
          onChange={(event) => onChange({ name: event.target.value })}
          error={nameError}
          autoComplete="off"
          name="dataset-name"
          className={styles.detailsField}
        />
        <div className={`${fieldStyles.field} ${styles.detailsField}`}>
          <label htmlFor={workspaceId} className={fieldStyles.label}>
            {t('newDataset.details.workspace')}
          </label>
          <select
            id={workspaceId}
            className={styles.select}
            value={details.workspaceId}
            onChange={(event) => onChange({ workspaceId: event.target.value })}
            aria-invalid={problems.workspace ? true : undefined}
            disabled={workspaces.length === 0}
          >
            {workspaces.length === 0 && <option value="">{t('newDataset.details.noWorkspace')}</option>}
            {workspaces.map((workspace) => (
              <option key={workspace.id} value={workspace.id}>
                {workspace.name}
              </option>
            ))}
          </select>
          {problems.workspace && <p className={fieldStyles.error}>{t('newDataset.problems.details.workspace')}</p>}
        </div>
        <TextField
          label={t('newDataset.details.minSubmitted')}
          hint={t('newDataset.details.minSubmittedHint')}
          error={problems.minSubmitted ? t('newDataset.problems.details.minSubmitted') : null}
          value={details.minSubmitted}
          onChange={(event) => onChange({ minSubmitted: event.target.value })}
          inputMode="numeric"
          className={`${styles.numberInput} ${styles.detailsField}`}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={guidelinesId} className={fieldStyles.label}>
          {t('newDataset.details.guidelines')}
        </label>
        <textarea
          id={guidelinesId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={4}
          value={details.guidelines}
          onChange={(event) => onChange({ guidelines: event.target.value })}
          aria-invalid={problems.guidelines ? true : undefined}
          aria-describedby={`${guidelinesId}-note`}
        />
        <p id={`${guidelinesId}-note`} className={problems.guidelines ? fieldStyles.error : fieldStyles.hint}>
          {problems.guidelines ? t('newDataset.problems.details.guidelines') : t('newDataset.details.guidelinesHint')}
        </p>
      </div>
    </section>
  );
}
