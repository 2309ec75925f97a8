import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { annotationPath, datasetTeamPath, reviewPath, settingsPath } from '../../../shared/routing/paths';
import { useDatasetRoles } from './useDatasetRoles';
import styles from './DatasetNav.module.css';

export type DatasetSection = 'annotate' | 'review' | 'team' | 'settings';

interface NavItem {
  section: DatasetSection;
  to: string;
  icon: ReactNode;
}

/**
 * The dataset's pages as one row of links: Annotate, Review (reviewers only), Team and Settings, the
 * current one marked for assistive technology. Plain links, so Tab moves between them, Enter follows one,
 * and each can be opened in a new tab. `compact` drops the words below a narrow width (in the header).
 */
export function DatasetNav({ datasetId, current, compact = false }: { datasetId: string; current: DatasetSection; compact?: boolean }) {
  const { t } = useTranslation();
  const { isReviewer } = useDatasetRoles(datasetId);
  const items: NavItem[] = [
    { section: 'annotate', to: annotationPath(datasetId), icon: <AnnotateIcon /> },
    ...(isReviewer || current === 'review' ? [{ section: 'review' as const, to: reviewPath(datasetId), icon: <ReviewIcon /> }] : []),
    { section: 'team', to: datasetTeamPath(datasetId), icon: <TeamIcon /> },
    { section: 'settings', to: settingsPath(datasetId), icon: <SettingsIcon /> },
  ];
  return (
    <nav aria-label={t('datasetTeam.nav.label')} className={`${styles.nav} ${compact ? styles.compact : ''}`} data-testid="dataset-nav">
      <ul className={styles.list}>
        {items.map((item) => {
          const isCurrent = item.section === current;
          return (
            <li key={item.section}>
              <Link
                to={item.to}
                className={styles.link}
                aria-current={isCurrent ? 'page' : undefined}
                title={compact ? t(`datasetTeam.nav.${item.section}`) : undefined}
              >
                {item.icon}
                <span className={styles.text}>{t(`datasetTeam.nav.${item.section}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AnnotateIcon() {
  return (
    <Icon size={15}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </Icon>
  );
}

function ReviewIcon() {
  return (
    <Icon size={15}>
      <path d="M9 11l3 3 8-8" />
      <path d="M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9" />
    </Icon>
  );
}

function TeamIcon() {
  return (
    <Icon size={15}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
      <path d="M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </Icon>
  );
}

function SettingsIcon() {
  return (
    <Icon size={15}>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </Icon>
  );
}
