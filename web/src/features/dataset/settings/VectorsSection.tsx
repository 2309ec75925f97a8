import type { VectorSettings } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { useVectorsSettings } from '../queries';
import { Section } from '../../../components/ui/Section';
import { SettingName, SettingsTable, type Column } from './SettingsTable';
import { numberFormat } from '../../../shared/format/numbers';

/** The embeddings records may carry, which similarity search compares. */
export function VectorsSection({ datasetId }: { datasetId: string }) {
  const { t, i18n } = useTranslation();
  const vectors = useVectorsSettings(datasetId);
  const number = numberFormat(i18n.language);
  const columns: Column<VectorSettings>[] = [
    { key: 'name', header: t('dataset.settings.columns.name'), render: (vector) => <SettingName>{vector.name}</SettingName> },
    { key: 'title', header: t('dataset.settings.columns.title'), render: (vector) => vector.title },
    { key: 'dimensions', header: t('dataset.settings.columns.dimensions'), compact: true, render: (vector) => number.format(vector.dimensions) },
  ];
  return (
    <Section layout="stacked" anchor="vectors" title={t('dataset.settings.vectors.heading')} description={t('dataset.settings.vectors.description')} testId="vectors-section">
      {(headingId) => (
        <SettingsTable
          labelledBy={headingId}
          query={vectors}
          columns={columns}
          rowKey={(vector) => vector.id}
          emptyText={t('dataset.settings.vectors.empty')}
          testId="vectors-table"
        />
      )}
    </Section>
  );
}
