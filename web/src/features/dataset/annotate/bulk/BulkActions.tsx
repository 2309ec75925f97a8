import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import type { ResponseStatus } from '../model/types';
import type { BulkProgress } from './useBulkWrite';
import styles from './BulkQuestionnaire.module.css';
import { usePinnedActionsHeight } from '../../../../components/layout/pinned-actions';
import { KEEP_CLEAR_OF_TOASTS } from '../../../../shared/toasts/useToastPlacement';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const ACTIONS: readonly { action: ResponseStatus; label: string; keys: string[] }[] = [
  { action: 'discarded', label: 'discard', keys: ['⌫'] },
  { action: 'draft', label: 'draft', keys: [IS_MAC ? '⌘' : 'Ctrl', 'S'] },
  { action: 'submitted', label: 'submit', keys: ['↵'] },
];

export interface BulkActionsProps {
  /** Selected records. */
  count: number;
  /** Some selected record would not be complete: Submit waits. */
  incomplete: boolean;
  progress: BulkProgress | null;
  onAction: (action: ResponseStatus) => void;
}

/**
 * Discard, Save as draft and Submit for the selection, each saying what it will do ("Submit 240
 * records"); disabled with "No record selected" when nothing is; while a write runs, its button shows
 * the percentage done and a progress bar runs under the buttons.
 */
export function BulkActions({ count, incomplete, progress, onAction }: BulkActionsProps) {
  const { t, i18n } = useTranslation();
  const n = numberFormat(i18n.language).format(count);
  const reasonId = 'bulk-actions-reason';
  const bar = useRef<HTMLElement>(null);
  usePinnedActionsHeight(bar);
  return (
    <footer ref={bar} className={styles.footer} {...KEEP_CLEAR_OF_TOASTS}>
      {progress && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('annotateBulk.actions.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          data-testid="bulk-progress"
        >
          <span style={{ width: `${progress.percent}%` }} />
        </div>
      )}
      <div className={styles.buttons}>
        {ACTIONS.map(({ action, label, keys }) => {
          const reason = count === 0 ? t('annotateBulk.noneSelected') : action === 'submitted' && incomplete ? t('annotate.actions.submitDisabled') : null;
          const text =
            progress?.action === action
              ? t(`annotateBulk.actions.working.${action}`, { percent: progress.percent })
              : count > 0
                ? t(`annotateBulk.actions.${label}Count`, { count, n })
                : t(`annotateBulk.actions.${label}`);
          return (
            <span key={action} className={styles.wrap} title={reason ?? undefined}>
              <button
                type="button"
                className={`${styles.action} ${styles[action]}`}
                onClick={() => onAction(action)}
                disabled={reason !== null || progress !== null}
                aria-describedby={reason ? `${reasonId}-${action}` : undefined}
                data-action={action}
              >
                <span className={styles.label}>{text}</span>
                <span className={styles.keys} aria-hidden="true">
                  {keys.map((key) => (
                    <kbd key={key}>{key}</kbd>
                  ))}
                </span>
              </button>
              {reason && (
                <span id={`${reasonId}-${action}`} className="visually-hidden">
                  {reason}
                </span>
              )}
            </span>
          );
        })}
      </div>
    </footer>
  );
}
