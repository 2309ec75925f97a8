import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../model/types';
import { QuestionCard } from '../questions/QuestionCard';
import { hasCommandModifier, isTypingTarget, labelIndexForKey } from '../questions/span/keyboard';
import { LabelPicker } from '../questions/span/LabelPicker';
import { spanLabels, spanSettingsOf } from '../questions/span/labels';
import { useChosenLabel } from '../questions/span/span-store';
import styles from './BulkQuestionnaire.module.css';

export interface BulkSpanQuestionProps {
  question: Question;
  active: boolean;
  onActivate: () => void;
  /** The search and expanded list of the labels start over with it (the page). */
  scope: string;
  disabled: boolean;
}

/**
 * A span question in the bulk view's questionnaire: only the label new spans get. It is the same
 * "brush" for every card of the page (the chosen label is kept per question, see `span-store`), and
 * spans are drawn in each card's own text. Number keys choose the label while the question is active.
 */
export function BulkSpanQuestion({ question, active, onActivate, scope, disabled }: BulkSpanQuestionProps) {
  const { t } = useTranslation();
  const settings = spanSettingsOf(question);
  const labels = useMemo(() => spanLabels(settings?.options ?? []), [settings?.options]);
  const optionValues = useMemo(() => labels.map((label) => label.value), [labels]);
  const [chosen, choose] = useChosenLabel(question.id, optionValues);

  useEffect(() => {
    if (!active || disabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.shiftKey || hasCommandModifier(event) || isTypingTarget(event.target)) return;
      const position = labelIndexForKey(event.key);
      if (position === null || position >= optionValues.length) return;
      event.preventDefault();
      choose(optionValues[position]!);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, disabled, optionValues, choose]);

  if (!settings) return null;
  return (
    <QuestionCard question={question} active={active} onActivate={onActivate}>
      <div onFocusCapture={onActivate} onPointerDownCapture={onActivate}>
        <LabelPicker labels={labels} chosen={chosen} onChoose={choose} visibleOptions={settings.visible_options} scope={scope} disabled={disabled} />
        <p className={styles.spanHint}>{t('annotateBulk.spanHint')}</p>
      </div>
    </QuestionCard>
  );
}
