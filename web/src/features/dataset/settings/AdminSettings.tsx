import type { Dataset } from '@gloss/contract';
import { useCallback, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { readableQueryString } from '../../../shared/routing/query-string';
import { useSearchAhead } from '../../../shared/routing/useSearchAhead';
import { notify } from '../../../shared/toasts/store';
import { useMetadataProperties, useVectorsSettings } from '../queries';
import { AssignmentTab } from './assignment/AssignmentTab';
import { DangerZone } from './danger/DangerZone';
import { EditRegistry, isSettingsTab, SETTINGS_TABS, type SettingsTab } from './edit/registry';
import { EditRegistryContext, useEditSummary } from './edit/useTrackedEdit';
import { useLeaveGuard } from './edit/useLeaveGuard';
import { FieldsTab } from './tabs/FieldsTab';
import { GeneralTab } from './tabs/GeneralTab';
import { MetadataTab, VectorsTab } from './tabs/MetadataTab';
import { QuestionsTab } from './tabs/QuestionsTab';
import tabStyles from './tabs/tabs.module.css';
import styles from './AdminSettings.module.css';
import { KEEP_CLEAR_OF_TOASTS } from '../../../shared/toasts/useToastPlacement';

export interface AdminSettingsProps {
  dataset: Dataset;
  workspaceName: string | undefined;
}

/**
 * The settings page of admins and owners: tabs (the active one in `?tab=`), each item's own Cancel and
 * Update, one bar counting unsaved items with "Save all", and a guard against leaving them. Every tab
 * stays mounted while hidden, so switching tabs keeps what was typed.
 */
export function AdminSettings({ dataset, workspaceName }: AdminSettingsProps) {
  const { t } = useTranslation();
  const [registry] = useState(() => new EditRegistry());
  const summary = useEditSummary(registry);
  const metadata = useMetadataProperties(dataset.id);
  const vectors = useVectorsSettings(dataset.id);
  const tabs = SETTINGS_TABS.filter(
    (tab) => (tab !== 'metadata' || (metadata.data?.length ?? 0) > 0) && (tab !== 'vectors' || (vectors.data?.length ?? 0) > 0),
  );
  // The tab shows at once, ahead of the URL: a second arrow key pressed before the router caught up
  // must move on from the tab just chosen, not from the one the URL still names.
  const { search, go } = useSearchAhead();
  const asked = new URLSearchParams(search).get('tab');
  const active: SettingsTab = isSettingsTab(asked) && tabs.includes(asked) ? asked : 'general';
  const select = useCallback(
    (tab: SettingsTab) =>
      go((shown) => {
        const next = new URLSearchParams(shown);
        if (tab === 'general') next.delete('tab');
        else next.set('tab', tab);
        return { search: readableQueryString(next), replace: true };
      }),
    [go],
  );
  const showEdits = useCallback(() => {
    const first = registry.getSummary().firstTab;
    if (first) select(first);
  }, [registry, select]);
  useLeaveGuard(summary.modified > 0, showEdits);

  const [saving, setSaving] = useState(false);
  const saveAll = async () => {
    setSaving(true);
    try {
      const result = await registry.saveAll();
      if (result.refused > 0) showEdits();
      else if (result.failed > 0) notify({ message: t('datasetSettingsEdit.saveBar.notAll', { saved: result.saved, failed: result.failed }), type: 'warning' });
      else if (result.saved > 0) notify({ message: t('datasetSettingsEdit.saveBar.saved', { count: result.saved }), type: 'success' });
    } finally {
      setSaving(false);
    }
  };

  const onTabKey = (from: SettingsTab, event: KeyboardEvent<HTMLButtonElement>) => {
    // Arrows move from the tab that has focus, as the ARIA tabs pattern has it.
    const index = tabs.indexOf(from);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    select(tab);
    document.getElementById(`settings-tab-${tab}`)?.focus();
  };

  return (
    <EditRegistryContext.Provider value={registry}>
      <div className={styles.page} data-testid="dataset-settings-admin">
        <div className={styles.tablist} role="tablist" aria-label={t('datasetSettingsEdit.tabs.label')}>
          {tabs.map((tab) => (
            <button
              key={tab}
              id={`settings-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={tab === active}
              aria-controls={`settings-panel-${tab}`}
              tabIndex={tab === active ? 0 : -1}
              className={`${styles.tab} ${tab === 'danger' ? styles.danger : ''}`}
              data-modified={summary.tabs.includes(tab) || undefined}
              onClick={() => select(tab)}
              onKeyDown={(event) => onTabKey(tab, event)}
            >
              {tab === 'assignment' ? t('assignment.tab') : t(`datasetSettingsEdit.tabs.${tab}`)}
              {/* Hidden from the tab's name, which tests and screen-reader users find it by; the bar says how many are unsaved. */}
              {summary.tabs.includes(tab) && <span className={styles.dot} aria-hidden="true" title={t('datasetSettingsEdit.modified')} />}
            </button>
          ))}
        </div>
        <TabPanel tab="general" active={active}>
          <GeneralTab dataset={dataset} workspaceName={workspaceName} />
        </TabPanel>
        <TabPanel tab="fields" active={active}>
          <FieldsTab datasetId={dataset.id} />
        </TabPanel>
        <TabPanel tab="questions" active={active}>
          <QuestionsTab datasetId={dataset.id} />
        </TabPanel>
        {tabs.includes('metadata') && (
          <TabPanel tab="metadata" active={active}>
            <MetadataTab datasetId={dataset.id} />
          </TabPanel>
        )}
        {tabs.includes('vectors') && (
          <TabPanel tab="vectors" active={active}>
            <VectorsTab datasetId={dataset.id} />
          </TabPanel>
        )}
        <TabPanel tab="assignment" active={active}>
          <AssignmentTab dataset={dataset} />
        </TabPanel>
        <TabPanel tab="danger" active={active}>
          <DangerZone dataset={dataset} workspaceName={workspaceName} />
        </TabPanel>
        {summary.modified > 0 && (
          <div className={styles.bar} role="region" aria-label={t('datasetSettingsEdit.modified')} data-testid="settings-save-bar" {...KEEP_CLEAR_OF_TOASTS}>
            <span className={styles.barText} aria-live="polite">
              {t('datasetSettingsEdit.saveBar.unsaved', { count: summary.modified })}
            </span>
            <Button size="small" variant="ghost" onClick={showEdits}>
              {t('datasetSettingsEdit.saveBar.review')}
            </Button>
            <Button size="small" variant="primary" disabled={saving} onClick={() => void saveAll()}>
              {saving ? t('datasetSettingsEdit.saveBar.saving') : t('datasetSettingsEdit.saveBar.saveAll')}
            </Button>
          </div>
        )}
      </div>
    </EditRegistryContext.Provider>
  );
}

function TabPanel({ tab, active, children }: { tab: SettingsTab; active: SettingsTab; children: ReactNode }) {
  return (
    <div id={`settings-panel-${tab}`} role="tabpanel" aria-labelledby={`settings-tab-${tab}`} hidden={tab !== active} className={tabStyles.panel}>
      {children}
    </div>
  );
}
