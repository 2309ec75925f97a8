import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../../shared/format/numbers';
import { moveCandidates, ORDER_HEAD, positionIndex } from './move-by-search';
import { move } from './reorder';
import type { OptionOrderProps, OrderedOption } from './OptionOrder';
import styles from './OptionOrder.module.css';

/**
 * The label order of a question with thousands of labels: 50,000 draggable chips would take seconds
 * to draw and nobody drags a label across them. Instead: type to find a label, pick it among the best
 * matches, give its new position, Move. The head of the order shows the result; every move is
 * announced as with the chips.
 */
export function LargeOptionOrder<T extends OrderedOption>({ options, onChange, labelledBy, disabled = false }: OptionOrderProps<T>) {
  const { t, i18n } = useTranslation();
  const findId = useId();
  const positionId = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [position, setPosition] = useState('1');
  const [announcement, setAnnouncement] = useState('');
  const format = (n: number) => numberFormat(i18n.language).format(n);
  const total = options.length;

  const candidates = useMemo(() => moveCandidates(options, query), [options, query]);
  // The chosen label's place now (one scan per render that has a choice; cheap next to typing).
  const chosenIndex = useMemo(() => (chosen === null ? -1 : options.findIndex((option) => option.value === chosen)), [options, chosen]);
  const chosenOption = chosenIndex >= 0 ? options[chosenIndex] : undefined;
  const to = positionIndex(position, total);

  const moveChosen = () => {
    if (disabled || !chosenOption || to === null) return;
    if (to !== chosenIndex) onChange(move(options, chosenIndex, to));
    const message = t('settingsOrder.moved', { option: chosenOption.text, position: format(to + 1), total: format(total) });
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  };

  return (
    <div className={styles.order}>
      <p className={styles.largeHelp}>{t('settingsOrder.large.help', { count: total, formatted: format(total) })}</p>
      {/* Not a <form>: the settings item around it is one, and a nested form's submit would be its. */}
      <div className={styles.largeForm} role="group" aria-labelledby={labelledBy}>
        <label htmlFor={findId} className={styles.largeLabel}>
          {t('settingsOrder.large.find')}
        </label>
        <input
          id={findId}
          type="search"
          className={styles.largeInput}
          value={query}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          data-testid="order-find"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter picks the best match (and never submits the settings item around it).
            if (event.key === 'Enter') {
              event.preventDefault();
              const first = candidates.shown[0];
              if (first) setChosen(first.value);
            }
          }}
        />
        {candidates.shown.length > 0 && (
          <div className={styles.candidates} role="radiogroup" aria-label={t('settingsOrder.large.matches')}>
            {candidates.shown.map((option) => (
              <button
                key={option.value}
                type="button"
                role="radio"
                aria-checked={option.value === chosen}
                className={[styles.chip, styles.candidate, option.value === chosen ? styles.chosen : ''].filter(Boolean).join(' ')}
                title={option.value !== option.text ? option.value : undefined}
                onClick={() => setChosen(option.value)}
              >
                {option.text}
              </button>
            ))}
            {candidates.moreCount > 0 && (
              <span className={styles.largeMuted}>{t('settingsOrder.large.moreMatches', { count: candidates.moreCount, formatted: format(candidates.moreCount) })}</span>
            )}
          </div>
        )}
        {query.trim() !== '' && candidates.shown.length === 0 && <span className={styles.largeMuted}>{t('settingsOrder.large.noMatch')}</span>}
        <div className={styles.largeRow}>
          <span className={styles.largeMuted}>
            {chosenOption
              ? t('settingsOrder.large.chosen', { option: chosenOption.text, position: format(chosenIndex + 1), total: format(total) })
              : t('settingsOrder.large.noneChosen')}
          </span>
          <label htmlFor={positionId} className={styles.largeLabel}>
            {t('settingsOrder.large.position')}
          </label>
          <input
            id={positionId}
            type="number"
            inputMode="numeric"
            min={1}
            max={total}
            className={[styles.largeInput, styles.largePosition].join(' ')}
            value={position}
            disabled={disabled}
            data-testid="order-position"
            onChange={(event) => setPosition(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                moveChosen();
              }
            }}
          />
          <button type="button" onClick={moveChosen} className={styles.button} disabled={disabled || !chosenOption || to === null}>
            {t('settingsOrder.large.move')}
          </button>
        </div>
      </div>
      <p className={styles.largeLabel}>{t('settingsOrder.large.head', { count: Math.min(ORDER_HEAD, total) })}</p>
      <ol className={styles.head} data-testid="order-head">
        {options.slice(0, ORDER_HEAD).map((option) => (
          <li key={option.value} className={styles.chip} title={option.value !== option.text ? option.value : undefined}>
            {option.text}
          </li>
        ))}
      </ol>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
