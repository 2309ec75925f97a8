import type { Dataset } from '@gloss/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { statusOf } from '../../../shared/api/errors';
import { datasetKeys } from '../../datasets';
import {
  createDataset,
  createField,
  createMetadataProperty,
  createQuestion,
  createVectorSettings,
  deleteDataset,
  publishDataset,
} from '../api';
import type { CreationPlan } from '../configuration/plan';
import { jobPath } from '../paths';
import { startImport, type ImportOrigin } from '../queries';
import { NOTHING_CREATED, runCreation, type CreationCalls, type CreationProgress, type CreationStep } from './run-creation';

export type CreationState =
  | { phase: 'idle' }
  | { phase: 'running'; plan: CreationPlan; step: CreationStep; item: { index: number; count: number } | null; progress: CreationProgress }
  | { phase: 'failed'; plan: CreationPlan; step: CreationStep; error: unknown; progress: CreationProgress; deleting: boolean; deleteError: unknown };

export interface Creation {
  state: CreationState;
  /** Creates everything the plan holds, then starts the import and opens its progress page. */
  start: (plan: CreationPlan) => void;
  /** After a failure: goes on from where it stopped, with the same plan. */
  retry: () => void;
  /** After a failure: deletes the draft dataset it left, so the person can change the configuration and start again. */
  deleteDraft: () => void;
  /** Closes the dialog of a failure that left nothing behind. */
  dismiss: () => void;
}

/**
 * "Create", step by step. A dataset name the workspace already has (a 409 before anything was made) is
 * handed to `onNameTaken` in the server's words, as the page shows it under the name; any other failure
 * stays in the dialog, which says which step failed and never lets a half-made dataset go unnoticed.
 */
export function useCreation(origin: ImportOrigin, onNameTaken: (message: string) => void, onDeleted: (dataset: Dataset) => void): Creation {
  const [state, setState] = useState<CreationState>({ phase: 'idle' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const running = useRef(false);

  // Closing the tab halfway would leave a half-made dataset nobody was told about: the browser asks first.
  const busy = state.phase === 'running';
  useEffect(() => {
    if (!busy) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [busy]);

  const calls: CreationCalls = {
    createDataset,
    createField,
    createQuestion,
    createMetadataProperty,
    createVectorSettings,
    publishDataset,
    startImport: (datasetId, mapping) => startImport(datasetId, origin, mapping),
  };

  const run = async (plan: CreationPlan, from: CreationProgress) => {
    if (running.current) return;
    running.current = true;
    let progress = from;
    setState({ phase: 'running', plan, step: 'dataset', item: null, progress });
    const outcome = await runCreation(plan, calls, from, (step, item) => setState({ phase: 'running', plan, step, item, progress }));
    running.current = false;
    // A draft made changes the list, whatever happens next; it is read again where it is shown, not here,
    // where the new dataset's own name would read as taken.
    void queryClient.invalidateQueries({ queryKey: datasetKeys.all, refetchType: 'none' });
    if (outcome.ok) {
      setState({ phase: 'idle' });
      void navigate(jobPath(outcome.job.id));
      return;
    }
    progress = outcome.progress;
    if (outcome.step === 'dataset' && statusOf(outcome.error) === 409) {
      setState({ phase: 'idle' });
      onNameTaken(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
      return;
    }
    setState({ phase: 'failed', plan, step: outcome.step, error: outcome.error, progress, deleting: false, deleteError: null });
  };

  return {
    state,
    start: (plan) => void run(plan, NOTHING_CREATED),
    retry: () => {
      if (state.phase === 'failed') void run(state.plan, state.progress);
    },
    deleteDraft: () => {
      if (state.phase !== 'failed' || !state.progress.dataset || state.deleting) return;
      const dataset = state.progress.dataset;
      setState({ ...state, deleting: true, deleteError: null });
      deleteDataset(dataset.id).then(
        () => {
          setState({ phase: 'idle' });
          void queryClient.invalidateQueries({ queryKey: datasetKeys.all });
          onDeleted(dataset);
        },
        (error: unknown) => setState((current) => (current.phase === 'failed' ? { ...current, deleting: false, deleteError: error } : current)),
      );
    },
    dismiss: () => {
      if (state.phase === 'failed' && !state.progress.dataset) setState({ phase: 'idle' });
    },
  };
}
