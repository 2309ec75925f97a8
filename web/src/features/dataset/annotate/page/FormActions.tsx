import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordForm } from '../form/useRecordForm';
import type { Question } from '../model/types';
import styles from './FormActions.module.css';
import { usePinnedActionsHeight } from '../../../../components/layout/pinned-actions';
import { KEEP_CLEAR_OF_TOASTS } from '../../../../shared/toasts/useToastPlacement';
import { submitHoldMessage } from './submit-hold';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function Keys({ keys }: { keys: string[] }) {
  return (
    <span className={styles.keys} aria-hidden="true">
      {keys.map((key) => (
        <kbd key={key}>{key}</kbd>
      ))}
    </span>
  );
}

/**
 * Discard, Save as draft, Submit (and Clear once there is a response), with their keys and the save
 * state. While Submit is off, the line under the buttons says why (and the button is described by it).
 */
export function FormActions({ form, questions }: { form: RecordForm; questions: readonly Question[] }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const bar = useRef<HTMLElement>(null);
  usePinnedActionsHeight(bar);
  const busy = form.busy !== null;
  // Changed elsewhere: nothing is sent until the person takes the newer answer or keeps theirs.
  const held = busy || form.stale !== null;
  const hold = form.complete ? undefined : submitHoldMessage(form.holds, questions);
  const sentence = hold && t(hold.key, { title: hold.title });
  const reason = hold && (hold.more > 0 ? t('annotate.actions.submitHold.more', { first: sentence, count: hold.more }) : sentence);
  const saveText =
    form.saveState === 'saving'
      ? t('annotate.save.saving')
      : form.saveState === 'saved' && !form.modified
        ? t('annotate.save.saved')
        : form.saveState === 'failed'
          ? t('annotate.save.failed')
          : form.saveState === 'waiting-for-network'
            ? t('annotate.save.waiting')
            : '';
  return (
    <footer ref={bar} className={styles.footer} {...KEEP_CLEAR_OF_TOASTS}>
      {form.stale !== null && (
        <div className={styles.changedElsewhere} role="alert" data-testid="changed-elsewhere">
          <p>{t('annotate.changedElsewhere.message')}</p>
          <div className={styles.choices}>
            <button type="button" className={styles.choice} onClick={() => void form.loadNewer()} disabled={busy}>
              {t('annotate.changedElsewhere.load')}
            </button>
            <button type="button" className={styles.choice} onClick={() => void form.keepMine()} disabled={busy}>
              {t('annotate.changedElsewhere.keep')}
            </button>
          </div>
        </div>
      )}
      <div className={styles.meta}>
        <span className={styles.saveState} role="status" data-testid="save-state" data-state={form.saveState}>
          {saveText}
        </span>
        {form.response && (
          <button type="button" className={styles.clear} onClick={() => void form.clear()} disabled={held} title={t('annotate.actions.clearHint')}>
            {t('annotate.actions.clear')}
          </button>
        )}
      </div>
      <div className={styles.buttons}>
        <button type="button" className={`${styles.action} ${styles.discard}`} onClick={() => void form.discard()} disabled={held}>
          <span>{form.busy === 'discarded' ? t('annotate.save.saving') : t('annotate.actions.discard')}</span>
          <Keys keys={['⌫']} />
        </button>
        <button type="button" className={`${styles.action} ${styles.draft}`} onClick={() => void form.saveDraft()} disabled={held}>
          <span>{t('annotate.actions.draft')}</span>
          <Keys keys={[IS_MAC ? '⌘' : 'Ctrl', 'S']} />
        </button>
        <span className={styles.submitWrap} title={reason}>
          <button
            type="button"
            className={`${styles.action} ${styles.submit}`}
            onClick={() => void form.submit()}
            disabled={held || !form.complete}
            aria-describedby={reason ? reasonId : undefined}
          >
            <span>{form.busy === 'submitted' ? t('annotate.save.saving') : t('annotate.actions.submit')}</span>
            <Keys keys={['↵']} />
          </button>
        </span>
      </div>
      {reason && (
        <p id={reasonId} className={styles.submitReason} data-testid="submit-reason">
          {reason}
        </p>
      )}
    </footer>
  );
}
