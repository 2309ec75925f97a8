import type { SourcePreview } from '@gloss/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { filePathFor, hubPathFor, type ImportDestination } from '../paths';
import { rememberUpload } from '../queries';
import { FileSource } from './FileSource';
import { HubSource } from './HubSource';
import styles from './SourceStep.module.css';

/**
 * The first step of an import: a file or a Hub dataset, side by side. Once one is chosen, its
 * configuration page (or, for an existing dataset, its mapping page) opens at its own URL.
 */
export function SourceStep({ destination, datasetName }: { destination: ImportDestination; datasetName?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onUploaded = (preview: SourcePreview) => {
    if (preview.source.type !== 'file') return;
    rememberUpload(queryClient, preview);
    void navigate(filePathFor(destination, preview.source.upload_id));
  };
  return (
    <div className={styles.step}>
      <p className={styles.intro}>
        {destination.kind === 'new' ? t('newDataset.source.intro') : t('newDataset.source.addIntro', { name: datasetName ?? '' })}
      </p>
      <div className={styles.panels}>
        <FileSource onUploaded={onUploaded} />
        <HubSource onChosen={(repoId, subset, split) => void navigate(hubPathFor(destination, repoId, subset, split))} />
      </div>
    </div>
  );
}
