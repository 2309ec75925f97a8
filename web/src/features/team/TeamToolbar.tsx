import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import styles from './TeamToolbar.module.css';

/** Typing settles for this long before the URL (and the list) follows. */
const SEARCH_DEBOUNCE_MS = 200;

export interface TeamToolbarProps {
  query: string;
  onSearch: (query: string) => void;
  shown: number;
  total: number;
}

/** The search over names, usernames and workspaces, and how many people it leaves. */
export function TeamToolbar({ query, onSearch, shown, total }: TeamToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(query);
  const sent = useRef(query);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    // Back or a link changed the search: show it, unless it is our own write coming back.
    if (query !== sent.current) {
      sent.current = query;
      setText(query);
    }
  }, [query]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latestOnSearch.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <Icon size={15} className={styles.searchIcon}>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </Icon>
        <input
          type="search"
          className={styles.searchInput}
          value={text}
          placeholder={t('team.search.placeholder')}
          aria-label={t('team.search.label')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
            }
          }}
        />
      </div>
      <span className={styles.count} aria-live="polite">
        {t('team.count', { shown, total })}
      </span>
    </div>
  );
}
