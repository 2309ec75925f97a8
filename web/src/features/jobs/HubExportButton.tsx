import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { HubExportDialog } from './HubExportDialog';
import styles from './HubExportButton.module.css';

/**
 * "Export to Hub", beside the dataset's file export, for those who manage the dataset. `compact` (a page
 * header) keeps only the icon in a narrow window.
 */
export function HubExportButton({ datasetId, compact = false }: { datasetId: string; compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('jobs.hubExport.button');
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={compact ? styles.compact : undefined}
        title={compact ? label : undefined}
      >
        <HubIcon />
        <span className={styles.text}>{label}</span>
      </Button>
      {open && <HubExportDialog datasetId={datasetId} onClose={() => setOpen(false)} />}
    </>
  );
}

/** An arrow rising out of a tray: sending the dataset away, where Export's arrow brings a file down. */
function HubIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
      <path d="M8 10.5v-8M4.5 5.7 8 2.2l3.5 3.5M2.5 10v2.5a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1V10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
