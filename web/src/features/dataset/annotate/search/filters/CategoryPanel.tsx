import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { searchKey } from '../../questions/options';
import { withMetadata, withResponse, withSuggestion, type SearchCriteria } from '../criteria';
import { activeTargets, type FilterCatalogue, type FilterCategory } from './catalogue';
import { PanelHeader } from './PanelPopover';
import { SuggestionEditor } from './SuggestionEditor';
import type { ControlsStore } from './controls-store';
import { useRemembered } from './useFilterControls';
import { MetadataValueEditor, QuestionValueEditor } from './ValueEditors';
import styles from './CategoryPanel.module.css';
import { PanelSearch } from './PanelSearch';

export interface CategoryPanelProps {
  datasetId: string;
  category: FilterCategory;
  catalogue: FilterCatalogue;
  /** The criteria as the panel shows them (with edits not applied yet). */
  shown: SearchCriteria;
  /** The criteria the records are searched with now. */
  applied: SearchCriteria;
  stage: ControlsStore['stage'];
  target: string | null;
  onTarget: (target: string | null) => void;
}

const appliedMetadata = (criteria: SearchCriteria, name: string) => criteria.metadata.find((item) => item.property === name)?.filter ?? null;
const appliedResponse = (criteria: SearchCriteria, name: string) => criteria.responses.find((item) => item.question === name)?.filter ?? null;

interface Target {
  name: string;
  title: string;
}

/** A list longer than this gets a search box. */
const SEARCH_MIN = 7;

function targetsOf(category: FilterCategory, catalogue: FilterCatalogue): Target[] {
  return category === 'metadata' ? catalogue.metadata.map(({ name, title }) => ({ name, title })) : catalogue.questions.map(({ name, title }) => ({ name, title }));
}

/**
 * One filter panel, two levels at most: the properties (or questions) to pick from, then the chosen
 * one's values. With a single property or question the list is skipped.
 */
export function CategoryPanel({ datasetId, category, catalogue, shown, applied, stage, target, onTarget }: CategoryPanelProps) {
  const { t } = useTranslation();
  const targets = useMemo(() => targetsOf(category, catalogue), [category, catalogue]);
  const single = targets.length === 1;
  const current = targets.find((item) => item.name === (single ? targets[0]!.name : target));
  const body = useRef<HTMLDivElement>(null);
  const shownBefore = useRef<string | null | undefined>(undefined);
  // Moving between the list and a property's values replaces what had the keyboard: it goes to the
  // values' first control, or back to the property in the list. A panel just mounted is left to Radix.
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = current?.name ?? null;
    if (before === undefined || !body.current) return;
    const next = current
      ? body.current.querySelector<HTMLElement>('input:not([type="range"]), [role="tab"], button:not([data-focus-key="back"])')
      : body.current.querySelector<HTMLElement>(`[data-focus-key="target:${CSS.escape(before ?? '')}"]`);
    next?.focus();
  }, [current?.name]);

  if (!current) {
    return (
      <div ref={body} className={styles.body}>
        <TargetList category={category} targets={targets} active={activeTargets(shown, category)} onPick={onTarget} />
      </div>
    );
  }

  let editor;
  if (category === 'metadata') {
    const property = catalogue.metadata.find((item) => item.name === current.name)!;
    editor = (
      <MetadataValueEditor
        key={property.name}
        datasetId={datasetId}
        property={property}
        filter={shown.metadata.find((item) => item.property === property.name)?.filter}
        onChange={(filter, delay) => stage((criteria) => withMetadata(criteria, property.name, filter), delay)}
        // A half-typed range takes back what it staged: the property keeps its applied filter meanwhile.
        onInvalid={() => stage((criteria) => withMetadata(criteria, property.name, appliedMetadata(applied, property.name)))}
      />
    );
  } else {
    const question = catalogue.questions.find((item) => item.name === current.name)!;
    editor =
      category === 'responses' ? (
        <QuestionValueEditor
          key={question.name}
          question={question}
          filter={shown.responses.find((item) => item.question === question.name)?.filter}
          memoryKey={`response:${question.name}`}
          onChange={(filter, delay) => stage((criteria) => withResponse(criteria, question.name, filter), delay)}
          onInvalid={() => stage((criteria) => withResponse(criteria, question.name, appliedResponse(applied, question.name)))}
        />
      ) : (
        <SuggestionEditor
          key={question.name}
          datasetId={datasetId}
          question={question}
          criterion={shown.suggestions.find((item) => item.question === question.name)}
          onChange={(next, delay) => stage((criteria) => withSuggestion(criteria, next), delay)}
          onInvalid={(part) =>
            stage((criteria) => {
              const before = applied.suggestions.find((item) => item.question === question.name);
              const now = criteria.suggestions.find((item) => item.question === question.name) ?? { question: question.name };
              return withSuggestion(criteria, { ...now, [part]: before?.[part] });
            })
          }
        />
      );
  }
  return (
    <div ref={body} className={styles.body}>
      <PanelHeader title={current.title} caption={t(`annotateFilters.categories.${category}`)} onBack={single ? undefined : () => onTarget(null)} />
      {editor}
    </div>
  );
}

interface TargetListProps {
  category: FilterCategory;
  targets: readonly Target[];
  active: ReadonlySet<string>;
  onPick: (name: string) => void;
}

function TargetList({ category, targets, active, onPick }: TargetListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useRemembered<string>(`targets:${category}`, '');
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  const shown = words.length === 0 ? targets : targets.filter((item) => words.every((word) => searchKey(`${item.title} ${item.name}`).includes(word)));
  return (
    <>
      {targets.length >= SEARCH_MIN && (
        <PanelSearch label={t('annotateFilters.searchTargets')} value={query} onChange={setQuery} data-focus-key="targets-search" />
      )}
      {shown.length === 0 ? (
        <p className={styles.note}>{t('annotateFilters.noTargetMatches', { query })}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((item) => (
            <li key={item.name}>
              <button type="button" className={styles.item} onClick={() => onPick(item.name)} data-target={item.name} data-focus-key={`target:${item.name}`}>
                <span className={styles.itemTitle}>{item.title}</span>
                {active.has(item.name) && <span className={styles.dot} role="img" aria-label={t('annotateFilters.filtered')} />}
                <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" className={styles.chevron}>
                  <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
