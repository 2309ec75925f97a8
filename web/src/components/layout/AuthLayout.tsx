import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AuthLayout.module.css';

/** Sign-in and welcome: the claim panel on wide screens, the form at most 400 px wide. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.claim}>
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('common.productName')}</span>
        </div>
        <p className={styles.claimText}>{t('auth.claim')}</p>
        <p className={styles.claimSub}>{t('auth.claimSub')}</p>
      </aside>
      <main id="content" className={styles.formSide}>
        <div className={styles.form}>{children}</div>
      </main>
    </div>
  );
}
