import type { ReactNode } from 'react';
import { Header, type Breadcrumb } from './Header';
import { StorageBanner } from './StorageBanner';
import styles from './InternalLayout.module.css';

export interface InternalLayoutProps {
  breadcrumbs?: Breadcrumb[];
  title: ReactNode;
  /** Shown next to the title, e.g. a link to the dataset's settings. */
  titleActions?: ReactNode;
  headerActions?: ReactNode;
  children: ReactNode;
}

/** Pages of the app that are not annotation: header, page header, content in a 1500 px container. */
export function InternalLayout({ breadcrumbs, title, titleActions, headerActions, children }: InternalLayoutProps) {
  return (
    <div className={styles.page}>
      <Header breadcrumbs={breadcrumbs} actions={headerActions} />
      <StorageBanner />
      <main id="content" className={styles.main} tabIndex={-1}>
        <div className={styles.container}>
          <div className={styles.pageHeader}>
            <h1 className={styles.title}>{title}</h1>
            {titleActions && <div className={styles.titleActions}>{titleActions}</div>}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
