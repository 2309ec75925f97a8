/*
 * The dataset feature's public entry: what other features may use of it.
 */

/** A dataset and its settings lists as the dataset pages read them (same cache keys, same durations). */
export {
  datasetKeys,
  useDataset,
  useFields,
  useMetadataProperties,
  useQuestions,
  useVectorsSettings,
  useWorkspace,
} from './queries';
export { canManageDatasets } from './access';
export { DatasetGate } from './DatasetGate';
export { datasetBreadcrumbs } from './paths';

/**
 * The annotation page's record card and question editors, for previews that show a record as annotators
 * will see it (a dataset being configured): the same parts, filled from suggestions as a pending record is.
 */
export { RecordCard, type RecordCardProps } from './annotate/page/RecordCard';
export { QuestionEditor } from './annotate/page/QuestionEditor';
export { prefillFromSuggestions, suggestionViews } from './annotate/model/suggestions';
export { unconfirmedFromPrefill, type Unconfirmed } from './annotate/model/confirmation';
export type { AnswerValue, Answers } from './annotate/model/types';
