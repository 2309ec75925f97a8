import type { Webhook } from '@gloss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { TextField } from '../../components/ui/TextField';
import { notify } from '../../shared/toasts/store';
import { EventChecklist } from './EventChecklist';
import { useCreateWebhook, useUpdateWebhook } from './queries';
import { webhookRefusal, type Refusal } from './refusals';
import {
  createBody,
  EMPTY_FORM,
  formOf,
  formProblems,
  hasProblems,
  updateBody,
  WEBHOOK_DESCRIPTION_LENGTH_MAX,
  WEBHOOK_URL_LENGTH_MAX,
  WEBHOOKS_MAX,
  type WebhookForm,
} from './webhook-form';
import fieldStyles from '../../components/ui/TextField.module.css';
import styles from './dialogs.module.css';

export interface WebhookFormDialogProps {
  /** The webhook to edit; none to create one. */
  webhook?: Webhook;
  onClose: () => void;
  onSaved: (webhook: Webhook) => void;
}

/** "New webhook" and "Edit webhook": URL, events and description, checked as the server checks them. */
export function WebhookFormDialog({ webhook, onClose, onSaved }: WebhookFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook(webhook?.id ?? '');
  const saving = create.isPending || update.isPending;
  const [form, setForm] = useState<WebhookForm>(() => (webhook ? formOf(webhook) : EMPTY_FORM));
  // Problems show once the person tried to save, then follow every change.
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const problems = formProblems(form);
  const shown = attempted ? problems : {};
  const edit = (changes: Partial<WebhookForm>) => setForm((current) => ({ ...current, ...changes }));
  const descriptionId = useId();

  function submit() {
    setAttempted(true);
    if (hasProblems(problems) || saving) return;
    setRefusal(null);
    const onError = (error: unknown) => setRefusal(webhookRefusal(webhook ? 'update' : 'create', error));
    if (!webhook) {
      create.mutate(createBody(form), {
        onSuccess: (created) => {
          notify({ message: t('webhooks.toasts.created'), type: 'success' });
          onSaved(created);
        },
        onError,
      });
      return;
    }
    const body = updateBody(webhook, form);
    if (!body) {
      onSaved(webhook);
      return;
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        notify({ message: t('webhooks.toasts.saved'), type: 'success' });
        onSaved(saved);
      },
      onError,
    });
  }

  const idle = webhook ? t('webhooks.form.save') : t('webhooks.form.create');
  const working = webhook ? t('webhooks.form.saving') : t('webhooks.form.creating');
  const descriptionNote = shown.description ? t('webhooks.problems.description.tooLong', { max: WEBHOOK_DESCRIPTION_LENGTH_MAX }) : t('webhooks.form.descriptionHint');
  return (
    <ModalDialog
      title={webhook ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle')}
      onDismiss={onClose}
      onSubmit={submit}
      width="wide"
      busy={saving}
      testId="webhook-form-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('webhooks.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? working : idle}
          </Button>
        </>
      }
    >
      <div className={styles.fields}>
        <TextField
          label={t('webhooks.form.url')}
          hint={t('webhooks.form.urlHint')}
          error={shown.url ? t(`webhooks.problems.url.${shown.url}`, { max: WEBHOOK_URL_LENGTH_MAX }) : null}
          value={form.url}
          onChange={(event) => edit({ url: event.target.value })}
          type="url"
          inputMode="url"
          placeholder="https://example.com/gloss-events"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          className={styles.monoField}
        />
        <EventChecklist
          events={form.events}
          onChange={(events) => edit({ events })}
          error={shown.events ? t('webhooks.problems.events.none') : null}
        />
        <div className={fieldStyles.field}>
          <label htmlFor={descriptionId} className={fieldStyles.label}>
            {t('webhooks.form.description')}
          </label>
          <textarea
            id={descriptionId}
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={form.description}
            onChange={(event) => edit({ description: event.target.value })}
            aria-invalid={shown.description ? true : undefined}
            aria-describedby={`${descriptionId}-note`}
            rows={2}
          />
          <p id={`${descriptionId}-note`} className={shown.description ? fieldStyles.error : fieldStyles.hint}>
            {descriptionNote}
          </p>
        </div>
        {refusal && <RefusalNote>{t(refusal.key, { max: WEBHOOKS_MAX, ...refusal.values })}</RefusalNote>}
      </div>
    </ModalDialog>
  );
}
