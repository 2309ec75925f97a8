import { useMemo } from 'react';
import { pressSingle } from '../model/confirmation';
import { ChoiceList, type ToggleIntent } from './ChoiceList';
import { questionTitleId } from './dom';
import type { QuestionEditorProps } from './editor-props';
import { settingsOf } from './settings';
import { useOptionSuggestions } from './use-suggestion';

const NO_VALUES: readonly string[] = [];
const NONE: readonly string[] = [];

/**
 * Single label: one chip at most. Clicking (or the number key of) the selected chip unselects it, unless
 * only a suggestion selected it: then it is confirmed (`pressSingle`). Enter in the search box picks the
 * first match. A chip chosen or confirmed by its number key hands the keyboard on (`onChosen`).
 * Shortcuts: `LABEL_SHORTCUTS` in ./shortcuts.
 */
export function LabelQuestion({ question, value, onChange, onChosen, suggestion, unconfirmed = NONE, record, active, disabled = false }: QuestionEditorProps<string>) {
  const settings = settingsOf(question, 'label_selection');
  const values = useMemo(() => settings?.options.map((option) => option.value) ?? NO_VALUES, [settings]);
  const suggested = useOptionSuggestions(values, suggestion);
  const selected = useMemo(() => new Set(value === undefined ? [] : [value]), [value]);
  if (!settings) return null;

  const toggle = (option: string, intent: ToggleIntent, byNumberKey?: boolean) => {
    const press = pressSingle(value, option, unconfirmed, intent);
    onChange(press.value, press.unconfirmed);
    // Chosen (or agreed with) by its key: the keyboard moves on (unchoosing keeps it here).
    if (byNumberKey && press.outcome !== 'unselected') onChosen?.();
  };
  return (
    <ChoiceList
      mode="single"
      options={settings.options}
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
