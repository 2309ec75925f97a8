import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';

/**
 * "Reset" asks first: the final answer goes, and every submitted or discarded response goes back to its
 * annotator as a draft (their answers kept), so the record is in their Draft queue again.
 */
export function ResetDialog({ responses, validated, busy, onConfirm, onClose }: { responses: number; validated: boolean; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t('review.reset.title')}
      onDismiss={onClose}
      testId="review-reset-dialog"
      busy={busy}
      footer={
        <>
          <Button onClick={onClose} autoFocus>
            {t('review.reset.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? t('review.reset.working') : t('review.reset.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('review.reset.text', { count: responses })}</p>
      {validated && <p>{t('review.reset.finalDropped')}</p>}
    </ModalDialog>
  );
}
