import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Icon } from '../../components/ui/Icon';
import { addRecordsPath, NEW_DATASET_PATH } from './paths';
import styles from './entries.module.css';

/** "New dataset", for owners and admins on the home page (the caller decides who sees it). */
export function NewDatasetLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={NEW_DATASET_PATH} variant={variant} data-testid="new-dataset-link">
      <PlusIcon />
      {t('newDataset.entry.newDataset')}
    </ButtonLink>
  );
}

/**
 * "Add records", for those who manage the dataset, on its pages. `compact` (a page header) keeps only the
 * icon in a narrow window, with the words as its title and for screen readers.
 */
export function AddRecordsLink({ datasetId, compact = false }: { datasetId: string; compact?: boolean }) {
  const { t } = useTranslation();
  const label = t('newDataset.entry.addRecords');
  return (
    <ButtonLink
      to={addRecordsPath(datasetId)}
      className={compact ? styles.compact : undefined}
      title={compact ? label : undefined}
      data-testid="add-records-link"
    >
      <PlusIcon />
      <span className={styles.text}>{label}</span>
    </ButtonLink>
  );
}

function PlusIcon() {
  return (
    <Icon size={14}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}
