import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKeys, messageOf } from '../../../../shared/api/errors';
import { notify } from '../../../../shared/toasts/store';
import { isModified, isValid, sameValue, type DraftKind } from './drafts';
import { EditRegistry, type EditSummary, type SettingsTab } from './registry';
import type { ValidationMessage } from './validation';

const NO_ERRORS: Partial<Record<string, ValidationMessage>> = {};

export const EditRegistryContext = createContext<EditRegistry | null>(null);

export function useEditRegistry(): EditRegistry {
  const registry = useContext(EditRegistryContext);
  if (!registry) throw new Error('useEditRegistry needs an EditRegistryContext provider');
  return registry;
}

export function useEditSummary(registry: EditRegistry): EditSummary {
  return useSyncExternalStore(registry.subscribe, registry.getSummary);
}

/** The specification's refusals, by kind of item. */
export type Refusal = 'question' | 'field' | 'vector' | 'metadata' | 'dataset';

export interface TrackedEditOptions<Original, Draft, Body> {
  key: string;
  tab: SettingsTab;
  kind: DraftKind<Original, Draft, Body>;
  original: Original;
  /** Sends the body and answers what is now stored (the caller updates the caches). */
  save: (body: Body) => Promise<Original>;
  refusal: Refusal;
  /** Names the item in messages ("Question sentiment"). */
  label: string;
}

export interface TrackedEdit<Draft> {
  draft: Draft;
  setDraft: (next: Draft | ((current: Draft) => Draft)) => void;
  errors: Partial<Record<string, ValidationMessage>>;
  modified: boolean;
  valid: boolean;
  busy: boolean;
  /** Sends the update; refused with the specification's message (and nothing sent) while invalid. */
  update: () => Promise<boolean>;
  /** Back to what is stored. */
  cancel: () => void;
}

/**
 * One settings item's draft, tracked against the stored original: registered with the page so its
 * unsaved state counts in the bar, "Save all" and the leave guard. On failure the edited part goes back
 * to the original and a danger toast says what the server said; on success the draft follows the answer.
 */
export function useTrackedEdit<Original, Draft, Body>(options: TrackedEditOptions<Original, Draft, Body>): TrackedEdit<Draft> {
  const { key, tab, kind, original, refusal } = options;
  const { t, i18n } = useTranslation();
  const registry = useEditRegistry();
  const [draft, setDraft] = useState(() => kind.draftOf(original));
  const [busy, setBusy] = useState(false);
  // The stored value the draft was compared with: when a refresh brings a new one, an untouched draft follows it.
  const [base, setBase] = useState(original);
  if (base !== original) {
    setBase(original);
    if (!isModified(kind, base, draft)) setDraft(kind.draftOf(original));
  }
  const modified = isModified(kind, original, draft);
  // Said once the person edits the item: a dataset stored without guidelines is not an error to open on.
  const errors = modified ? kind.errors(draft) : NO_ERRORS;
  const valid = isValid(kind, draft);

  const latest = useRef({ original, draft, modified, valid, options });
  latest.current = { original, draft, modified, valid, options };
  const sending = useRef(false);

  const refuse = useCallback(() => {
    notify({ message: t(`datasetSettingsEdit.refused.${refusal}`), type: 'danger' });
  }, [refusal, t]);

  const update = useCallback(async (): Promise<boolean> => {
    const current = latest.current;
    if (!current.valid) {
      refuse();
      return false;
    }
    if (!current.modified) return true;
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    try {
      const sent = kind.update(current.draft, current.original);
      const stored = await current.options.save(sent);
      // Typing goes on while the update is on its way: a draft changed since is kept, now against the stored value.
      setDraft((now) => (sameValue(kind.update(now, current.original), sent) ? kind.draftOf(stored) : now));
      return true;
    } catch (error) {
      setDraft(kind.draftOf(latest.current.original));
      // The app's error hooks already toasted what the catalogue knows; otherwise say what the server said.
      if (errorMessageKeys(error, (candidate) => i18n.exists(candidate)).length === 0) {
        notify({ message: t('datasetSettingsEdit.failed', { item: current.options.label, reason: messageOf(error) }), type: 'danger' });
      }
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, [i18n, kind, refuse, t]);

  const cancel = useCallback(() => setDraft(kind.draftOf(latest.current.original)), [kind]);

  useEffect(() => {
    registry.set({ key, tab, modified, valid, save: update, refuse });
  }, [key, modified, refuse, registry, tab, update, valid]);
  useEffect(() => () => registry.remove(key), [key, registry]);

  return { draft, setDraft, errors, modified, valid, busy, update, cancel };
}
