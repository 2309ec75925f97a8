import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/ui/SearchBox';
import styles from './TeamToolbar.module.css';

export interface TeamToolbarProps {
  query: string;
  onSearch: (query: string) => void;
  shown: number;
  total: number;
}

/** The search over names, usernames and workspaces, and how many people it leaves. */
export function TeamToolbar({ query, onSearch, shown, total }: TeamToolbarProps) {
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
    </div>
  );
}
