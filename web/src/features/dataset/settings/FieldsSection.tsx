import type { Field } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { useFields } from '../queries';
import { Section } from '../../../components/ui/Section';
import { SettingName, SettingsTable, TypeBadge, type Column } from './SettingsTable';
import { RequiredTag } from './RequiredTag';

/** What annotators read in each record. Admins also see the names code refers to, and which are required. */
export function FieldsSection({ datasetId, detailed }: { datasetId: string; detailed: boolean }) {
  const { t } = useTranslation();
  const fields = useFields(datasetId);
  const columns: Column<Field>[] = [
    ...(detailed ? [{ key: 'name', header: t('dataset.settings.columns.name'), render: (field: Field) => <SettingName>{field.name}</SettingName> }] : []),
    { key: 'title', header: t('dataset.settings.columns.title'), render: (field) => field.title },
    { key: 'type', header: t('dataset.settings.columns.type'), compact: true, render: (field) => <TypeBadge>{t(`dataset.types.field.${field.settings.type}`)}</TypeBadge> },
    ...(detailed
      ? [{ key: 'required', header: t('dataset.settings.columns.required'), compact: true, render: (field: Field) => <RequiredTag required={field.required} /> }]
      : []),
  ];
  return (
    <Section layout="stacked" anchor="fields" title={t('dataset.settings.fields.heading')} description={t('dataset.settings.fields.description')} testId="fields-section">
      {(headingId) => (
        <SettingsTable labelledBy={headingId} query={fields} columns={columns} rowKey={(field) => field.id} emptyText={t('dataset.settings.fields.empty')} testId="fields-table" />
      )}
    </Section>
  );
}
