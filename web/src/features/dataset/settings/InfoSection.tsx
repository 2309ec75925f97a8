import type { Dataset } from '@gloss/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workspaceDatasetsPath } from '../../../shared/routing/paths';
import { DetailsList } from '../../../components/ui/DetailsList';
import { Section } from '../../../components/ui/Section';

export interface InfoSectionProps {
  dataset: Dataset;
  workspaceName: string | undefined;
}

/** What an annotator reads of the dataset itself: its name and its workspace. */
export function InfoSection({ dataset, workspaceName }: InfoSectionProps) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'name', label: t('dataset.settings.info.name'), value: dataset.name },
    {
      key: 'workspace',
      label: t('dataset.settings.info.workspace'),
      value: workspaceName ? <Link to={workspaceDatasetsPath(workspaceName)}>{workspaceName}</Link> : '…',
    },
  ];
  return (
    <Section layout="stacked" anchor="info" title={t('dataset.settings.info.heading')} testId="info-section">
      <DetailsList details={rows.map((row) => ({ ...row, testId: `info-${row.key}` }))} />
    </Section>
  );
}
