import { readFileSync } from 'node:fs';
import type { QuestionSettings } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { DatasetAgreementTally } from '../../src/compositions/agreement/dataset-tally.js';
import { answersDiffer } from '../../src/compositions/reviews/answer-keys.js';

/**
 * The agreement report counts a record as disagreed on exactly when the review's disagreement filter does
 * (reviews/answer-keys.ts), though it compares the answers it already read rather than their JSON keys.
 */
const cases = JSON.parse(readFileSync(new URL('../fixtures/agreement/cases.json', import.meta.url), 'utf8'));

const option = (value: string) => ({ value, text: value, description: null });
const settings: Record<string, QuestionSettings> = {
  label: { type: 'label_selection', options: ['positive', 'negative', 'neutral'].map(option), visible_options: null },
  labels: { type: 'multi_label_selection', options: ['news', 'sport', 'tech'].map(option), visible_options: null, options_order: 'natural' },
  rating: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) },
  ranking: { type: 'ranking', options: ['first', 'second', 'third'].map(option) },
  comment: { type: 'text', use_markdown: false },
  entities: {
    type: 'span', field: 'text', options: ['PER', 'LOC', 'ORG'].map(option), visible_options: null, allow_overlapping: true, allow_character_annotation: true,
  },
};
const questions = Object.entries(settings).map(([name, question]) => ({ id: name, name, title: name, settings: question }));

/** One record's submitted answers: {question: value} per annotator. */
type Answers = Record<string, Record<string, unknown>>;
interface Scenario {
  name: string;
  records: { responses: Record<string, { status: string; values?: Record<string, unknown> }> }[];
}

function disagreementsOf(records: Answers[]): Record<string, number> {
  const tally = new DatasetAgreementTally(questions);
  for (const answers of records) {
    tally.add({
      responses: Object.entries(answers).map(([user, values]) => ({
        user_id: user,
        values: JSON.stringify(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }]))),
      })),
      texts: { text: 'Ana lives in Paris.' },
    });
  }
  return Object.fromEntries(tally.result().questions.map((question) => [question.question.name, question.disagreements]));
}

function filterCount(records: Answers[]): Record<string, number> {
  return Object.fromEntries(
    questions.map(({ name }) => {
      const differing = records.filter((answers) => {
        const values = Object.values(answers).map((values) => values[name]).filter((value) => value !== undefined && value !== null);
        return values.length >= 2 && answersDiffer(values);
      });
      return [name, differing.length];
    }),
  );
}

const rk = (first: number, second: number, third: number) => [
  { value: 'first', rank: first },
  { value: 'second', rank: second },
  { value: 'third', rank: third },
];

describe('disagreements', () => {
  it.each((cases.datasets as Scenario[]).map((scenario) => [scenario.name, scenario] as const))('match the review filter on the scenario: %s', (_name, scenario) => {
    const records: Answers[] = scenario.records.map((record) =>
      Object.fromEntries(
        Object.entries(record.responses)
          .filter(([, response]) => response.status === 'submitted')
          .map(([user, response]) => [user, response.values ?? {}]),
      ),
    );
    expect(disagreementsOf(records)).toEqual(filterCount(records));
  });

  it('read answers the way the filter does: sets, orders and ties, not forms', () => {
    const records: Answers[] = [
      { a: { labels: ['news', 'tech'] }, b: { labels: ['tech', 'news'] } },
      { a: { labels: ['news'] }, b: { labels: ['news', 'tech'] } },
      { a: { ranking: rk(1, 1, 3) }, b: { ranking: rk(1, 1, 2) } },
      { a: { ranking: rk(1, 2, 3) }, b: { ranking: [...rk(1, 2, 3)].reverse() } },
      { a: { ranking: rk(1, 2, 3) }, b: { ranking: rk(1, 1, 3) } },
      { a: { entities: [{ label: 'PER', start: 0, end: 3 }, { label: 'LOC', start: 13, end: 18 }] }, b: { entities: [{ label: 'LOC', start: 13, end: 18 }, { label: 'PER', start: 0, end: 3 }] } },
      { a: { entities: [{ label: 'PER', start: 0, end: 3 }] }, b: { entities: [{ label: 'PER', start: 0, end: 4 }] } },
      { a: { entities: [] }, b: { entities: [] } },
      { a: { rating: 3 }, b: { rating: 3 }, c: { rating: 4 } },
      { a: { comment: 'ok' }, b: { comment: 'ok ' } },
    ];
    const counts = disagreementsOf(records);
    expect(counts).toEqual(filterCount(records));
    expect(counts).toMatchObject({ labels: 1, ranking: 1, entities: 1, rating: 1, comment: 1 });
  });
});
