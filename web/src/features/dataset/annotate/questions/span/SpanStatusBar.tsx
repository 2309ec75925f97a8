import { useTranslation } from 'react-i18next';
import type { SpanAnswer } from '../../model/types';
import { type SpanLabel, excerpt } from './labels';
import { LabelOptions } from './LabelOptions';
import type { TextIndex } from './text-index';
import colors from './span-colors.module.css';
import styles from './SpanAnnotatedField.module.css';

export interface StatusBarProps {
  selected: SpanAnswer | null;
  chosen: SpanLabel | null;
  labels: readonly SpanLabel[];
  index: TextIndex;
  disabled: boolean;
  onRelabel: (span: SpanAnswer, label: string) => void;
  onRemove: (span: SpanAnswer) => void;
}

/**
 * One line above the text, the same height whatever it shows so the text does not jump: the label
 * new spans get, or, while a span is selected, that span with a label select and a remove button.
 */
export function SpanStatusBar({ selected, chosen, labels, index, disabled, onRelabel, onRemove }: StatusBarProps) {
  const { t } = useTranslation();
  if (selected) {
    const label = labels.find((candidate) => candidate.value === selected.label);
    const names = { label: label?.text ?? selected.label, text: excerpt(index.slice(selected.start, selected.end), 40) };
    return (
      <div className={styles.status}>
        <span className={styles.statusLead}>{t('annotateSpan.field.selected')}</span>
        <span className={`${colors.labelled} ${styles.statusSpan}`} style={label?.style}>
          <span className={colors.swatch} aria-hidden="true" />
          <span className={styles.statusExcerpt}>{names.text}</span>
        </span>
        <select
          className={styles.statusSelect}
          value={selected.label}
          disabled={disabled}
          aria-label={t('annotateSpan.span.changeLabel', names)}
          onChange={(event) => onRelabel(selected, event.target.value)}
        >
          <LabelOptions labels={labels} current={selected.label} known={label !== undefined} />
        </select>
        <button
          type="button"
          className={styles.statusButton}
          disabled={disabled}
          aria-label={t('annotateSpan.span.remove', names)}
          onClick={() => onRemove(selected)}
        >
          {t('annotateSpan.field.remove')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.status}>
      {chosen && (
        <>
          <span className={styles.statusLead}>{t('annotateSpan.field.newSpans')}</span>
          <span className={`${colors.labelled} ${styles.statusLabel}`} style={chosen.style}>
            <span className={colors.swatch} aria-hidden="true" />
            {chosen.text}
          </span>
        </>
      )}
    </div>
  );
}
