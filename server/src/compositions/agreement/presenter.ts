import type { AgreementFigure, DatasetAgreement, PairAgreement, QuestionAgreement } from '@gloss/contract';
import type { DatasetTally } from './dataset-tally.js';
import type { Figure, PairFigure } from './tallies/question-tally.js';

const defined = (value: number): number | null => (Number.isFinite(value) ? value : null);

/**
 * The wire's report: annotators in username order, each question's pairs in that order too (a pair names the
 * earlier annotator first; every measure is symmetric), undefined measures as null.
 */
export function presentAgreement(tally: DatasetTally, usernames: ReadonlyMap<string, string>, computedAt: string): DatasetAgreement {
  const people = tally.annotators.map((annotator, number) => ({ number, ...annotator, username: usernames.get(annotator.userId) ?? annotator.userId }));
  const byName = [...people].sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : a.number - b.number));
  const position = new Map(byName.map((person, index) => [person.number, index]));

  const figure = (item: Figure): AgreementFigure => ({ metric: item.metric, value: defined(item.value), records: item.records });
  const pairs = (items: PairFigure[]): PairAgreement[] =>
    items
      .map((item) => ({ item, order: [item.users[0], item.users[1]].sort((a, b) => (position.get(a) as number) - (position.get(b) as number)) }))
      .sort((a, b) => (position.get(a.order[0]) as number) - (position.get(b.order[0]) as number) || (position.get(a.order[1]) as number) - (position.get(b.order[1]) as number))
      .map(({ item, order }) => ({
        user_ids: [people[order[0]].userId, people[order[1]].userId],
        usernames: [people[order[0]].username, people[order[1]].username],
        metric: item.metric,
        value: defined(item.value),
        records: item.records,
      }));

  return {
    computed_at: computedAt,
    annotators: byName.map((person) => ({ user_id: person.userId, username: person.username, records: person.records })),
    questions: tally.questions.map(({ question, records, disagreements, figures }): QuestionAgreement => ({
      question_id: question.id,
      question: question.name,
      title: question.title,
      type: question.settings.type,
      records,
      disagreements,
      overall: figures.overall.map(figure),
      pairs: pairs(figures.pairs),
      ...(figures.labels ? { labels: figures.labels.map((label) => ({ label: label.label, overall: label.overall.map(figure), pairs: pairs(label.pairs) })) } : {}),
    })),
  };
}
