import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_HEADER_ATTRIBUTE } from '../../shared/toasts/useToastPlacement';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

export interface Breadcrumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** The top bar: the product mark, where the person is, page actions and the account menu. */
export function Header({ breadcrumbs = [], actions }: { breadcrumbs?: Breadcrumb[]; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header} {...APP_HEADER_ATTRIBUTE}>
      <Link to="/" className={styles.brand} aria-label={t('header.home')}>
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>{t('common.productName')}</span>
      </Link>
      <nav aria-label={t('header.breadcrumbs')} className={styles.crumbs}>
        <ol>
          {breadcrumbs.map((crumb, index) => (
            <Fragment key={`${crumb.label}-${index}`}>
              <li className={styles.separator} aria-hidden="true">
                /
              </li>
              <li className={index === 0 ? styles.first : undefined} title={crumb.label}>
                {crumb.to ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page" className={styles.current}>
                    {crumb.label}
                  </span>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      </nav>
      <div className={styles.end}>
        {actions}
        <UserMenu />
      </div>
    </header>
  );
}
