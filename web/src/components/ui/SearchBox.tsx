import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import styles from './SearchBox.module.css';

/** Typing settles for this long before the URL (and the list) follows. */
const SEARCH_DEBOUNCE_MS = 200;

export interface SearchBoxProps {
  value: string;
  /** The box's accessible name, its placeholder and the clear button's name. */
  label: string;
  placeholder: string;
  clearLabel: string;
  className?: string;
  /** `refine` is true while the person keeps typing a search already in the URL. */
  onSearch: (query: string, refine: boolean) => void;
}

/**
 * A list's search box: what is typed is kept locally and sent once typing settles, and the box follows
 * the URL when Back or "Clear" changes the search. Escape or × clears it at once.
 */
export function SearchBox({ value, onSearch, label, placeholder, clearLabel, className }: SearchBoxProps) {
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
    <div className={className ? `${styles.search} ${className}` : styles.search}>
      <Icon size={15} className={styles.searchIcon}>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </Icon>
      <input
        ref={input}
        type="search"
        className={styles.searchInput}
        value={text}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            clear();
          }
        }}
      />
      {text && (
        <button type="button" className={styles.clearSearch} aria-label={clearLabel} title={clearLabel} onClick={clear}>
          <Icon size={14}>
            <path d="M18 6 6 18M6 6l12 12" />
          </Icon>
        </button>
      )}
    </div>
  );
}
