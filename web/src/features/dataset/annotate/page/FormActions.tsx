import { useTranslation } from 'react-i18next';
import type { RecordForm } from '../form/useRecordForm';
import styles from './FormActions.module.css';
import { KEEP_CLEAR_OF_TOASTS } from '../../../../shared/toasts/useToastPlacement';

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

/** Discard, Save as draft, Submit (and Clear once there is a response), with their keys and the save state. */
export function FormActions({ form }: { form: RecordForm }) {
  const { t } = useTranslation();
  const busy = form.busy !== null;
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
    <footer className={styles.footer} {...KEEP_CLEAR_OF_TOASTS}>
      <div className={styles.meta}>
        <span className={styles.saveState} role="status" data-testid="save-state" data-state={form.saveState}>
          {saveText}
        </span>
        {form.response && (
          <button type="button" className={styles.clear} onClick={() => void form.clear()} disabled={busy} title={t('annotate.actions.clearHint')}>
            {t('annotate.actions.clear')}
          </button>
        )}
      </div>
      <div className={styles.buttons}>
        <button type="button" className={`${styles.action} ${styles.discard}`} onClick={() => void form.discard()} disabled={busy}>
          <span>{form.busy === 'discarded' ? t('annotate.save.saving') : t('annotate.actions.discard')}</span>
          <Keys keys={['⌫']} />
        </button>
        <button type="button" className={`${styles.action} ${styles.draft}`} onClick={() => void form.saveDraft()} disabled={busy}>
          <span>{t('annotate.actions.draft')}</span>
          <Keys keys={[IS_MAC ? '⌘' : 'Ctrl', 'S']} />
        </button>
        <span className={styles.submitWrap} title={form.complete ? undefined : t('annotate.actions.submitDisabled')}>
          <button
            type="button"
            className={`${styles.action} ${styles.submit}`}
            onClick={() => void form.submit()}
            disabled={busy || !form.complete}
            aria-describedby={form.complete ? undefined : 'submit-disabled-reason'}
          >
            <span>{form.busy === 'submitted' ? t('annotate.save.saving') : t('annotate.actions.submit')}</span>
            <Keys keys={['↵']} />
          </button>
        </span>
        {!form.complete && (
          <span id="submit-disabled-reason" className="visually-hidden">
            {t('annotate.actions.submitDisabled')}
          </span>
        )}
      </div>
    </footer>
  );
}
