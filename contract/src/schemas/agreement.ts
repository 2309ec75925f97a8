import { z } from 'zod';
import { Timestamp } from './common.js';

/**
 * The agreement measures, by question type:
 * - label_selection: `cohen_kappa` per pair; `krippendorff_alpha` (nominal) overall, and `fleiss_kappa`
 *   when every record counted has the same number of annotators;
 * - rating: `weighted_kappa` (quadratic weights, by the points' positions on the question's scale) per pair;
 *   `krippendorff_alpha` (ordinal) overall;
 * - multi_label_selection: per label, each record's answer read as "has the label or not": `cohen_kappa` per
 *   pair and `krippendorff_alpha` (nominal) overall; the question's figures are the means over the labels
 *   whose figure is defined; `labels` lists the labels someone chose;
 * - span: `span_f1` (token-level F1 of the labelled tokens) per pair and over all pairs, summed over records
 *   (micro). Tokens are a text's maximal runs of Unicode letters, combining marks, numbers and `_`, and each
 *   other non-space character alone; a token carries a label when a span with it covers any of its characters;
 * - ranking: `spearman_rho` (rank correlation, ties at their average rank) per record, averaged over a pair's
 *   records and over all pairs' records (a record where either ranked all options alike has none).
 * Where the same two annotators alone answered every record counted (of a question, or of a multi-label
 * question's label), their pair's kappa (`cohen_kappa`, or `weighted_kappa` for ratings) leads the overall
 * figures: two raters' agreement is read as Cohen's kappa, many raters' as Fleiss' kappa or Krippendorff's alpha.
 * Text questions have no agreement measure. A record counts for a question when two or more of its submitted
 * responses answer it; a pair is two annotators who both answered at least one such record.
 */
export const AgreementMetric = z.enum(['cohen_kappa', 'weighted_kappa', 'fleiss_kappa', 'krippendorff_alpha', 'span_f1', 'spearman_rho']);
export type AgreementMetric = z.infer<typeof AgreementMetric>;

/**
 * A measure's value and the records it rests on. Null where it is undefined: no variation at all (as the
 * reference implementations answer NaN), nothing to compare, or a kappa or alpha resting on fewer than two records.
 */
export const AgreementFigure = z.object({ metric: AgreementMetric, value: z.number().nullable(), records: z.int() });
export type AgreementFigure = z.infer<typeof AgreementFigure>;

// The pair as an array of exactly two rather than a tuple: a tuple is written `prefixItems` with `items: false`,
// which schemathesis reads as an invalid schema object and so cannot check this response against.
const Pair = z.array(z.string()).length(2);

export const PairAgreement = z.object({
  /** The two annotators, in the order of the agreement's annotators. */
  user_ids: Pair,
  usernames: Pair,
  metric: AgreementMetric,
  value: z.number().nullable(),
  records: z.int(),
});
export type PairAgreement = z.infer<typeof PairAgreement>;

export const LabelAgreement = z.object({ label: z.string(), overall: z.array(AgreementFigure), pairs: z.array(PairAgreement) });

export const QuestionAgreement = z.object({
  question_id: z.string(),
  question: z.string(),
  title: z.string(),
  type: z.string(),
  /** Records with two or more submitted answers to this question. */
  records: z.int(),
  /** Those of them whose answers differ. */
  disagreements: z.int(),
  /** The headline figure first. */
  overall: z.array(AgreementFigure),
  pairs: z.array(PairAgreement),
  /** Multi-label questions: each label's figures. */
  labels: z.array(LabelAgreement).optional(),
});
export type QuestionAgreement = z.infer<typeof QuestionAgreement>;

/** A dataset's inter-annotator agreement, over the submitted responses (a Gloss extension). */
export const DatasetAgreement = z.object({
  computed_at: Timestamp,
  /** Who submitted a response on a record someone else submitted too, and on how many such records; by username. */
  annotators: z.array(z.object({ user_id: z.string(), username: z.string(), records: z.int() })),
  questions: z.array(QuestionAgreement),
});
export type DatasetAgreement = z.infer<typeof DatasetAgreement>;
