import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/ui/SearchBox';
import styles from './TeamToolbar.module.css';

export interface TeamToolbarProps {
  query: string;
  onSearch: (query: string) => void;
  shown: number;
  total: number;
  /** More tools at the end (the cards' sort). */
  end?: ReactNode;
}

/** The search over names, usernames and workspaces, and how many people it leaves. */
export function TeamToolbar({ query, onSearch, shown, total, end }: TeamToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <SearchBox
        className={styles.search}
        value={query}
        onSearch={(text) => onSearch(text)}
        label={t('team.search.label')}
        placeholder={t('team.search.placeholder')}
        clearLabel={t('team.search.clear')}
      />
      <span className={styles.count} aria-live="polite">
        {t('team.count', { shown, total })}
      </span>
      {end}
    </div>
  );
}
