import type { Dataset } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Guidelines } from '../Guidelines';
import { DistributionSection } from './DistributionSection';
import { FieldsSection } from './FieldsSection';
import { InfoSection } from './InfoSection';
import { MetadataSection } from './MetadataSection';
import { QuestionsSection } from './QuestionsSection';
import { SectionNav } from './SectionNav';
import { Section } from '../../../components/ui/Section';
import { VectorsSection } from './VectorsSection';
import styles from './DatasetSettings.module.css';

export interface DatasetSettingsProps {
  dataset: Dataset;
  workspaceName: string | undefined;
  canManage: boolean;
}

/**
 * A dataset's settings, read-only for now. Annotators get the dataset alone (its info and
 * guidelines, as the specification says); admins and owners also see the distribution, fields,
 * questions, metadata and vectors.
 * The order of the sections here is the order of `SETTINGS_SECTIONS`, which the section list shows.
 */
export function DatasetSettings({ dataset, workspaceName, canManage }: DatasetSettingsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} data-testid="dataset-settings">
      <div className={styles.sections}>
        <InfoSection dataset={dataset} workspaceName={workspaceName} detailed={canManage} />
        <Section layout="stacked" anchor="guidelines" title={t('dataset.guidelines.heading')} testId="guidelines-section">
          {() => <Guidelines guidelines={dataset.guidelines} />}
        </Section>
        {canManage && <DistributionSection distribution={dataset.distribution} />}
        {canManage && <FieldsSection datasetId={dataset.id} />}
        {canManage && <QuestionsSection datasetId={dataset.id} />}
        {canManage && <MetadataSection datasetId={dataset.id} allowExtraMetadata={dataset.allow_extra_metadata} />}
        {canManage && <VectorsSection datasetId={dataset.id} />}
      </div>
      <SectionNav canManage={canManage} />
    </div>
  );
}
