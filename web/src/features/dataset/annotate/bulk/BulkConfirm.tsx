import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { Button } from '../../../../components/ui/Button';
import { numberFormat } from '../../../../shared/format/numbers';
import type { ResponseStatus } from '../model/types';

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
  return (
    <ModalDialog
      title={t('annotateBulk.confirm.title')}
      description={`${t('annotateBulk.confirm.body', { count, n })} ${t('annotateBulk.confirm.question')}`}
      onDismiss={onCancel}
      testId="bulk-confirm"
      footer={
        <>
          <Button onClick={onCancel}>{t('annotateBulk.confirm.cancel')}</Button>
          <Button variant="primary" onClick={onConfirm} autoFocus>
            {t(`annotateBulk.actions.${LABELS[action]}`, { count, n })}
          </Button>
        </>
      }
    />
  );
}
