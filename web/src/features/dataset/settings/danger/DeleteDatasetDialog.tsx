import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { canConfirmDeletion } from './deletion';
import type { DeletionState } from './useDeleteDataset';
import styles from './DeleteDatasetDialog.module.css';

export interface DeleteDatasetDialogProps {
  datasetName: string;
  workspaceName: string | undefined;
  state: DeletionState;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Delete this dataset?": names the dataset and its workspace and asks for the dataset's name typed out,
 * so a slip of the mouse on the wrong dataset's settings deletes nothing. While the request runs the
 * dialog stays (closing it would look like cancelling what cannot be cancelled); a failure leaves it
 * open with what went wrong and the typed name kept, ready to try again.
 */
export function DeleteDatasetDialog({ datasetName, workspaceName, state, onConfirm, onCancel }: DeleteDatasetDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const deleting = state.status === 'deleting' || state.status === 'deleted';
  const cancel = () => {
    if (!deleting) onCancel();
  };
  const matches = canConfirmDeletion(typed, datasetName);

  return (
    <ModalDialog
      title={t('settingsDanger.dialog.title')}
      description={t('settingsDanger.dialog.body')}
      onDismiss={cancel}
      onSubmit={() => {
        if (matches && !deleting) onConfirm();
      }}
      busy={deleting}
      testId="delete-dataset-dialog"
      footer={
        <>
          {/* aria-disabled rather than disabled while deleting: a disabled button drops the focus it holds. */}
          <Button onClick={cancel} aria-disabled={deleting || undefined} className={deleting ? styles.waiting : undefined}>
            {t('settingsDanger.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            className={deleting ? styles.busy : undefined}
            disabled={!matches}
            aria-disabled={deleting || undefined}
          >
            {deleting ? (
              <>
                <span className={styles.spinner} aria-hidden="true" />
                {t('settingsDanger.dialog.deleting')}
              </>
            ) : (
              t('settingsDanger.dialog.confirm')
            )}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('settingsDanger.dialog.dataset')}</dt>
        <dd>{datasetName}</dd>
        {workspaceName !== undefined && (
          <>
            <dt>{t('settingsDanger.dialog.workspace')}</dt>
            <dd>{workspaceName}</dd>
          </>
        )}
      </dl>
      <div>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {t('settingsDanger.dialog.typeName')} <code className={styles.name}>{datasetName}</code>
        </label>
        {/* The first thing in the dialog that takes focus, so opening it puts the caret here. */}
        <input
          id={`${id}-name`}
          className={styles.input}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          readOnly={deleting}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('settingsDanger.dialog.hint')}
        </p>
      </div>
      {state.status === 'failed' && (
        <p className={styles.error} role="alert">
          {t(`settingsDanger.failed.${state.failure}`)}
        </p>
      )}
    </ModalDialog>
  );
}
