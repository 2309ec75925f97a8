import type { Field } from '@gloss/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldView } from '../../annotate/fields/FieldView';
import { useFields } from '../../queries';
import { TextControl, SwitchControl } from '../edit/controls';
import { fieldKind, type FieldDraft } from '../edit/drafts';
import { EditableItem } from '../edit/EditableItem';
import { useSettingsWrites } from '../edit/mutations';
import { usePreviewRecord } from '../edit/preview-record';
import { useTrackedEdit } from '../edit/useTrackedEdit';
import { TITLE_MAX } from '../edit/validation';
import { ListState } from './ListState';
import styles from './tabs.module.css';

export function FieldsTab({ datasetId }: { datasetId: string }) {
  const fields = useFields(datasetId);
  return (
    <ListState query={fields}>
      {(items) => items.map((field) => <FieldItem key={field.id} datasetId={datasetId} field={field} />)}
    </ListState>
  );
}

function FieldItem({ datasetId, field }: { datasetId: string; field: Field }) {
  const { t } = useTranslation();
  const writes = useSettingsWrites(datasetId);
  const label = t('datasetSettingsEdit.items.field', { name: field.name });
  const edit = useTrackedEdit({
    key: `field:${field.id}`,
    tab: 'fields',
    kind: fieldKind,
    original: field,
    save: (body) => writes.field(field.id, body),
    refusal: 'field',
    label,
  });
  const set = (patch: Partial<FieldDraft>) => edit.setDraft((current) => ({ ...current, ...patch }));
  const type = field.settings.type;
  return (
    <EditableItem
      heading={<code className={styles.name}>{field.name}</code>}
      badges={
        <>
          <span className={styles.badge}>{t(`dataset.types.field.${type}`)}</span>
          <span className={styles.badge}>{field.required ? t('datasetSettingsEdit.required') : t('datasetSettingsEdit.optional')}</span>
        </>
      }
      edit={edit}
      label={label}
      testId={`settings-field-${field.name}`}
    >
      <TextControl
        label={t('datasetSettingsEdit.title')}
        value={edit.draft.title}
        onChange={(title) => set({ title })}
        error={edit.errors.title}
        max={TITLE_MAX}
        placeholder={field.name}
        hint={edit.draft.title.trim() ? undefined : t('datasetSettingsEdit.titleFallback', { name: field.name })}
        testId="field-title"
      />
      {(type === 'text' || type === 'chat') && (
        <SwitchControl label={t('datasetSettingsEdit.useMarkdown')} checked={edit.draft.useMarkdown} onChange={(useMarkdown) => set({ useMarkdown })} testId="field-markdown" />
      )}
      {type === 'custom' && (
        <div className={styles.split}>
          <TextControl label={t('datasetSettingsEdit.field.template')} value={edit.draft.template} onChange={(template) => set({ template })} multiline code testId="field-template" />
          <TemplatePreview datasetId={datasetId} field={field} template={edit.draft.template} />
        </div>
      )}
    </EditableItem>
  );
}

/** The draft template on the dataset's first record, in the same sandboxed frame the annotation page uses. */
function TemplatePreview({ datasetId, field, template }: { datasetId: string; field: Field; template: string }) {
  const { t } = useTranslation();
  const record = usePreviewRecord(datasetId);
  const previewField = useMemo((): Field => {
    if (field.settings.type !== 'custom') return field;
    return { ...field, settings: { ...field.settings, template: template.trim() ? template : field.settings.template } };
  }, [field, template]);
  const data = record.data;
  return (
    <div className={styles.group} data-testid="field-template-preview">
      <span className={styles.muted}>{data ? t('datasetSettingsEdit.field.preview') : t('datasetSettingsEdit.field.noRecord')}</span>
      <FieldView
        field={previewField}
        value={data?.fields[field.name]}
        recordFields={data?.fields ?? {}}
        record={data ? { id: data.id, external_id: data.external_id, metadata: data.metadata } : undefined}
      />
    </div>
  );
}
