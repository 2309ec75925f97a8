import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../model/types';
import type { SuggestionCriterion } from '../criteria';
import { RangeEditor } from './RangeEditor';
import { SCORE_BOUNDS } from './range-input';
import { useSuggestionAgents } from './agents';
import { TermsChecklist } from './TermsChecklist';
import { TOGGLE_DELAY } from './controls-store';
import { useRemembered } from './useFilterControls';
import { QuestionValueEditor } from './ValueEditors';
import styles from './SuggestionEditor.module.css';

export type SuggestionPart = 'value' | 'score' | 'agent';
const PARTS: readonly SuggestionPart[] = ['value', 'score', 'agent'];

/** The part a panel opens on: the first one set, else the value. */
export function firstSetPart(criterion: SuggestionCriterion | undefined): SuggestionPart {
  if (!criterion || criterion.value) return 'value';
  if (criterion.score) return 'score';
  return criterion.agents?.length ? 'agent' : 'value';
}

export interface SuggestionEditorProps {
  datasetId: string;
  question: Question;
  criterion: SuggestionCriterion | undefined;
  onChange: (next: SuggestionCriterion, delay: number) => void;
  /** The value's or the score's range does not read (yet). */
  onInvalid: (part: 'value' | 'score') => void;
}

/**
 * A question's suggestions by value, score and agent. The three are tabs of one screen rather than a
 * third level of panels (Argilla's question → part → values was one level too deep to find one's way back).
 */
export function SuggestionEditor({ datasetId, question, criterion, onChange, onInvalid }: SuggestionEditorProps) {
  const { t } = useTranslation();
  const [part, setPart] = useRemembered<SuggestionPart>(`suggestion-part:${question.name}`, firstSetPart(criterion));
  const agents = useSuggestionAgents(datasetId, part === 'agent');
  const agentOptions = useMemo(
    () => (agents.data?.get(question.name) ?? []).map((agent) => ({ value: agent, text: agent })),
    [agents.data, question.name],
  );
  const current: SuggestionCriterion = criterion ?? { question: question.name };
  const isSet: Record<SuggestionPart, boolean> = { value: Boolean(current.value), score: Boolean(current.score), agent: Boolean(current.agents?.length) };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const change = (patch: Partial<SuggestionCriterion>, delay: number) => {
    const next: SuggestionCriterion = { ...current, ...patch };
    for (const key of ['value', 'score', 'agents'] as const) if (next[key] === undefined || next[key] === null) delete next[key];
    onChange(next, delay);
  };
  // Arrow keys move between the tabs (the ARIA tabs pattern); the selection follows the focus.
  const onTabKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = PARTS[(PARTS.indexOf(part) + step + PARTS.length) % PARTS.length]!;
    setPart(next);
    tabs.current[PARTS.indexOf(next)]?.focus();
  };

  return (
    <div className={styles.editor}>
      <div className={styles.tabs} role="tablist" aria-label={t('annotateFilters.suggestion.parts')} onKeyDown={onTabKeyDown}>
        {PARTS.map((item, index) => (
          <button
            key={item}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${item}-tab`}
            aria-selected={part === item}
            aria-controls={`${baseId}-panel`}
            tabIndex={part === item ? 0 : -1}
            className={styles.tab}
            onClick={() => setPart(item)}
            data-focus-key={`tab:${item}`}
          >
            {t(`annotateFilters.suggestion.${item}`)}
            {isSet[item] && <span className={styles.dot} aria-label={t('annotateFilters.filtered')} role="img" />}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${part}-tab`} className={styles.panel}>
        {part === 'value' && (
          <QuestionValueEditor
            question={question}
            filter={current.value}
            memoryKey={`suggestion:${question.name}`}
            onChange={(value, delay) => change({ value: value ?? undefined }, delay)}
            onInvalid={() => onInvalid('value')}
          />
        )}
        {part === 'score' && (
          <RangeEditor
            value={current.score}
            bounds={SCORE_BOUNDS}
            rules={{ limits: SCORE_BOUNDS }}
            name={t('annotateFilters.suggestion.score')}
            memoryKey={`score:${question.name}`}
            hint={t('annotateFilters.suggestion.scoreHint')}
            onChange={(score, delay) => change({ score: score ?? undefined }, delay)}
            onInvalid={() => onInvalid('score')}
          />
        )}
        {part === 'agent' &&
          (agents.isPending ? (
            <p className={styles.note}>{t('annotateFilters.suggestion.agentsLoading')}</p>
          ) : agentOptions.length === 0 && !current.agents?.length ? (
            <p className={styles.note}>{t('annotateFilters.suggestion.noAgents')}</p>
          ) : (
            <TermsChecklist
              options={agentOptions}
              selected={current.agents ?? []}
              name={t('annotateFilters.suggestion.agent')}
              memoryKey={`agents:${question.name}`}
              onChange={(values) => change({ agents: values.length > 0 ? values : undefined }, TOGGLE_DELAY)}
            />
          ))}
      </div>
    </div>
  );
}
