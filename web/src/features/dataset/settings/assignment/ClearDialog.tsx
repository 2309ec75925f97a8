import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { RefusalNote } from '../../../../components/ui/RefusalNote';

/** Asks before every assignment goes and the dataset is back to overlap. */
export function ClearDialog({ busy, refusal, onConfirm, onCancel }: { busy: boolean; refusal: string | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t('assignment.clear.title')}
      description={t('assignment.clear.text')}
      testId="clear-assignments-dialog"
      onDismiss={onCancel}
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('assignment.cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {busy ? t('assignment.working') : t('assignment.clear.submit')}
          </Button>
        </>
      }
    >
      {refusal && <RefusalNote>{refusal}</RefusalNote>}
    </ModalDialog>
  );
}
