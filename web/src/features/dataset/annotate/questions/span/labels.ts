import type { Question } from '../../model/types';
import { labelColorStyle, labelTone } from './colors';
import type { LabelTone } from './palette';
import { keyForLabelIndex } from './keyboard';

export type SpanSettings = Extract<Question['settings'], { type: 'span' }>;

/** The question's span settings, or null when it is not a span question. */
export function spanSettingsOf(question: Question): SpanSettings | null {
  return question.settings.type === 'span' ? question.settings : null;
}

/** What the views need of one label. */
export interface SpanLabel {
  value: string;
  /** The text people read (the option's `text`, else its value). */
  text: string;
  description: string | null;
  tone: LabelTone;
  /** The colour tints as CSS custom properties, for `style`. */
  style: Record<string, string>;
  /** Position among the options, and the number key that picks it (null past the tenth). */
  position: number;
  key: string | null;
}

export function spanLabels(options: readonly { value: string; text?: string | null; description?: string | null }[]): SpanLabel[] {
  return options.map((option, position) => {
    const tone = labelTone(option, position);
    return {
      value: option.value,
      text: option.text || option.value,
      description: option.description ?? null,
      tone,
      style: labelColorStyle(tone),
      position,
      key: keyForLabelIndex(position),
    };
  });
}

/** A label the question no longer offers (an old answer or suggestion) still gets drawn. */
export function labelFor(labels: ReadonlyMap<string, SpanLabel>, value: string): SpanLabel {
  const known = labels.get(value);
  if (known) return known;
  const tone = labelTone({ value }, -1);
  return { value, text: value, description: null, tone, style: labelColorStyle(tone), position: -1, key: null };
}

/** A short, single-line excerpt of a span's text for names and lists. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const points = [...flat];
  return points.length <= max ? flat : `${points.slice(0, max - 1).join('')}…`;
}

/** Labels whose text or value contains the query, ignoring case and accents. */
export function filterLabels(labels: readonly SpanLabel[], query: string): SpanLabel[] {
  const needle = fold(query.trim());
  if (!needle) return [...labels];
  return labels.filter((label) => fold(label.text).includes(needle) || fold(label.value).includes(needle));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
