import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { notify } from '../../../../shared/toasts/store';
import type { TrackedEdit } from './useTrackedEdit';
import styles from './EditableItem.module.css';

export interface EditableItemProps<Draft> {
  /** The item's name as code, or a heading. */
  heading: ReactNode;
  badges?: ReactNode;
  edit: TrackedEdit<Draft>;
  /** Names the item in the toast after an update ("Question sentiment updated"). */
  label: string;
  testId?: string;
  children: ReactNode;
}

/**
 * One settings item as a form: its inputs, a mark while it holds unsaved edits, and its own Cancel and
 * Update (both off until something changed; Update also off while invalid, so Enter sends nothing then:
 * "Save all" is where an invalid item is refused with the specification's message).
 */
export function EditableItem<Draft>({ heading, badges, edit, label, testId, children }: EditableItemProps<Draft>) {
  const { t } = useTranslation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await edit.update()) notify({ message: t('datasetSettingsEdit.updated', { item: label }), type: 'success' });
  };
  return (
    <form className={styles.item} data-modified={edit.modified} data-testid={testId} aria-busy={edit.busy || undefined} onSubmit={(event) => void submit(event)} noValidate>
      <header className={styles.header}>
        <h3 className={styles.heading}>{heading}</h3>
        {badges && <div className={styles.badges}>{badges}</div>}
        {edit.modified && <span className={styles.modified}>{t('datasetSettingsEdit.modified')}</span>}
      </header>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <Button disabled={!edit.modified || edit.busy} onClick={edit.cancel}>
          {t('datasetSettingsEdit.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={!edit.modified || !edit.valid || edit.busy}>
          {edit.busy ? t('datasetSettingsEdit.updating') : t('datasetSettingsEdit.update')}
        </Button>
      </div>
    </form>
  );
}
