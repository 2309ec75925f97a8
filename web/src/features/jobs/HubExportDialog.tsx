import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { RefusalNote } from '../../components/ui/RefusalNote';
import { TextField } from '../../components/ui/TextField';
import {
  draftProblems,
  hasProblems,
  hubExportBody,
  hubExportFailure,
  NEW_HUB_EXPORT,
  type DraftProblem,
  type HubExportDraft,
  type HubExportFailure,
} from './hub-export-form';
import { jobPath } from './paths';
import { useExportToHub } from './queries';
import choices from '../../components/ui/ChoiceCards.module.css';
import styles from './HubExportDialog.module.css';

const TOKENS_PAGE = 'https://huggingface.co/settings/tokens';

/**
 * "Export to Hub": the repo, its subset and split, public or private, and a token for this export alone.
 * Once the server has queued the job, its page opens. The token lives in this dialog's state only, and
 * goes with it.
 */
export function HubExportDialog({ datasetId, onClose }: { datasetId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const start = useExportToHub(datasetId);
  const [draft, setDraft] = useState<HubExportDraft>(NEW_HUB_EXPORT);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<HubExportFailure | null>(null);
  const problems = checked ? draftProblems(draft) : {};
  const change = (patch: Partial<HubExportDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problemText = (problem: DraftProblem | undefined) => (problem ? t(`jobs.hubExport.problems.${problem}`) : null);

  function submit() {
    if (start.isPending) return;
    setChecked(true);
    setFailure(null);
    if (hasProblems(draftProblems(draft))) return;
    start.mutate(hubExportBody(draft), {
      onSuccess: (job) => {
        onClose();
        void navigate(jobPath(job.id));
      },
      onError: (error) => setFailure(hubExportFailure(error)),
    });
  }

  return (
    <ModalDialog
      title={t('jobs.hubExport.title')}
      description={t('jobs.hubExport.description')}
      onDismiss={onClose}
      onSubmit={submit}
      busy={start.isPending}
      width="wide"
      testId="hub-export-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('jobs.hubExport.cancel')}</Button>
          <Button type="submit" variant="primary" aria-disabled={start.isPending || undefined}>
            {start.isPending ? t('jobs.hubExport.starting') : t('jobs.hubExport.start')}
          </Button>
        </>
      }
    >
      <div className={styles.fields}>
        <TextField
          className={styles.wide}
          label={t('jobs.hubExport.repo')}
          hint={t('jobs.hubExport.repoHint')}
          error={problemText(problems.repo)}
          value={draft.repo}
          onChange={(event) => change({ repo: event.target.value })}
          placeholder="my-org/my-dataset"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          required
        />
        <TextField
          label={t('jobs.hubExport.subset')}
          error={problemText(problems.subset)}
          value={draft.subset}
          onChange={(event) => change({ subset: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField
          label={t('jobs.hubExport.split')}
          error={problemText(problems.split)}
          value={draft.split}
          onChange={(event) => change({ split: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          required
        />
      </div>

      <fieldset className={`${choices.group} ${styles.choices}`}>
        <legend className={choices.legend}>{t('jobs.hubExport.visibility')}</legend>
        {(['public', 'private'] as const).map((each) => (
          <label key={each} className={choices.choice}>
            <input
              type="radio"
              name={`${id}-visibility`}
              value={each}
              checked={draft.visibility === each}
              onChange={() => change({ visibility: each })}
              aria-labelledby={`${id}-${each}-name`}
              aria-describedby={`${id}-${each}-hint`}
            />
            <span className={choices.choiceText}>
              <span id={`${id}-${each}-name`} className={choices.choiceName}>
                {t(`jobs.hubExport.${each}.label`)}
              </span>
              <span id={`${id}-${each}-hint`} className={choices.choiceHint}>
                {t(`jobs.hubExport.${each}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <TextField
        type="password"
        label={t('jobs.hubExport.token')}
        hint={
          <>
            {t('jobs.hubExport.tokenHint')}{' '}
            <a href={TOKENS_PAGE} target="_blank" rel="noopener noreferrer" className={styles.tokenLink}>
              {t('jobs.hubExport.tokenLink')}
            </a>
          </>
        }
        error={problemText(problems.token)}
        value={draft.token}
        onChange={(event) => change({ token: event.target.value })}
        // Not a password of this site: no offer to save it, and no filling in a saved one.
        autoComplete="off"
        data-1p-ignore
        data-lpignore="true"
        spellCheck={false}
        required
      />

      {failure && (
        <RefusalNote>{failure.kind === 'server' ? failure.message : t(`jobs.hubExport.failed.${failure.kind}`)}</RefusalNote>
      )}
    </ModalDialog>
  );
}
