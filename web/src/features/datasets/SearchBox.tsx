import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from './icons';
import styles from './ListToolbar.module.css';

/** Typing settles for this long before the URL (and the list) follows. */
const SEARCH_DEBOUNCE_MS = 200;

export interface SearchBoxProps {
  value: string;
  /** `refine` is true while the person keeps typing a search already in the URL. */
  onSearch: (query: string, refine: boolean) => void;
}

/** The name search. It keeps what is typed locally and follows the URL when Back or "Clear" changes it. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  // The parent's callback changes with every view; the pending timer must not restart because of it.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    // Our own debounced write coming back must not overwrite what was typed since.
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      const refine = sent.current.trim() !== '';
      sent.current = text;
      latestOnSearch.current(text, refine);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  function clear() {
    sent.current = '';
    setText('');
    onSearch('', false);
    input.current?.focus();
  }

  return (
    <div className={styles.search}>
      <SearchIcon size={15} className={styles.searchIcon} />
      <input
        ref={input}
        type="search"
        className={styles.searchInput}
        value={text}
        placeholder={t('datasets.search.placeholder')}
        aria-label={t('datasets.search.label')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            clear();
          }
        }}
      />
      {text && (
        <button type="button" className={styles.clearSearch} aria-label={t('datasets.search.clear')} title={t('datasets.search.clear')} onClick={clear}>
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  );
}
