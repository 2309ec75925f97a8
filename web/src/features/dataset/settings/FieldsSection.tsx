import type { Field } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { useFields } from '../queries';
import { Section } from '../../../components/ui/Section';
import { SettingName, SettingsTable, TypeBadge, type Column } from './SettingsTable';
import { RequiredTag } from './RequiredTag';

/** What annotators read in each record: names code refers to, titles, types and which are required. */
export function FieldsSection({ datasetId }: { datasetId: string }) {
  const { t } = useTranslation();
  const fields = useFields(datasetId);
  const columns: Column<Field>[] = [
    { key: 'name', header: t('dataset.settings.columns.name'), render: (field) => <SettingName>{field.name}</SettingName> },
    { key: 'title', header: t('dataset.settings.columns.title'), render: (field) => field.title },
    { key: 'type', header: t('dataset.settings.columns.type'), compact: true, render: (field) => <TypeBadge>{t(`dataset.types.field.${field.settings.type}`)}</TypeBadge> },
    { key: 'required', header: t('dataset.settings.columns.required'), compact: true, render: (field) => <RequiredTag required={field.required} /> },
  ];
  return (
    <Section layout="stacked" anchor="fields" title={t('dataset.settings.fields.heading')} description={t('dataset.settings.fields.description')} testId="fields-section">
      {(headingId) => (
        <SettingsTable labelledBy={headingId} query={fields} columns={columns} rowKey={(field) => field.id} emptyText={t('dataset.settings.fields.empty')} testId="fields-table" />
      )}
    </Section>
  );
}
