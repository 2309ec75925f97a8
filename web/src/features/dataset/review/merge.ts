import { isRankedList, isSpanList, isStringList, optionValues, ratingValues, sameSpan } from '../annotate/model/answer-shapes';
import { isAnswerModified } from '../annotate/model/modified';
import type { AnswerValue, Question, RankedOption, SpanAnswer } from '../annotate/model/types';
import { answerValidity } from '../annotate/model/validity';

/**
 * How the majority of the submitted answers to one question is found, by question type. The page names
 * the rule beside the result, so a reviewer knows what "Merge" did:
 * - label: the most common label; a tie is left to the reviewer;
 * - multi-label: the labels more than half of the answers chose;
 * - rating: the median, rounded to the nearest rating the question offers (halves up);
 * - ranking: options ordered by their mean rank (equal means share a rank);
 * - span: the spans more than half of the answers marked identically (same text, same label);
 * - text: the text when every answer says the same, else left to the reviewer.
 */
export type MergeRule = 'most-common' | 'more-than-half' | 'median' | 'mean-rank' | 'same-spans' | 'same-text';

/**
 * - `value`: the majority answer (`dropped`: spans some answers marked that did not make it);
 * - `tie`: labels equally common, `candidates` in option order;
 * - `no-majority`: no label was chosen by more than half;
 * - `differ`: texts differ;
 * - `none`: nobody answered the question.
 */
export type MergeOutcome =
  | { kind: 'value'; value: AnswerValue; dropped: number }
  | { kind: 'tie'; candidates: string[] }
  | { kind: 'no-majority' }
  | { kind: 'differ' }
  | { kind: 'none' };

export interface MergeResult {
  rule: MergeRule;
  outcome: MergeOutcome;
  /** How many answers were counted (submitted responses that answer the question). */
  counted: number;
  /** Every counted answer means the same. */
  unanimous: boolean;
}

export function mergeRuleOf(question: Question): MergeRule {
  switch (question.settings.type) {
    case 'label_selection':
      return 'most-common';
    case 'multi_label_selection':
      return 'more-than-half';
    case 'rating':
      return 'median';
    case 'ranking':
      return 'mean-rank';
    case 'span':
      return 'same-spans';
    case 'text':
      return 'same-text';
  }
}

/**
 * The majority of `answers` (one per submitted response, `undefined` where it left the question
 * unanswered) by the question's rule. Answers that are empty or do not fit the question are not counted.
 */
export function mergeAnswers(question: Question, answers: readonly (AnswerValue | undefined)[]): MergeResult {
  const counted = answers.filter((answer): answer is AnswerValue => answer !== undefined && isCountable(question, answer));
  const rule = mergeRuleOf(question);
  const unanimous = counted.length > 0 && counted.every((answer) => !isAnswerModified(question, counted[0], answer));
  const result = (outcome: MergeOutcome): MergeResult => ({ rule, outcome, counted: counted.length, unanimous });
  if (counted.length === 0) return result({ kind: 'none' });
  switch (question.settings.type) {
    case 'label_selection':
      return result(mostCommonLabel(optionValues(question), counted as string[]));
    case 'multi_label_selection':
      return result(labelsOfMoreThanHalf(optionValues(question), counted as string[][]));
    case 'rating':
      return result({ kind: 'value', value: medianRating(ratingValues(question), counted as number[]), dropped: 0 });
    case 'ranking':
      return result({ kind: 'value', value: meanRanking(optionValues(question), counted as RankedOption[][]), dropped: 0 });
    case 'span':
      return result(spansOfMoreThanHalf(counted as SpanAnswer[][]));
    case 'text':
      return result(unanimous ? { kind: 'value', value: (counted[0] as string).trim(), dropped: 0 } : { kind: 'differ' });
  }
}

/** A valid answer counts; a half-ranked ranking counts too (its ranked options have ranks to average). */
function isCountable(question: Question, answer: AnswerValue): boolean {
  const validity = answerValidity(question, answer);
  if (validity === 'valid') return question.settings.type !== 'span' || isSpanList(answer);
  return validity === 'partial' && isRankedList(answer);
}

function mostCommonLabel(options: readonly string[], labels: readonly string[]): MergeOutcome {
  const counts = countBy(labels);
  const most = Math.max(...counts.values());
  const leaders = options.filter((option) => counts.get(option) === most);
  return leaders.length === 1 ? { kind: 'value', value: leaders[0], dropped: 0 } : { kind: 'tie', candidates: leaders };
}

function labelsOfMoreThanHalf(options: readonly string[], lists: readonly string[][]): MergeOutcome {
  const counts = countBy(lists.filter(isStringList).flatMap((list) => [...new Set(list)]));
  const chosen = options.filter((option) => moreThanHalf(counts.get(option) ?? 0, lists.length));
  return chosen.length > 0 ? { kind: 'value', value: chosen, dropped: 0 } : { kind: 'no-majority' };
}

/**
 * The median rating; with an even count, the mean of the middle two. It is then the nearest rating
 * the question offers, the higher of two equally near (2.5 between 2 and 3 is 3).
 */
export function medianRating(offered: readonly number[], ratings: readonly number[]): number {
  const sorted = [...ratings].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const choices = offered.length > 0 ? offered : sorted;
  return choices.reduce((best, option) => {
    const distance = Math.abs(option - median);
    const bestDistance = Math.abs(best - median);
    return distance < bestDistance || (distance === bestDistance && option > best) ? option : best;
  });
}

/**
 * Every option ranked by its mean rank over the answers that ranked it: the lowest mean first, equal
 * means sharing one rank (1, 1, 2: ranks stay within 1..N). An option nobody ranked stays unranked.
 */
export function meanRanking(options: readonly string[], rankings: readonly RankedOption[][]): RankedOption[] {
  const means = new Map<string, number>();
  for (const option of options) {
    const ranks = rankings.flatMap((ranking) => ranking.filter((item) => item.value === option && item.rank != null).map((item) => item.rank as number));
    if (ranks.length > 0) means.set(option, ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length);
  }
  const distinct = [...new Set([...means.values()].map(roundMean))].sort((a, b) => a - b);
  const ranked = options.map((value) => {
    const mean = means.get(value);
    return { value, rank: mean === undefined ? null : distinct.indexOf(roundMean(mean)) + 1 };
  });
  return ranked.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || options.indexOf(a.value) - options.indexOf(b.value));
}

/** Means of a few small integers: rounding away float noise keeps 2/3 + 1/3 equal to 1. */
function roundMean(mean: number): number {
  return Math.round(mean * 1e9) / 1e9;
}

function spansOfMoreThanHalf(lists: readonly SpanAnswer[][]): MergeOutcome {
  const distinct: { span: SpanAnswer; count: number }[] = [];
  for (const list of lists) {
    const seen: SpanAnswer[] = [];
    for (const span of list) {
      if (seen.some((other) => sameSpan(other, span))) continue;
      seen.push(span);
      const known = distinct.find((entry) => sameSpan(entry.span, span));
      if (known) known.count += 1;
      else distinct.push({ span: { start: span.start, end: span.end, label: span.label }, count: 1 });
    }
  }
  const kept = distinct.filter((entry) => moreThanHalf(entry.count, lists.length)).map((entry) => entry.span);
  kept.sort((a, b) => a.start - b.start || a.end - b.end || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return { kind: 'value', value: kept, dropped: distinct.length - kept.length };
}

function moreThanHalf(count: number, of: number): boolean {
  return count * 2 > of;
}

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
