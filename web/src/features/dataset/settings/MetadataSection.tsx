import type { MetadataProperty } from '@gloss/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMetadataMetrics, useMetadataProperties } from '../queries';
import { metadataValues } from '../settings-summary';
import { Section } from '../../../components/ui/Section';
import { Muted, SettingName, SettingsTable, TypeBadge, type Column } from './SettingsTable';
import styles from './MetadataSection.module.css';
import { numberFormat } from '../../../shared/format/numbers';

function describeRange(min: number | null, max: number | null, t: TFunction, number: Intl.NumberFormat): string {
  if (min !== null && max !== null) return t('dataset.settings.metadata.range', { min: number.format(min), max: number.format(max) });
  if (min !== null) return t('dataset.settings.metadata.from', { min: number.format(min) });
  if (max !== null) return t('dataset.settings.metadata.upTo', { max: number.format(max) });
  return t('dataset.settings.metadata.anyValue');
}

/**
 * The values a property lists or its records hold. The metrics are asked for only where the settings
 * leave something open, and their failure shows what the settings say (the specification: silent).
 */
function MetadataValuesCell({ datasetId, property }: { datasetId: string; property: MetadataProperty }) {
  const { t, i18n } = useTranslation();
  const { settings } = property;
  const open = settings.type === 'terms' ? !settings.values : settings.min === null || settings.max === null;
  const metrics = useMetadataMetrics(datasetId, property.id, open);
  const number = numberFormat(i18n.language);
  const values = metadataValues(settings, metrics.data);
  if (values.kind === 'range') return describeRange(values.min, values.max, t, number);
  if (values.kind === 'any-term') return t('dataset.settings.metadata.anyValue');
  const count = t('dataset.settings.metadata.terms', { count: values.count, formatted: number.format(values.count) });
  return (
    <span className={styles.terms}>
      <span className={styles.sample}>{values.sample.join(', ')}</span>
      {values.count > values.sample.length && <Muted> · {count}</Muted>}
    </span>
  );
}

/** Properties records carry for filtering and sorting, and whether records may carry others. */
export function MetadataSection({ datasetId, allowExtraMetadata }: { datasetId: string; allowExtraMetadata: boolean }) {
  const { t } = useTranslation();
  const properties = useMetadataProperties(datasetId);
  const columns: Column<MetadataProperty>[] = [
    { key: 'name', header: t('dataset.settings.columns.name'), render: (property) => <SettingName>{property.name}</SettingName> },
    { key: 'title', header: t('dataset.settings.columns.title'), render: (property) => property.title },
    {
      key: 'type',
      header: t('dataset.settings.columns.type'),
      compact: true,
      render: (property) => <TypeBadge>{t(`dataset.types.metadata.${property.settings.type}`)}</TypeBadge>,
    },
    { key: 'values', header: t('dataset.settings.columns.values'), render: (property) => <MetadataValuesCell datasetId={datasetId} property={property} /> },
    {
      key: 'visible',
      header: t('dataset.settings.columns.visible'),
      compact: true,
      render: (property) => (property.visible_for_annotators ? t('dataset.settings.yes') : <Muted>{t('dataset.settings.no')}</Muted>),
    },
  ];
  return (
    <Section layout="stacked" anchor="metadata" title={t('dataset.settings.metadata.heading')} description={t('dataset.settings.metadata.description')} testId="metadata-section">
      {(headingId) => (
        <>
          <SettingsTable
            labelledBy={headingId}
            query={properties}
            columns={columns}
            rowKey={(property) => property.id}
            emptyText={t('dataset.settings.metadata.empty')}
            testId="metadata-table"
          />
          <p className={styles.extra} data-testid="extra-metadata">
            {allowExtraMetadata ? t('dataset.settings.metadata.extraAllowed') : t('dataset.settings.metadata.extraNotAllowed')}
          </p>
        </>
      )}
    </Section>
  );
}
