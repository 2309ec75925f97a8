import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../shared/toasts/store';
import type { FormAction } from '../form/useRecordForm';

export interface DraftNotice {
  /** Every write of the form, as it ends (`onRecordChanged`). */
  onWrite: (recordId: string, action: FormAction) => void;
  /** The person saved a draft by hand (button or Ctrl+S): they know, nothing to say on leaving. */
  savedByHand: (recordId: string) => void;
  /** The record is being left (after its edits were flushed): says "Saved as draft" if the page saved it so. */
  onLeave: (recordId: string) => void;
}

/**
 * Leaving a record whose answers only the page saved as a draft (after a pause in editing, or on leaving)
 * says so, with the toolbar's count of drafts: a record the person meant to submit is never left behind
 * unnoticed. Submitting, discarding or clearing it, or saving the draft by hand, says nothing.
 */
export function useDraftNotice(): DraftNotice {
  const { t } = useTranslation();
  const autoDrafted = useRef<string | null>(null);
  // Stable: the form's write callbacks depend on it, and its draft timer on them.
  return useMemo<DraftNotice>(() => ({
    onWrite: (recordId, action) => {
      if (action === 'draft') autoDrafted.current = recordId;
      else if (autoDrafted.current === recordId) autoDrafted.current = null;
    },
    savedByHand: (recordId) => {
      if (autoDrafted.current === recordId) autoDrafted.current = null;
    },
    onLeave: (recordId) => {
      if (autoDrafted.current !== recordId) return;
      autoDrafted.current = null;
      notify({ message: t('annotate.savedAsDraft'), type: 'info' });
    },
  }), [t]);
}
