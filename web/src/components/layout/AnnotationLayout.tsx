import type { ReactNode } from 'react';
import { Header, type Breadcrumb } from './Header';
import { StorageBanner } from './StorageBanner';
import styles from './AnnotationLayout.module.css';

/** The annotation page: the header and a centre that takes the rest of the window. */
export function AnnotationLayout({ breadcrumbs, headerActions, children }: { breadcrumbs?: Breadcrumb[]; headerActions?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Header breadcrumbs={breadcrumbs} actions={headerActions} />
      <StorageBanner />
      <main id="content" className={styles.center} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
