import type { Dataset } from '@gloss/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/ui/CopyButton';
import { workspaceDatasetsPath } from '../../../shared/routing/paths';
import { formatServerTimestamp } from '../../../shared/format/timestamps';
import { DetailsList } from '../../../components/ui/DetailsList';
import { Section } from '../../../components/ui/Section';
import styles from './InfoSection.module.css';

export interface InfoSectionProps {
  dataset: Dataset;
  workspaceName: string | undefined;
  /** Admins also see the id SDK scripts use, the status and the dates. */
  detailed: boolean;
}

export function InfoSection({ dataset, workspaceName, detailed }: InfoSectionProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatServerTimestamp(value, i18n.language);
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'name', label: t('dataset.settings.info.name'), value: dataset.name },
    {
      key: 'workspace',
      label: t('dataset.settings.info.workspace'),
      value: workspaceName ? <Link to={workspaceDatasetsPath(workspaceName)}>{workspaceName}</Link> : '…',
    },
  ];
  if (detailed) {
    rows.push(
      {
        key: 'id',
        label: t('dataset.settings.info.id'),
        value: (
          <span className={styles.id}>
            <code>{dataset.id}</code>
            <CopyButton size="small" variant="ghost" text={dataset.id} label={t('dataset.settings.info.copyId')} />
          </span>
        ),
      },
      { key: 'status', label: t('dataset.settings.info.status'), value: t(`dataset.settings.info.statuses.${dataset.status}`) },
      { key: 'created', label: t('dataset.settings.info.created'), value: date(dataset.inserted_at) },
      { key: 'updated', label: t('dataset.settings.info.updated'), value: date(dataset.updated_at) },
      { key: 'activity', label: t('dataset.settings.info.lastActivity'), value: date(dataset.last_activity_at) },
    );
  }
  return (
    <Section layout="stacked" anchor="info" title={t('dataset.settings.info.heading')} testId="info-section">
      <DetailsList details={rows.map((row) => ({ ...row, testId: `info-${row.key}` }))} />
    </Section>
  );
}
