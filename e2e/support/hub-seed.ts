import type { StandInDataset, TokenInfo } from '@gloss/hub-stand-in';

/*
 * The Hub datasets every test of the run can import from: the seed of the shared Hub stand-in (written to a
 * file by the global setup, read by its process), and the pieces test files with a stand-in of their own
 * build theirs from. Small on purpose: a journey reads a handful of rows.
 */

/** The ClassLabel's names, in the order of their numbers (0 is negative). */
export const SENTIMENT_NAMES = ['negative', 'positive'] as const;

const REVIEW_FEATURES = {
  text: { _type: 'Value', dtype: 'string' },
  label: { _type: 'ClassLabel', names: [...SENTIMENT_NAMES] },
  stars: { _type: 'Value', dtype: 'int64' },
};

export interface ReviewRow {
  text: string;
  /** The ClassLabel's number. */
  label: number;
  stars: number;
}

/** `count` reviews named after their subset and split ("small/test review 1"), alternating positive and negative. */
export function reviewRows(prefix: string, count: number): ReviewRow[] {
  return Array.from({ length: count }, (_, i) => ({ text: `${prefix} review ${i + 1}`, label: (i + 1) % 2, stars: i % 2 === 0 ? 5 : 1 }));
}

/** A reviews split: text, a ClassLabel and whole-number stars. */
export function reviewSplit(rows: ReviewRow[], options: { filesPerSplit?: number } = {}) {
  return { features: REVIEW_FEATURES, rows: rows.map((row) => ({ ...row })), ...options };
}

/** `e2e/reviews`: two subsets (`default`, `small`), each with a `train` and a `test` split of their own sizes. */
export const REVIEWS_REPO = 'e2e/reviews';
export const REVIEWS_ROWS = {
  default: { train: reviewRows('default/train', 6), test: reviewRows('default/test', 4) },
  small: { train: reviewRows('small/train', 3), test: reviewRows('small/test', 2) },
} as const;

const REVIEWS: StandInDataset = {
  subsets: Object.fromEntries(
    Object.entries(REVIEWS_ROWS).map(([subset, splits]) => [
      subset,
      { splits: Object.fromEntries(Object.entries(splits).map(([split, rows]) => [split, reviewSplit([...rows])])) },
    ]),
  ),
};

/** `e2e/gated-reviews`: listed for everyone, read only with `GATED_TOKEN`. */
export const GATED_REPO = 'e2e/gated-reviews';
export const GATED_TOKEN = 'hf_e2e_gated_reader';

const GATED: StandInDataset = {
  gated: true,
  grantedTokens: [GATED_TOKEN],
  subsets: { default: { splits: { train: reviewSplit(reviewRows('gated/train', 2)) } } },
};

export interface HubSeed {
  tokens: Record<string, TokenInfo>;
  datasets: Record<string, StandInDataset>;
}

/** The shared stand-in's seed, as `node hub-stand-in/dist/main.js --seed` reads it. */
export function sharedHubSeed(): HubSeed {
  return {
    tokens: { [GATED_TOKEN]: { user: 'e2e-reader', role: 'read' } },
    datasets: { [REVIEWS_REPO]: REVIEWS, [GATED_REPO]: GATED },
  };
}

/** The environment that points a Gloss server at a Hub stand-in: one address serves the Hub and its dataset viewer. */
export function hubEnvironment(url: string): Record<string, string> {
  return { GLOSS_HF_ENDPOINT: url, GLOSS_HF_DATASETS_SERVER_URL: url };
}
