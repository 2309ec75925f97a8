import type { QuestionSettingsCreate, QuestionSettingsUpdate, ValueOption } from '@gloss/contract';
import { Unprocessable } from '../../domain/errors.js';

/**
 * Applies a settings update to a question's stored settings under the rules that keep existing answers
 * meaningful: the type is fixed, option values are fixed (texts, descriptions and order may change),
 * rating and ranking settings are frozen, and span overlap can be switched on but never off.
 */
export function applySettingsUpdate(
  stored: QuestionSettingsCreate,
  update: QuestionSettingsUpdate,
): QuestionSettingsCreate {
  if (update.type !== stored.type) {
    throw new Unprocessable(`question type cannot be changed. expected '${stored.type}' but got '${update.type}'`);
  }
  if (stored.type === 'text' && update.type === 'text') {
    return { ...stored, use_markdown: update.use_markdown ?? stored.use_markdown };
  }
  if (stored.type === 'rating' || stored.type === 'ranking') return stored;

  if (
    (stored.type === 'label_selection' && update.type === 'label_selection') ||
    (stored.type === 'multi_label_selection' && update.type === 'multi_label_selection') ||
    (stored.type === 'span' && update.type === 'span')
  ) {
    const options = update.options ? sameValuesReordered(stored.options, update.options) : stored.options;
    const visibleOptions = update.visible_options === undefined ? stored.visible_options : update.visible_options;
    if (visibleOptions != null && visibleOptions > options.length) {
      throw new Unprocessable(
        `the value for 'visible_options' must be less or equal to the number of items in 'options' (${options.length})`,
      );
    }
    const next = { ...stored, options, visible_options: visibleOptions ?? null };
    if (next.type === 'multi_label_selection' && update.type === 'multi_label_selection') {
      return { ...next, options_order: update.options_order ?? next.options_order };
    }
    if (next.type === 'span' && update.type === 'span') {
      if (next.allow_overlapping && update.allow_overlapping === false) {
        throw new Unprocessable("'allow_overlapping' can't be disabled because responses may become inconsistent");
      }
      return { ...next, allow_overlapping: update.allow_overlapping ?? next.allow_overlapping };
    }
    return next;
  }
  return stored;
}

function sameValuesReordered(stored: ValueOption[], update: ValueOption[]): ValueOption[] {
  if (update.length !== stored.length) {
    throw new Unprocessable(`the number of options cannot be modified. expected ${stored.length} but got ${update.length}`);
  }
  const storedValues = new Set(stored.map((option) => option.value));
  const unexpected = update.map((option) => option.value).filter((value) => !storedValues.has(value));
  if (unexpected.length > 0 || new Set(update.map((option) => option.value)).size !== update.length) {
    throw new Unprocessable(`the option values cannot be modified. found unexpected option values: ${JSON.stringify(unexpected)}`);
  }
  return update;
}
