import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../../shared/dom/useModalDialog';
import { Button } from '../../../../components/ui/Button';
import { numberFormat } from '../../../../shared/format/numbers';
import type { ResponseStatus } from '../model/types';
import styles from './BulkConfirm.module.css';

/** A write affecting more records than this asks first (the specification's confirmation). */
export const CONFIRM_OVER = 100;

const LABELS: Record<ResponseStatus, string> = { submitted: 'submitCount', discarded: 'discardCount', draft: 'draftCount' };

export interface BulkConfirmProps {
  action: ResponseStatus;
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Bulk action confirmation": names the count and the action; Escape or Cancel keeps everything as it is. */
export function BulkConfirm({ action, count, onConfirm, onCancel }: BulkConfirmProps) {
  const { t, i18n } = useTranslation();
  const n = numberFormat(i18n.language).format(count);
  const dialog = useModalDialog(onCancel);
  return (
    <dialog
      ref={dialog.ref}
      className={styles.dialog}
      aria-labelledby="bulk-confirm-title"
      aria-describedby="bulk-confirm-body"
      onCancel={dialog.onCancel}
      // Keys in the dialog are its own: Enter confirms on the focused button, not the page's submit.
      onKeyDown={(event) => event.stopPropagation()}
    >
      <h2 id="bulk-confirm-title">{t('annotateBulk.confirm.title')}</h2>
      <p id="bulk-confirm-body">
        {t('annotateBulk.confirm.body', { count, n })} {t('annotateBulk.confirm.question')}
      </p>
      <div className={styles.buttons}>
        <Button onClick={onCancel}>{t('annotateBulk.confirm.cancel')}</Button>
        <Button variant="primary" onClick={onConfirm} autoFocus>
          {t(`annotateBulk.actions.${LABELS[action]}`, { count, n })}
        </Button>
      </div>
    </dialog>
  );
}
