import type { MetadataProperty, VectorSettings } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { useMetadataProperties, useVectorsSettings } from '../../queries';
import { TextControl, SwitchControl } from '../edit/controls';
import { metadataKind, vectorKind, type MetadataDraft } from '../edit/drafts';
import { EditableItem } from '../edit/EditableItem';
import { useSettingsWrites } from '../edit/mutations';
import { useTrackedEdit } from '../edit/useTrackedEdit';
import { TITLE_MAX } from '../edit/validation';
import { MetadataValues } from '../MetadataValues';
import { ListState } from './ListState';
import styles from './tabs.module.css';

export function MetadataTab({ datasetId }: { datasetId: string }) {
  const { t } = useTranslation();
  const properties = useMetadataProperties(datasetId);
  return (
    <ListState query={properties} empty={t('datasetSettingsEdit.metadata.empty')}>
      {(items) => items.map((property) => <MetadataItem key={property.id} datasetId={datasetId} property={property} />)}
    </ListState>
  );
}

function MetadataItem({ datasetId, property }: { datasetId: string; property: MetadataProperty }) {
  const { t } = useTranslation();
  const writes = useSettingsWrites(datasetId);
  const label = t('datasetSettingsEdit.items.metadata', { name: property.name });
  const edit = useTrackedEdit({
    key: `metadata:${property.id}`,
    tab: 'metadata',
    kind: metadataKind,
    original: property,
    save: (body) => writes.metadataProperty(property.id, body),
    refusal: 'metadata',
    label,
  });
  const set = (patch: Partial<MetadataDraft>) => edit.setDraft((current) => ({ ...current, ...patch }));
  return (
    <EditableItem
      heading={<code className={styles.name}>{property.name}</code>}
      badges={<span className={styles.badge}>{t(`dataset.types.metadata.${property.settings.type}`)}</span>}
      edit={edit}
      label={label}
      testId={`settings-metadata-${property.name}`}
    >
      <p className={styles.muted}>
        {t('dataset.settings.columns.values')}: <MetadataValues datasetId={datasetId} property={property} />
      </p>
      <TextControl label={t('datasetSettingsEdit.title')} value={edit.draft.title} onChange={(title) => set({ title })} error={edit.errors.title} max={TITLE_MAX} placeholder={property.name} testId="metadata-title" />
      <SwitchControl label={t('datasetSettingsEdit.metadata.visible')} checked={edit.draft.visibleForAnnotators} onChange={(visibleForAnnotators) => set({ visibleForAnnotators })} testId="metadata-visible" />
    </EditableItem>
  );
}

export function VectorsTab({ datasetId }: { datasetId: string }) {
  const { t } = useTranslation();
  const vectors = useVectorsSettings(datasetId);
  return (
    <ListState query={vectors} empty={t('datasetSettingsEdit.vectors.empty')}>
      {(items) => items.map((vector) => <VectorItem key={vector.id} datasetId={datasetId} vector={vector} />)}
    </ListState>
  );
}

function VectorItem({ datasetId, vector }: { datasetId: string; vector: VectorSettings }) {
  const { t, i18n } = useTranslation();
  const writes = useSettingsWrites(datasetId);
  const label = t('datasetSettingsEdit.items.vector', { name: vector.name });
  const edit = useTrackedEdit({
    key: `vector:${vector.id}`,
    tab: 'vectors',
    kind: vectorKind,
    original: vector,
    save: (body) => writes.vector(vector.id, body),
    refusal: 'vector',
    label,
  });
  return (
    <EditableItem
      heading={<code className={styles.name}>{vector.name}</code>}
      badges={<span className={styles.badge}>{t('datasetSettingsEdit.vectors.dimensions', { count: vector.dimensions, formatParams: { count: { locale: i18n.language } } })}</span>}
      edit={edit}
      label={label}
      testId={`settings-vector-${vector.name}`}
    >
      <TextControl label={t('datasetSettingsEdit.title')} value={edit.draft} onChange={edit.setDraft} error={edit.errors.title} max={TITLE_MAX} placeholder={vector.name} testId="vector-title" />
    </EditableItem>
  );
}
