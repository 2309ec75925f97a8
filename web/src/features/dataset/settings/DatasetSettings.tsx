import type { Dataset } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Guidelines } from '../Guidelines';
import { InfoSection } from './InfoSection';
import { Section } from '../../../components/ui/Section';
import styles from './DatasetSettings.module.css';

export interface DatasetSettingsProps {
  dataset: Dataset;
  workspaceName: string | undefined;
}

/**
 * The settings page of annotators: the dataset alone, its info and guidelines, read-only (the
 * specification: annotators get only the dataset). Admins and owners get `AdminSettings`.
 */
export function DatasetSettings({ dataset, workspaceName }: DatasetSettingsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.sections} data-testid="dataset-settings">
      <InfoSection dataset={dataset} workspaceName={workspaceName} />
      <Section layout="stacked" anchor="guidelines" title={t('dataset.guidelines.heading')} testId="guidelines-section">
        {() => <Guidelines guidelines={dataset.guidelines} />}
      </Section>
    </div>
  );
}
