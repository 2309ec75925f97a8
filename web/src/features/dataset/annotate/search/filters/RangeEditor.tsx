import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../../shared/format/numbers';
import type { Range } from '../criteria';
import {
  checkRange,
  rangeFromSlider,
  rangeText,
  sameRange,
  sliderPositions,
  sliderStep,
  type Bounds,
  type RangeRules,
  type RangeText,
} from './range-input';
import { RangeSlider } from './RangeSlider';
import { TYPING_DELAY } from './controls-store';
import { useRemembered } from './useFilterControls';
import styles from './RangeEditor.module.css';

export interface RangeEditorProps {
  value: Range | undefined;
  /** What the slider spans; without bounds there is no slider, only the boxes. */
  bounds: Bounds | null;
  rules?: RangeRules;
  /** The property or question, for accessible names. */
  name: string;
  /** Names what is typed in the boxes in the panels' memory (half-typed text outlives a remount too). */
  memoryKey: string;
  /** Said under the boxes instead of the bounds. */
  hint?: string;
  /** A range that says nothing (both boxes empty, the thumbs at the ends) is null. */
  onChange: (range: Range | null, delay: number) => void;
  /** The boxes stopped reading as a range: an edit staged from them a moment ago is not what is meant. */
  onInvalid?: () => void;
}

/**
 * "From" and "To" boxes over a slider. A box that does not read as a number (or is out of order)
 * says so under the boxes and changes nothing; a valid edit goes out after a pause in typing.
 */
export function RangeEditor({ value, bounds, rules = {}, name, memoryKey, hint, onChange, onInvalid }: RangeEditorProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language, { maximumFractionDigits: 6 });
  const [text, setText] = useRangeText(memoryKey, value);
  const typed = useRef(text);
  // The last range these boxes sent: when it comes back as the value, the boxes already say it (and may
  // hold more typing since, even a half-typed number), so they are left alone.
  const sent = useRef(value);
  const errorId = useId();
  const lowId = useId();
  const highId = useId();

  // The range changed elsewhere (Back, a link): show it. Half-typed boxes are left alone: the change is
  // then this editor taking back what it staged (`onInvalid`), and the person is still typing.
  useEffect(() => {
    if (!checkRange(typed.current, rules).ok) sent.current = value;
    if (sameRange(sent.current, value)) return;
    sent.current = value;
    typed.current = rangeText(value);
    setText(typed.current);
  }, [value]);

  const send = (range: Range | null) => {
    sent.current = range ?? undefined;
    onChange(range, TYPING_DELAY);
  };
  const check = checkRange(text, rules);
  const edit = (next: RangeText) => {
    typed.current = next;
    setText(next);
    const result = checkRange(next, rules);
    if (result.ok) send(result.range);
    else onInvalid?.();
  };

  const step = bounds ? sliderStep(bounds, Boolean(rules.integer)) : 1;
  const [low, high] = bounds ? sliderPositions(check.ok ? check.range : value, bounds) : [0, 0];
  const error = check.ok ? null : check;
  const limits = rules.limits ?? bounds;
  const errorText =
    error &&
    t(`annotateFilters.range.errors.${error.error}`, limits ? { min: number.format(limits.min), max: number.format(limits.max) } : {});

  return (
    <div className={styles.editor}>
      <div className={styles.boxes}>
        <label className={styles.box} htmlFor={lowId}>
          <span className={styles.label}>{t('annotateFilters.range.from')}</span>
          <span className="visually-hidden"> {name}</span>
          <input
            id={lowId}
            className={styles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text.low}
            placeholder={bounds ? number.format(bounds.min) : t('annotateFilters.range.any')}
            aria-invalid={error && error.bound !== 'high' ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => edit({ ...typed.current, low: event.target.value })}
            data-testid="range-low"
            data-focus-key="range-low"
          />
        </label>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <label className={styles.box} htmlFor={highId}>
          <span className={styles.label}>{t('annotateFilters.range.to')}</span>
          <span className="visually-hidden"> {name}</span>
          <input
            id={highId}
            className={styles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text.high}
            placeholder={bounds ? number.format(bounds.max) : t('annotateFilters.range.any')}
            aria-invalid={error && error.bound !== 'low' ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => edit({ ...typed.current, high: event.target.value })}
            data-testid="range-high"
            data-focus-key="range-high"
          />
        </label>
      </div>
      {bounds && (
        <RangeSlider
          bounds={bounds}
          step={step}
          low={low}
          high={high}
          lowLabel={t('annotateFilters.range.min', { name })}
          highLabel={t('annotateFilters.range.max', { name })}
          format={(item) => number.format(item)}
          onChange={(nextLow, nextHigh) => {
            const range = rangeFromSlider(nextLow, nextHigh, bounds, step);
            typed.current = rangeText(range ?? undefined);
            setText(typed.current);
            send(range);
          }}
        />
      )}
      <p id={errorId} className={error ? styles.error : styles.hint} aria-live="polite">
        {errorText ??
          hint ??
          (bounds
            ? t('annotateFilters.range.bounds', { min: number.format(bounds.min), max: number.format(bounds.max) })
            : t('annotateFilters.range.noBounds'))}
      </p>
    </div>
  );
}

/** The boxes' text, kept in the panels' memory; until something is typed it is the value's. */
function useRangeText(memoryKey: string, value: Range | undefined): [RangeText, (text: RangeText) => void] {
  const initial = rangeText(value);
  const [low, setLow] = useRemembered<string>(`range:${memoryKey}:low`, initial.low);
  const [high, setHigh] = useRemembered<string>(`range:${memoryKey}:high`, initial.high);
  return [
    { low, high },
    (text) => {
      setLow(text.low);
      setHigh(text.high);
    },
  ];
}
