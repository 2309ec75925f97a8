import type { Dataset } from '@gloss/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../../shared/routing/paths';
import { clearToasts, notify } from '../../../../shared/toasts/store';
import { datasetKeys } from '../../queries';
import { deleteDataset } from './api';
import { deletionFailureOf, deletionNavigationState, isOwnKey, withoutDataset, type DeletionFailure } from './deletion';

/**
 * The dataset list's key (`features/datasets/queries.ts`, `datasetKeys.mine`); written out here because
 * features do not import each other. Any other cached list under `['datasets']` is found by its content.
 */
const DATASET_LIST_KEY = ['datasets', 'mine'] as const;

export type DeletionState =
  | { status: 'idle' }
  | { status: 'deleting' }
  | { status: 'failed'; failure: DeletionFailure }
  /** Done: the app is on its way to the dataset list. */
  | { status: 'deleted' };

/**
 * Deleting a dataset from its settings: one request however often it is asked for, then the dataset out
 * of every cached list, the dataset list with a success toast, and its own cache entries dropped once
 * the settings page has gone. A failure keeps the person where they are, with what went wrong.
 */
export function useDeleteDataset(dataset: Pick<Dataset, 'id' | 'name'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<DeletionState>({ status: 'idle' });
  // A ref, not the state: two clicks in one frame both see the state of before the first.
  const inFlight = useRef(false);
  const deleted = useRef<string | null>(null);

  // The settings page's own queries are dropped when it unmounts, not at once: a query removed while the
  // page still shows it is fetched again on its next render, and that 404 would replace the success toast
  // with an error and flash "dataset not found".
  useEffect(
    () => () => {
      if (deleted.current !== null) queryClient.removeQueries({ queryKey: datasetKeys.detail(deleted.current) });
    },
    [queryClient],
  );

  const remove = async () => {
    if (inFlight.current || deleted.current !== null) return;
    inFlight.current = true;
    setState({ status: 'deleting' });
    try {
      await deleteDataset(dataset.id);
    } catch (error) {
      inFlight.current = false;
      setState({ status: 'failed', failure: deletionFailureOf(error) });
      return;
    }
    deleted.current = dataset.id;
    setState({ status: 'deleted' });
    await queryClient.cancelQueries({ queryKey: datasetKeys.detail(dataset.id) });
    dropFromLists(queryClient, dataset.id);
    // Failures of earlier attempts are settled now: their toasts would contradict this one.
    clearToasts();
    notify({ message: t('settingsDanger.deleted', { name: dataset.name }), type: 'success' });
    // Replaced: Back should not lead to the settings of a dataset that no longer exists.
    void navigate(HOME_PATH, { replace: true, state: deletionNavigationState(dataset.id) });
  };

  /** A fresh start for the next confirmation: an earlier failure is not this one's. */
  const reset = () => {
    if (!inFlight.current) setState({ status: 'idle' });
  };

  return { state, remove, reset };
}

/** Takes the dataset out of every cached list of datasets, and has those lists fetched again when next shown. */
function dropFromLists(queryClient: QueryClient, datasetId: string): void {
  for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: datasetKeys.all })) {
    if (isOwnKey(queryKey, datasetId)) continue;
    const next = withoutDataset(data, datasetId);
    if (next === data) continue;
    queryClient.setQueryData(queryKey, next);
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
  void queryClient.invalidateQueries({ queryKey: DATASET_LIST_KEY, exact: true });
}
