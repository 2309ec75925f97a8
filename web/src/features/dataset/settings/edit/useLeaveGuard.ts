import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { dismissToast, notify } from '../../../../shared/toasts/store';
import { deletedDatasetOf } from '../danger/deletion';

/**
 * While `unsaved` is true, leaving the page for another (a link, Back) is held with the specification's
 * permanent "You didn't submit your changes" toast: "Ignore and continue" goes on, closing the toast
 * stays and calls `onStay` (the page shows the first tab with edits). Closing or reloading the browser
 * tab gets the browser's own prompt. Tab changes within the page (`?tab=`) and the move to the list after
 * the dataset is deleted are not leaving.
 */
export function useLeaveGuard(unsaved: boolean, onStay: () => void): void {
  const { t } = useTranslation();
  // Going to the list after deleting the dataset is no leaving: the edits went with the dataset.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname && deletedDatasetOf(nextLocation.state) === null,
  );
  const stay = useRef(onStay);
  stay.current = onStay;
  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let decided = false;
    const toastId = notify({
      message: t('datasetSettingsEdit.leave.message'),
      type: 'warning',
      permanent: true,
      button: {
        text: t('datasetSettingsEdit.leave.ignore'),
        onClick: () => {
          decided = true;
          current.current.proceed?.();
        },
      },
      onClose: () => {
        if (decided) return;
        decided = true;
        current.current.reset?.();
        stay.current();
      },
    });
    return () => {
      // The blocked move was settled elsewhere (another click): the question is no longer open.
      if (!decided) {
        decided = true;
        dismissToast(toastId);
      }
    };
  }, [blocker.state, t]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
