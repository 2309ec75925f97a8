import type { Job } from '@gloss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { isActiveJob } from './job-status';
import { useCancelJob } from './queries';

export interface CancelJobProps {
  job: Job;
  /** Canceling was asked for and the job has not stopped yet: the button waits with it. */
  requested: boolean;
  onRequested: () => void;
}

/**
 * "Cancel import" (or export), behind a confirmation whose safe answer has the focus. A running job stops
 * after the batch it is writing, so the page says "Canceling" until the job itself says it stopped.
 */
export function CancelJob({ job, requested, onRequested }: CancelJobProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!isActiveJob(job)) return null;
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={requested} aria-haspopup="dialog">
        {t(`jobs.actions.cancel.${job.kind}`)}
      </Button>
      {confirming && (
        <CancelJobDialog
          job={job}
          onClose={() => setConfirming(false)}
          onCanceled={() => {
            setConfirming(false);
            onRequested();
          }}
        />
      )}
    </>
  );
}

function CancelJobDialog({ job, onClose, onCanceled }: { job: Job; onClose: () => void; onCanceled: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelJob(job.id);
  const [failed, setFailed] = useState(false);

  function confirm() {
    if (cancel.isPending) return;
    setFailed(false);
    cancel.mutate(undefined, { onSuccess: onCanceled, onError: () => setFailed(true) });
  }

  return (
    <ModalDialog
      title={t(`jobs.cancelDialog.title.${job.kind}`)}
      onDismiss={onClose}
      busy={cancel.isPending}
      testId="cancel-job-dialog"
      footer={
        <>
          <Button onClick={onClose} autoFocus>
            {t(`jobs.cancelDialog.keep.${job.kind}`)}
          </Button>
          <Button variant="danger" onClick={confirm} aria-disabled={cancel.isPending || undefined}>
            {cancel.isPending ? t('jobs.cancelDialog.working') : t(`jobs.actions.cancel.${job.kind}`)}
          </Button>
        </>
      }
    >
      {failed && <RefusalNote>{t('jobs.cancelDialog.failed')}</RefusalNote>}
      <p>{t(`jobs.cancelDialog.text.${job.kind}`)}</p>
    </ModalDialog>
  );
}
