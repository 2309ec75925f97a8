import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemembered } from '../filters/useFilterControls';
import { sortKeyId, type SortCriterion } from '../criteria';
import {
  SORT_GROUPS,
  addSortKey,
  matchSortOptions,
  raiseSortKey,
  removeSortKey,
  reverseSortKey,
  unusedSortOptions,
  type SortOption,
} from './sort-options';
import styles from './SortPanel.module.css';
import { PanelSearch } from '../filters/PanelSearch';

export interface SortPanelProps {
  options: readonly SortOption[];
  sort: readonly SortCriterion[];
  onChange: (sort: readonly SortCriterion[]) => void;
  /** The list of fields to add is shown (besides when there is no sort yet). */
  adding: boolean;
  onAdding: (adding: boolean) => void;
}

/** A list this long gets a search box. */
const SEARCH_MIN = 9;

/**
 * The sort keys in order, each with its direction and ×, then "+ Add another field", which lists what
 * is left to sort by. With no sort yet the list shows at once.
 */
export function SortPanel({ options, sort, onChange, adding, onAdding }: SortPanelProps) {
  const { t } = useTranslation();
  const unused = unusedSortOptions(options, sort);
  const byId = new Map(options.map((option) => [option.id, option]));
  const nameOf = (option: SortOption) => (option.group === 'general' ? t(`annotateSort.general.${option.key.kind as 'inserted_at' | 'updated_at'}`) : option.title);
  const picking = sort.length === 0 || adding;
  const panel = useRef<HTMLDivElement>(null);
  // A pick or a removal takes away what had the keyboard; it goes to the next control that makes sense.
  const focusSoon = (selector: string) => requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(selector)?.focus());

  return (
    <div ref={panel} className={styles.panel}>
      <h3 className={styles.title}>{t('annotateSort.title')}</h3>
      {sort.length > 0 && (
        <ol className={styles.rows} data-testid="sort-rows">
          {sort.map((item, index) => {
            const id = sortKeyId(item.key);
            const option = byId.get(id);
            if (!option) return null;
            const name = nameOf(option);
            const order = t(`annotateSort.orders.${option.valueKind}.${item.order}`);
            return (
              <li key={id} className={styles.row} data-sort-key={id}>
                <span className={styles.position}>{index + 1}</span>
                <span className={styles.label}>
                  <span className={styles.caption}>{t(`annotateSort.groups.${option.group}`)}</span>
                  <span className={styles.name} title={name}>
                    {name}
                  </span>
                </span>
                <button
                  type="button"
                  className={styles.order}
                  onClick={() => onChange(reverseSortKey(sort, id))}
                  aria-label={t('annotateSort.reverse', { name, order })}
                  title={t('annotateSort.reverse', { name, order })}
                  data-order={item.order}
                  data-focus-key={`order:${id}`}
                >
                  <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" className={item.order === 'desc' ? styles.flipped : undefined}>
                    <path d="M8 13V3M4 7l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {order}
                </button>
                {index > 0 && (
                  <button
                    type="button"
                    className={styles.icon}
                    onClick={() => onChange(raiseSortKey(sort, id))}
                    data-focus-key={`raise:${id}`}
                    aria-label={t('annotateSort.raise', { name })}
                    title={t('annotateSort.raise', { name })}
                  >
                    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                      <path d="m2 6.5 3-3 3 3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </button>
                )}
                <button
                  type="button"
                  className={styles.icon}
                  onClick={() => {
                    onChange(removeSortKey(sort, id));
                    focusSoon(sort.length > 1 ? '[data-focus-key="add"], [data-focus-key^="order:"]' : '[data-focus-key="sort-search"], [data-focus-key^="option:"]');
                  }}
                  data-focus-key={`remove:${id}`}
                  aria-label={t('annotateSort.remove', { name })}
                  title={t('annotateSort.remove', { name })}
                >
                  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                    <path d="m2 2 6 6M8 2 2 8" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {picking ? (
        <SortPicker
          options={unused}
          nameOf={nameOf}
          onPick={(option) => {
            onChange(addSortKey(sort, option.key));
            onAdding(false);
            focusSoon(`[data-focus-key="order:${CSS.escape(option.id)}"]`);
          }}
          onCancel={sort.length > 0 ? () => onAdding(false) : undefined}
        />
      ) : (
        <div className={styles.footer}>
          {unused.length > 0 && (
            <button type="button" className={styles.link} onClick={() => onAdding(true)} data-testid="sort-add" data-focus-key="add">
              {t('annotateSort.add')}
            </button>
          )}
          <button type="button" className={styles.quiet} onClick={() => onChange([])} data-focus-key="clear">
            {t('annotateSort.clear')}
          </button>
        </div>
      )}
    </div>
  );
}

interface SortPickerProps {
  options: readonly SortOption[];
  nameOf: (option: SortOption) => string;
  onPick: (option: SortOption) => void;
  onCancel?: () => void;
}

/** What is left to sort by, under the headings of its group. */
function SortPicker({ options, nameOf, onPick, onCancel }: SortPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useRemembered<string>('sort-query', '');
  if (options.length === 0) return <p className={styles.note}>{t('annotateSort.nothingLeft')}</p>;
  // The group's name counts too: "quality score" finds the quality question's suggestion score.
  const matches = matchSortOptions(options, query, (option) => `${t(`annotateSort.groups.${option.group}`)} ${nameOf(option)}`);
  return (
    <div className={styles.picker}>
      {options.length >= SEARCH_MIN && (
        <PanelSearch label={t('annotateSort.search')} value={query} onChange={setQuery} data-focus-key="sort-search" />
      )}
      {matches.length === 0 && <p className={styles.note}>{t('annotateSort.noMatches', { query })}</p>}
      <div className={styles.groups} data-testid="sort-options">
        {SORT_GROUPS.map((group) => {
          const items = matches.filter((option) => option.group === group);
          if (items.length === 0) return null;
          return (
            <section key={group} className={styles.group} aria-label={t(`annotateSort.groups.${group}`)}>
              <h4 className={styles.groupTitle}>{t(`annotateSort.groups.${group}`)}</h4>
              <ul className={styles.options}>
                {items.map((option) => (
                  <li key={option.id}>
                    <button type="button" className={styles.option} onClick={() => onPick(option)} data-sort-option={option.id} data-focus-key={`option:${option.id}`}>
                      {nameOf(option)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {onCancel && (
        <div className={styles.footer}>
          <button type="button" className={styles.quiet} onClick={onCancel}>
            {t('annotateSort.cancelAdd')}
          </button>
        </div>
      )}
    </div>
  );
}
