import type { Dataset } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../../components/ui/CopyButton';
import { formatServerTimestamp } from '../../../../shared/format/timestamps';
import { annotationPath, workspaceDatasetsPath } from '../../../../shared/routing/paths';
import { Guidelines } from '../../Guidelines';
import { TextControl, SwitchControl } from '../edit/controls';
import { distributionKind, extraMetadataKind, guidelinesKind } from '../edit/drafts';
import { EditableItem } from '../edit/EditableItem';
import { useSettingsWrites } from '../edit/mutations';
import { useTrackedEdit } from '../edit/useTrackedEdit';
import styles from './tabs.module.css';

export interface GeneralTabProps {
  dataset: Dataset;
  workspaceName: string | undefined;
}

/** The dataset's info, then its three own settings, each saved on its own. */
export function GeneralTab({ dataset, workspaceName }: GeneralTabProps) {
  return (
    <>
      <DatasetInfo dataset={dataset} workspaceName={workspaceName} />
      <DistributionItem dataset={dataset} />
      <GuidelinesItem dataset={dataset} />
      <ExtraMetadataItem dataset={dataset} />
    </>
  );
}

function DatasetInfo({ dataset, workspaceName }: GeneralTabProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatServerTimestamp(value, i18n.language);
  const link = `${window.location.origin}${annotationPath(dataset.id)}`;
  return (
    <section className={styles.group} aria-labelledby="settings-info-heading" data-testid="settings-info">
      <h2 id="settings-info-heading" className={styles.groupHeading}>
        {t('datasetSettingsEdit.info.heading')}
      </h2>
      <dl className={styles.info}>
        <dt>{t('dataset.settings.info.name')}</dt>
        <dd>
          <strong>{dataset.name}</strong>
          <CopyButton size="small" variant="ghost" text={link} label={t('datasetSettingsEdit.info.copyLink')} />
        </dd>
        <dt>{t('dataset.settings.info.workspace')}</dt>
        <dd>{workspaceName ? <Link to={workspaceDatasetsPath(workspaceName)}>{workspaceName}</Link> : '…'}</dd>
        <dt>{t('dataset.settings.info.id')}</dt>
        <dd>
          <code>{dataset.id}</code>
        </dd>
        <dt>{t('dataset.settings.info.created')}</dt>
        <dd>{date(dataset.inserted_at)}</dd>
        <dt>{t('dataset.settings.info.updated')}</dt>
        <dd data-testid="settings-updated">{date(dataset.updated_at)}</dd>
      </dl>
    </section>
  );
}

function DistributionItem({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation();
  const writes = useSettingsWrites(dataset.id);
  const label = t('datasetSettingsEdit.distribution.heading');
  const edit = useTrackedEdit({ key: 'distribution', tab: 'general', kind: distributionKind, original: dataset, save: writes.dataset, refusal: 'dataset', label });
  return (
    <EditableItem heading={label} edit={edit} label={label} testId="settings-distribution">
      <div className={styles.narrow}>
        <TextControl
          label={t('datasetSettingsEdit.distribution.label')}
          value={edit.draft}
          onChange={edit.setDraft}
          error={edit.errors.minSubmitted}
          inputMode="numeric"
          testId="min-submitted"
        />
      </div>
      <p className={styles.muted}>{t('datasetSettingsEdit.distribution.help')}</p>
    </EditableItem>
  );
}

function GuidelinesItem({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation();
  const writes = useSettingsWrites(dataset.id);
  const label = t('datasetSettingsEdit.guidelines.heading');
  const edit = useTrackedEdit({ key: 'guidelines', tab: 'general', kind: guidelinesKind, original: dataset, save: writes.dataset, refusal: 'dataset', label });
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <EditableItem heading={label} edit={edit} label={label} testId="settings-guidelines">
      <div className={styles.writeTabs} role="tablist" aria-label={label}>
        {(['write', 'preview'] as const).map((each) => (
          <button key={each} type="button" role="tab" aria-selected={mode === each} className={styles.writeTab} onClick={() => setMode(each)}>
            {t(`datasetSettingsEdit.guidelines.${each}`)}
          </button>
        ))}
      </div>
      {mode === 'write' ? (
        <TextControl label={t('datasetSettingsEdit.guidelines.label')} value={edit.draft} onChange={edit.setDraft} error={edit.errors.guidelines} multiline tall testId="guidelines-input" />
      ) : (
        <div className={styles.preview} role="tabpanel" data-testid="guidelines-preview">
          {edit.draft.trim() ? <Guidelines guidelines={edit.draft} /> : <p className={styles.muted}>{t('datasetSettingsEdit.guidelines.empty')}</p>}
        </div>
      )}
    </EditableItem>
  );
}

function ExtraMetadataItem({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation();
  const writes = useSettingsWrites(dataset.id);
  const label = t('datasetSettingsEdit.extraMetadata.heading');
  const edit = useTrackedEdit({ key: 'extra-metadata', tab: 'general', kind: extraMetadataKind, original: dataset, save: writes.dataset, refusal: 'dataset', label });
  return (
    <EditableItem heading={label} edit={edit} label={label} testId="settings-extra-metadata">
      <SwitchControl label={t('datasetSettingsEdit.extraMetadata.label')} checked={edit.draft} onChange={edit.setDraft} hint={t('datasetSettingsEdit.extraMetadata.help')} testId="allow-extra-metadata" />
    </EditableItem>
  );
}
