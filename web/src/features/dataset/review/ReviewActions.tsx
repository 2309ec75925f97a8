import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { IS_MAC, VALIDATE_KEYS } from './shortcuts';
import styles from './ReviewActions.module.css';
import { KEEP_CLEAR_OF_TOASTS } from '../../../shared/toasts/useToastPlacement';


export interface ReviewActionsProps {
  validated: boolean;
  modified: boolean;
  saving: 'validate' | 'reset' | null;
  canMerge: boolean;
  canReset: boolean;
  onMerge: () => void;
  onReset: () => void;
  onValidate: () => void;
}

/** Under the questions: Merge (the majority into the final answer), Reset (back to the annotators) and Validate. */
export function ReviewActions({ validated, modified, saving, canMerge, canReset, onMerge, onReset, onValidate }: ReviewActionsProps) {
  const { t } = useTranslation();
  const validateLabel = saving === 'validate' ? t('review.actions.validating') : validated ? t('review.actions.validateAgain') : t('review.actions.validate');
  return (
    <div className={styles.footer} {...KEEP_CLEAR_OF_TOASTS}>
      <p className={styles.hint}>{t('review.actions.mergeHint')}</p>
      <div className={styles.buttons}>
        <Button onClick={onMerge} disabled={!canMerge || saving !== null} title={`${t('review.actions.mergeTitle')} (M)`} data-testid="review-merge">
          {t('review.actions.merge')}
        </Button>
        <Button variant="ghost" onClick={onReset} disabled={!canReset || saving !== null} data-testid="review-reset">
          {t('review.actions.reset')}
        </Button>
        <Button
          variant="primary"
          className={styles.validate}
          onClick={onValidate}
          disabled={saving !== null || (validated && !modified)}
          aria-keyshortcuts={IS_MAC ? 'Meta+Enter' : 'Control+Enter'}
          title={`${validateLabel} (${VALIDATE_KEYS})`}
          data-testid="review-validate"
        >
          {validateLabel}
          <kbd className={styles.kbd} aria-hidden="true">
            {VALIDATE_KEYS}
          </kbd>
        </Button>
      </div>
    </div>
  );
}
