import type { MetadataProperty } from '@gloss/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMetadataProperties } from '../queries';
import { metadataValues } from '../settings-summary';
import { Section } from '../../../components/ui/Section';
import { Muted, SettingName, SettingsTable, TypeBadge, type Column } from './SettingsTable';
import styles from './MetadataSection.module.css';
import { numberFormat } from '../../../shared/format/numbers';

function describeValues(property: MetadataProperty, t: TFunction, number: Intl.NumberFormat): string {
  const values = metadataValues(property.settings);
  if (values.kind === 'terms') return t('dataset.settings.metadata.terms', { count: values.count, formatted: number.format(values.count) });
  if (values.kind === 'any-term') return t('dataset.settings.metadata.anyValue');
  const { min, max } = values;
  if (min !== null && max !== null) return t('dataset.settings.metadata.range', { min: number.format(min), max: number.format(max) });
  if (min !== null) return t('dataset.settings.metadata.from', { min: number.format(min) });
  if (max !== null) return t('dataset.settings.metadata.upTo', { max: number.format(max) });
  return t('dataset.settings.metadata.anyValue');
}

/** Properties records carry for filtering and sorting, and whether records may carry others. */
export function MetadataSection({ datasetId, allowExtraMetadata }: { datasetId: string; allowExtraMetadata: boolean }) {
  const { t, i18n } = useTranslation();
  const properties = useMetadataProperties(datasetId);
  const number = numberFormat(i18n.language);
  const columns: Column<MetadataProperty>[] = [
    { key: 'name', header: t('dataset.settings.columns.name'), render: (property) => <SettingName>{property.name}</SettingName> },
    { key: 'title', header: t('dataset.settings.columns.title'), render: (property) => property.title },
    {
      key: 'type',
      header: t('dataset.settings.columns.type'),
      compact: true,
      render: (property) => <TypeBadge>{t(`dataset.types.metadata.${property.settings.type}`)}</TypeBadge>,
    },
    { key: 'values', header: t('dataset.settings.columns.values'), compact: true, render: (property) => describeValues(property, t, number) },
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
