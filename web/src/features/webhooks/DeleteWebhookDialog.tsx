import type { Webhook } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { notify } from '../../shared/toasts/store';
import { useDeleteWebhook } from './queries';
import { webhookRefusal, type Refusal } from './refusals';

/** "Delete webhook": says what stops (its events, its log) before doing it; Cancel has the focus. */
export function DeleteWebhookDialog({ webhook, onClose, onDeleted }: { webhook: Webhook; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook(webhook.id);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  function confirm() {
    if (remove.isPending) return;
    setRefusal(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        notify({ message: t('webhooks.toasts.deleted'), type: 'success' });
        onDeleted();
      },
      onError: (error) => setRefusal(webhookRefusal('delete', error)),
    });
  }

  return (
    <ModalDialog
      title={t('webhooks.delete.title')}
      onDismiss={onClose}
      busy={remove.isPending}
      testId="delete-webhook-dialog"
      footer={
        <>
          <Button onClick={onClose} autoFocus>
            {t('webhooks.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('webhooks.delete.working') : t('webhooks.delete.confirm')}
          </Button>
        </>
      }
    >
      {refusal && <RefusalNote>{t(refusal.key, refusal.values)}</RefusalNote>}
      <p>{t('webhooks.delete.text', { url: webhook.url })}</p>
      <p>{t('webhooks.delete.irreversible')}</p>
    </ModalDialog>
  );
}
