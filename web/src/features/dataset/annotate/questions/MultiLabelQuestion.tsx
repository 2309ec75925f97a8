import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pressMulti } from '../model/confirmation';
import { orderOptions, type OptionsOrder } from '../model/suggestions';
import { ChoiceList } from './ChoiceList';
import { questionTitleId } from './dom';
import type { QuestionEditorProps } from './editor-props';
import { settingsOf } from './settings';
import { useOptionSuggestions, useStableSuggestion } from './use-suggestion';
import styles from './MultiLabelQuestion.module.css';

const NO_VALUES: readonly string[] = [];
const NONE: readonly string[] = [];
/** The order an annotator chose per question, kept from record to record for this visit. */
const chosenOrders = new Map<string, OptionsOrder>();

/**
 * Multi-label: checkbox chips, any number selected; the answer lists them in the question's option
 * order, and unselecting the last one clears the answer (undefined). A chip selected only by a
 * suggestion is confirmed by its key or a click, and stays, as do the other suggested ones (`pressMulti`). With `options_order:
 * 'suggestion'` the suggested options come first, by descending score; the annotator can switch
 * between that and the natural order while the record has a suggestion. Shortcuts:
 * `MULTI_LABEL_SHORTCUTS` in ./shortcuts.
 */
export function MultiLabelQuestion({
  question,
  value,
  onChange,
  suggestion,
  unconfirmed = NONE,
  record,
  active,
  disabled = false,
}: QuestionEditorProps<string[]>) {
  const { t } = useTranslation();
  const settings = settingsOf(question, 'multi_label_selection');
  const [order, setOrderState] = useState<OptionsOrder | undefined>(() => chosenOrders.get(question.id));
  const setOrder = (next: OptionsOrder) => {
    chosenOrders.set(question.id, next);
    setOrderState(next);
  };
  const values = useMemo(() => settings?.options.map((option) => option.value) ?? NO_VALUES, [settings]);
  const stableSuggestion = useStableSuggestion(suggestion);
  const suggested = useOptionSuggestions(values, suggestion);
  // Ordered by the record's suggestion, never by what is selected now: chips do not jump while clicking.
  const options = useMemo(() => orderOptions(question, stableSuggestion, order), [question, stableSuggestion, order]);
  const shownOrder: OptionsOrder = order ?? settings?.options_order ?? 'natural';
  const selected = useMemo(() => new Set(value ?? []), [value]);
  if (!settings) return null;

  const toggle = (option: string) => {
    const press = pressMulti(value, option, unconfirmed, values);
    onChange(press.value, press.unconfirmed);
  };
  return (
    <>
      {stableSuggestion && (
        <div className={styles.order} role="group" aria-label={t('annotateQuestions.suggestion.orderLabel')}>
          {(['suggestion', 'natural'] as const).map((choice) => (
            <button key={choice} type="button" aria-pressed={shownOrder === choice} onClick={() => setOrder(choice)}>
              {t(choice === 'suggestion' ? 'annotateQuestions.suggestion.suggestionFirst' : 'annotateQuestions.suggestion.natural')}
            </button>
          ))}
        </div>
      )}
      <ChoiceList
        mode="multi"
        options={options}
        visibleOptions={settings.visible_options}
        selected={selected}
        onToggle={toggle}
        suggested={suggested}
        agent={suggestion?.agent ?? null}
        labelledBy={questionTitleId(question)}
        required={question.required}
        active={active}
        disabled={disabled}
        resetKey={record.id}
      />
    </>
  );
}
