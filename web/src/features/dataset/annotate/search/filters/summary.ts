import type { Range, ReviewProperty, SearchCriteria, ValueFilter } from '../criteria';
import type { FilterCategory } from './catalogue';

/** The words a summary needs, given by the caller in the person's language. */
export interface SummaryWords {
  /** A number as the person reads it. */
  number: (value: number) => string;
  /** "+2": how many more values there are than the summary lists. */
  more: (count: number) => string;
  /** "score ≥ 0.6": a suggestion's score range. */
  score: (range: string) => string;
  /** A review property's title ("Needs review") and the text of one of its values ("Yes", "Validated"). */
  reviewTitle: (property: ReviewProperty) => string;
  reviewValue: (property: ReviewProperty, value: string) => string;
}

/** Titles and option texts by name, so chips say what the person sees in the app, not stored names. */
export interface SummaryNames {
  metadata: ReadonlyMap<string, string>;
  questions: ReadonlyMap<string, string>;
  /** Option texts by value, per question name. */
  options: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** One active filter, ready to be shown as a chip. */
export interface FilterChip {
  /** Unique among chips: `metadata:price`. */
  id: string;
  category: FilterCategory;
  /** The property or question name. */
  target: string;
  /** The property's or question's title. */
  title: string;
  summary: string;
}

/** Terms listed in full before the rest is counted as "+N". */
export const TERMS_SHOWN = 2;

/** "0 – 20", "≥ 0.6", "≤ 5", or "3" when both bounds are the same. */
export function rangeSummary(range: Range, number: (value: number) => string): string {
  const { ge, le } = range;
  if (ge !== undefined && le !== undefined) return ge === le ? number(ge) : `${number(ge)} – ${number(le)}`;
  if (ge !== undefined) return `≥ ${number(ge)}`;
  if (le !== undefined) return `≤ ${number(le)}`;
  return '';
}

/** "books, toys +2": the first terms by their texts, then how many more. */
export function termsSummary(values: readonly string[], words: Pick<SummaryWords, 'more'>, texts?: ReadonlyMap<string, string>): string {
  const shown = values.slice(0, TERMS_SHOWN).map((value) => texts?.get(value) ?? value);
  const rest = values.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} ${words.more(rest)}` : shown.join(', ');
}

function valueSummary(filter: ValueFilter, words: SummaryWords, texts?: ReadonlyMap<string, string>): string {
  return filter.kind === 'terms' ? termsSummary(filter.values, words, texts) : rangeSummary(filter.range, words.number);
}

/** Every active filter as a chip, in the order of the criteria: metadata, responses, suggestions, then review. */
export function filterChips(criteria: SearchCriteria, names: SummaryNames, words: SummaryWords): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const { property, filter } of criteria.metadata) {
    chips.push({
      id: `metadata:${property}`,
      category: 'metadata',
      target: property,
      title: names.metadata.get(property) ?? property,
      summary: valueSummary(filter, words),
    });
  }
  for (const { question, filter } of criteria.responses) {
    chips.push({
      id: `responses:${question}`,
      category: 'responses',
      target: question,
      title: names.questions.get(question) ?? question,
      summary: valueSummary(filter, words, names.options.get(question)),
    });
  }
  for (const { question, value, score, agents } of criteria.suggestions) {
    const parts: string[] = [];
    if (value) parts.push(valueSummary(value, words, names.options.get(question)));
    if (score) parts.push(words.score(rangeSummary(score, words.number)));
    if (agents && agents.length > 0) parts.push(termsSummary(agents, words));
    chips.push({
      id: `suggestions:${question}`,
      category: 'suggestions',
      target: question,
      title: names.questions.get(question) ?? question,
      summary: parts.join(' · '),
    });
  }
  for (const { property, value } of criteria.review) {
    chips.push({ id: `review:${property}`, category: 'review', target: property, title: words.reviewTitle(property), summary: words.reviewValue(property, value) });
  }
  return chips;
}
