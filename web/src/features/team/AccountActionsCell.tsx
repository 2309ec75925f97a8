import type { User } from '@gloss/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import type { AccountActions } from '../../shared/auth/people-actions';
import styles from './AccountActions.module.css';

export type AccountDialogKind = 'reset' | 'role' | 'delete';

/** The actions an owner may take on one account, or why there are none. */
export function AccountActionsCell({
  user,
  actions,
  onOpen,
}: {
  user: User;
  actions: AccountActions;
  onOpen: (kind: AccountDialogKind, user: User) => void;
}) {
  const { t } = useTranslation();
  const { username } = user;
  const any = actions.resetPassword || actions.changeRole || actions.delete;
  return (
    <div className={styles.actionButtons}>
      {!any && actions.blockedBy === 'self' && <span className={styles.hint}>{t('team.selfHint')}</span>}
      {actions.resetPassword && (
        <Button size="small" aria-label={t('team.actions.resetPasswordOf', { username })} onClick={() => onOpen('reset', user)}>
          {t('team.actions.resetPassword')}
        </Button>
      )}
      {actions.changeRole && (
        <Button size="small" aria-label={t('team.actions.changeRoleOf', { username })} onClick={() => onOpen('role', user)}>
          {t('team.actions.changeRole')}
        </Button>
      )}
      {actions.delete && (
        <Button size="small" variant="ghost" className={styles.deleteButton} aria-label={t('team.actions.deleteOf', { username })} onClick={() => onOpen('delete', user)}>
          {t('team.actions.delete')}
        </Button>
      )}
      {actions.blockedBy === 'lastOwner' && <span className={styles.hint}>{t('team.lastOwnerHint')}</span>}
    </div>
  );
}
