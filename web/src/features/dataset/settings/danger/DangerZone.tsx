import type { Dataset } from '@gloss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { DeleteDatasetDialog } from './DeleteDatasetDialog';
import { useDeleteDataset } from './useDeleteDataset';
import styles from './DangerZone.module.css';

export interface DangerZoneProps {
  dataset: Dataset;
  /** Named in the confirmation; left out of it while unknown. */
  workspaceName: string | undefined;
}

/**
 * The settings page's danger zone: deleting the dataset, behind a confirmation that asks for its name.
 * After the deletion the app goes to the dataset list (see useDeleteDataset).
 */
export function DangerZone({ dataset, workspaceName }: DangerZoneProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteDataset(dataset);
  const headingId = useId();
  const open = () => {
    deletion.reset();
    setConfirming(true);
  };

  // A section of its own rather than the settings' Section: it is the whole of its tab, right under the
  // tab bar, where Section's top rule would draw a second line.
  return (
    <section id="danger-zone" className={styles.zone} aria-labelledby={headingId} data-testid="danger-zone">
      <h2 id={headingId} className={styles.title}>
        {t('settingsDanger.title')}
      </h2>
      <div className={styles.card}>
        <div className={styles.text}>
          <h3 className={styles.heading}>{t('settingsDanger.deleteTitle')}</h3>
          <p className={styles.warning}>{t('settingsDanger.deleteWarning')}</p>
        </div>
        <Button variant="danger" onClick={open} aria-haspopup="dialog">
          {t('settingsDanger.deleteButton')}
        </Button>
      </div>
      {confirming && deletion.state.status !== 'deleted' && (
        <DeleteDatasetDialog
          datasetName={dataset.name}
          workspaceName={workspaceName}
          state={deletion.state}
          onConfirm={() => void deletion.remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
