import type { AgreementMetric, PairAgreement } from '@gloss/contract';

export interface MatrixPerson {
  userId: string;
  username: string;
}

export interface MatrixCell {
  metric: AgreementMetric;
  value: number | null;
  records: number;
}

export interface PairMatrix {
  /** Rows and columns, in the same order. */
  people: MatrixPerson[];
  /** `cells[row][column]`: the pair's figure, the same both ways; null on the diagonal and for pairs who share no record. */
  cells: (MatrixCell | null)[][];
}

/**
 * The annotator × annotator table of a question's pairs. People are ordered as `order` lists them (the
 * dataset's annotators), anyone only the pairs name after them by name; only people some pair names
 * appear, so a question two people answered is a 2 × 2 table.
 */
export function pairMatrix(pairs: readonly PairAgreement[], order: readonly MatrixPerson[] = []): PairMatrix {
  const named = new Map<string, string>();
  for (const pair of pairs) {
    named.set(pair.user_ids[0], pair.usernames[0]);
    named.set(pair.user_ids[1], pair.usernames[1]);
  }
  const known = order.filter((person) => named.has(person.userId));
  const knownIds = new Set(known.map((person) => person.userId));
  const others = [...named]
    .filter(([userId]) => !knownIds.has(userId))
    .map(([userId, username]) => ({ userId, username }))
    .sort((a, b) => a.username.localeCompare(b.username));
  const people = [...known, ...others];
  const index = new Map(people.map((person, position) => [person.userId, position]));
  const cells: (MatrixCell | null)[][] = people.map(() => people.map(() => null));
  for (const pair of pairs) {
    const a = index.get(pair.user_ids[0])!;
    const b = index.get(pair.user_ids[1])!;
    if (a === b) continue;
    const cell = { metric: pair.metric, value: pair.value, records: pair.records };
    cells[a]![b] = cell;
    cells[b]![a] = cell;
  }
  return { people, cells };
}
