import { useMemo } from 'react';
import { orderOptions } from '../model/suggestions';
import { ChoiceList } from './ChoiceList';
import { questionTitleId } from './dom';
import type { QuestionEditorProps } from './editor-props';
import { settingsOf } from './settings';
import { useOptionSuggestions, useStableSuggestion } from './use-suggestion';

const NO_VALUES: readonly string[] = [];

/**
 * Multi-label: checkbox chips, any number selected; the answer lists them in the question's option
 * order, and unselecting the last one clears the answer (undefined). With `options_order:
 * 'suggestion'` the suggested options come first, by descending score. Shortcuts:
 * `MULTI_LABEL_SHORTCUTS` in ./shortcuts.
 */
export function MultiLabelQuestion({
  question,
  value,
  onChange,
  suggestion,
  record,
  active,
  disabled = false,
}: QuestionEditorProps<string[]>) {
  const settings = settingsOf(question, 'multi_label_selection');
  const values = useMemo(() => settings?.options.map((option) => option.value) ?? NO_VALUES, [settings]);
  const stableSuggestion = useStableSuggestion(suggestion);
  const suggested = useOptionSuggestions(values, suggestion);
  // Ordered by the record's suggestion, never by what is selected now: chips do not jump while clicking.
  const options = useMemo(() => orderOptions(question, stableSuggestion), [question, stableSuggestion]);
  const selected = useMemo(() => new Set(value ?? []), [value]);
  if (!settings) return null;

  const toggle = (option: string) => {
    const next = new Set(selected);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    const answer = values.filter((item) => next.has(item));
    onChange(answer.length > 0 ? answer : undefined);
  };
  return (
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
  );
}
