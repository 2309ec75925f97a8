import type { MetadataProperty } from '@gloss/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/format/numbers';
import { useMetadataMetrics } from '../queries';
import { metadataValues } from '../settings-summary';
import styles from './MetadataValues.module.css';

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
export function MetadataValues({ datasetId, property }: { datasetId: string; property: MetadataProperty }) {
  const { t, i18n } = useTranslation();
  const { settings } = property;
  const open = settings.type === 'terms' ? !settings.values : settings.min === null || settings.max === null;
  const metrics = useMetadataMetrics(datasetId, property.id, open);
  const number = numberFormat(i18n.language);
  const values = metadataValues(settings, metrics.data);
  if (values.kind === 'range') return <span data-testid="metadata-values">{describeRange(values.min, values.max, t, number)}</span>;
  if (values.kind === 'any-term') return <span data-testid="metadata-values">{t('dataset.settings.metadata.anyValue')}</span>;
  const count = t('dataset.settings.metadata.terms', { count: values.count, formatted: number.format(values.count) });
  return (
    <span className={styles.terms} data-testid="metadata-values">
      <span className={styles.sample}>{values.sample.join(', ')}</span>
      {values.count > values.sample.length && <span className={styles.muted}> · {count}</span>}
    </span>
  );
}
