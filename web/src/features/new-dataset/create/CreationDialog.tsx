import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { RefusalNote } from '../../../components/ui/RefusalNote';
import { NetworkError } from '../../../shared/api/errors';
import { settingsPath } from '../../../shared/routing/paths';
import type { CreationPlan } from '../configuration/plan';
import { CREATION_STEPS, type CreationStep } from './run-creation';
import type { Creation } from './useCreation';
import styles from './CreationDialog.module.css';

type StepState = 'done' | 'running' | 'failed' | 'waiting';

/** The steps a plan goes through: settings it has none of are not listed. */
function stepsOf(plan: CreationPlan): CreationStep[] {
  return CREATION_STEPS.filter((step) => {
    if (step === 'metadata') return plan.metadataProperties.length > 0;
    if (step === 'vectors') return plan.vectors.length > 0;
    return true;
  });
}

function stepState(step: CreationStep, current: CreationStep, failed: boolean): StepState {
  const order = CREATION_STEPS.indexOf(step) - CREATION_STEPS.indexOf(current);
  if (order < 0) return 'done';
  if (order > 0) return 'waiting';
  return failed ? 'failed' : 'running';
}

/**
 * What "Create" is doing, step by step, and where it stopped if it did: the server's reason, and for a
 * dataset it left half-made, the choice to try again from there, delete it, or keep it and open its settings.
 */
export function CreationDialog({ creation }: { creation: Creation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = creation;
  if (state.phase === 'idle') return null;
  const failed = state.phase === 'failed';
  const dataset = state.progress.dataset;
  const reasonOf = (error: unknown) =>
    error instanceof NetworkError ? t('newDataset.creation.unreachable') : error instanceof Error ? error.message : String(error);

  const footer =
    state.phase === 'running' ? (
      // Its own element: morphed into the next footer's first button, it would fade from blue to white.
      <Button key="working" variant="primary" disabled>
        {t('newDataset.creation.working')}
      </Button>
    ) : dataset ? (
      <>
        <Button onClick={() => void navigate(settingsPath(dataset.id))} disabled={state.deleting}>
          {t('newDataset.creation.keep')}
        </Button>
        <Button variant="danger" onClick={creation.deleteDraft} disabled={state.deleting}>
          {state.deleting ? t('newDataset.creation.deleting') : t('newDataset.creation.delete')}
        </Button>
        <Button variant="primary" onClick={creation.retry} disabled={state.deleting}>
          {t('newDataset.creation.retry')}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={creation.dismiss}>{t('newDataset.creation.close')}</Button>
        <Button variant="primary" onClick={creation.retry}>
          {t('newDataset.creation.retry')}
        </Button>
      </>
    );

  return (
    <ModalDialog
      title={t('newDataset.creation.title', { name: state.plan.dataset.name })}
      // While it runs, and while a half-made dataset waits for the person's choice, Escape does nothing.
      onDismiss={creation.dismiss}
      footer={footer}
      busy={state.phase === 'running' || (failed && state.deleting)}
      width="wide"
      testId="creation-dialog"
    >
      <ol className={styles.steps} aria-label={t('newDataset.creation.stepsLabel')}>
        {stepsOf(state.plan).map((step) => {
          const shown = stepState(step, state.step, failed);
          const item = state.phase === 'running' && shown === 'running' ? state.item : null;
          return (
            <li key={step} className={styles.step} data-state={shown}>
              <StepMark state={shown} />
              <span className={styles.stepText}>
                {t(`newDataset.creation.steps.${step}`)}
                {item && item.count > 1 && <span className={styles.item}> {t('newDataset.creation.item', { index: item.index + 1, count: item.count })}</span>}
              </span>
              <span className="visually-hidden">{t(`newDataset.creation.states.${shown}`)}</span>
            </li>
          );
        })}
      </ol>
      {failed && (
        <>
          <RefusalNote>{t('newDataset.creation.failed', { step: t(`newDataset.creation.steps.${state.step}`), reason: reasonOf(state.error) })}</RefusalNote>
          {dataset && (
            <p className={styles.left}>
              {state.progress.published
                ? t('newDataset.creation.publishedLeft', { name: dataset.name })
                : t('newDataset.creation.draftLeft', { name: dataset.name })}
            </p>
          )}
          {state.deleteError !== null && <RefusalNote>{t('newDataset.creation.deleteFailed', { reason: reasonOf(state.deleteError) })}</RefusalNote>}
        </>
      )}
    </ModalDialog>
  );
}

function StepMark({ state }: { state: StepState }) {
  return (
    <span className={styles.mark} aria-hidden="true">
      {state === 'done' ? (
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12l5 5L20 7" />
        </svg>
      ) : state === 'failed' ? (
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      ) : state === 'running' ? (
        <span className={styles.spinner} />
      ) : (
        <span className={styles.dot} />
      )}
    </span>
  );
}
