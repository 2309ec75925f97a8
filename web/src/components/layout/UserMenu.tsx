import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../ui/Avatar';
import { canManageWebhooks } from '../../shared/auth/owner-pages';
import { peopleAccessOf } from '../../shared/auth/people-actions';
import { useCurrentUser, useSignOut } from '../../shared/auth/queries';
import { TEAM_PATH, WEBHOOKS_PATH, WORKSPACES_PATH } from '../../shared/routing/paths';
import styles from './UserMenu.module.css';

/**
 * The avatar button and its menu: who is signed in, their settings, the team, workspaces and webhooks
 * (for the roles that may see them), the API docs, sign-out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!user) return <span className={styles.placeholder} aria-hidden="true" />;
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const access = peopleAccessOf(user.role);

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.userMenu', { username: user.username })}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar username={user.username} />
      </button>
      {open && (
        <div className={styles.menu} role="menu" id={menuId}>
          <div className={styles.identity}>
            <strong>{fullName || user.username}</strong>
            <span>
              {user.username} · {t(`common.roles.${user.role}`)}
            </span>
          </div>
          <Link role="menuitem" to="/user-settings" className={styles.item} onClick={() => setOpen(false)}>
            {t('header.mySettings')}
          </Link>
          {access.team !== 'none' && (
            <Link role="menuitem" to={TEAM_PATH} className={styles.item} onClick={() => setOpen(false)}>
              {t('header.team')}
            </Link>
          )}
          {access.workspaces !== 'none' && (
            <Link role="menuitem" to={WORKSPACES_PATH} className={styles.item} onClick={() => setOpen(false)}>
              {t('header.workspaces')}
            </Link>
          )}
          {canManageWebhooks(user.role) && (
            <Link role="menuitem" to={WEBHOOKS_PATH} className={styles.item} onClick={() => setOpen(false)}>
              {t('header.webhooks')}
            </Link>
          )}
          <a role="menuitem" href="/api/v1/docs" target="_blank" rel="noreferrer" className={styles.item}>
            {t('header.apiDocs')}
          </a>
          <button type="button" role="menuitem" className={styles.item} onClick={signOut}>
            {t('header.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
