import type {
  Dataset,
  DatasetCreate,
  FieldCreate,
  ImportMapping,
  Job,
  MetadataPropertyCreate,
  QuestionCreate,
  VectorSettingsCreate,
} from '@gloss/contract';
import type { CreationPlan } from '../configuration/plan';

/** The calls "Create" makes, one after the other (the app's API calls; fakes in tests). */
export interface CreationCalls {
  createDataset: (body: DatasetCreate) => Promise<Dataset>;
  createField: (datasetId: string, body: FieldCreate) => Promise<unknown>;
  createQuestion: (datasetId: string, body: QuestionCreate) => Promise<unknown>;
  createMetadataProperty: (datasetId: string, body: MetadataPropertyCreate) => Promise<unknown>;
  createVectorSettings: (datasetId: string, body: VectorSettingsCreate) => Promise<unknown>;
  publishDataset: (datasetId: string) => Promise<unknown>;
  startImport: (datasetId: string, mapping: ImportMapping) => Promise<Job>;
}

export type CreationStep = 'dataset' | 'fields' | 'questions' | 'metadata' | 'vectors' | 'publish' | 'import';

export const CREATION_STEPS: readonly CreationStep[] = ['dataset', 'fields', 'questions', 'metadata', 'vectors', 'publish', 'import'];

/**
 * How far a creation got: the draft dataset once made, how many of each setting exist, whether it is
 * published. Trying again starts from here, so nothing is made twice.
 */
export interface CreationProgress {
  dataset: Dataset | null;
  fields: number;
  questions: number;
  metadata: number;
  vectors: number;
  published: boolean;
}

export const NOTHING_CREATED: CreationProgress = { dataset: null, fields: 0, questions: 0, metadata: 0, vectors: 0, published: false };

export type CreationOutcome =
  | { ok: true; dataset: Dataset; job: Job }
  | { ok: false; step: CreationStep; error: unknown; progress: CreationProgress };

/** Told before each call, to show where the creation is: the step, and for settings which of how many. */
export type OnCreationStep = (step: CreationStep, item: { index: number; count: number } | null) => void;

/**
 * Creates the dataset and its settings, publishes it and starts the import, stopping at the first call
 * that fails and saying which: the progress it answers lets the person try again from there, or delete
 * the draft it left.
 */
export async function runCreation(
  plan: CreationPlan,
  calls: CreationCalls,
  from: CreationProgress = NOTHING_CREATED,
  onStep: OnCreationStep = () => undefined,
): Promise<CreationOutcome> {
  const progress: CreationProgress = { ...from };
  let step: CreationStep = 'dataset';
  try {
    if (!progress.dataset) {
      onStep('dataset', null);
      progress.dataset = await calls.createDataset(plan.dataset);
    }
    const datasetId = progress.dataset.id;
    const settings = [
      ['fields', plan.fields, calls.createField],
      ['questions', plan.questions, calls.createQuestion],
      ['metadata', plan.metadataProperties, calls.createMetadataProperty],
      ['vectors', plan.vectors, calls.createVectorSettings],
    ] as const;
    for (const [kind, items, create] of settings) {
      step = kind;
      for (let index = progress[kind]; index < items.length; index += 1) {
        onStep(kind, { index, count: items.length });
        await (create as (datasetId: string, body: unknown) => Promise<unknown>)(datasetId, items[index]);
        progress[kind] = index + 1;
      }
    }
    step = 'publish';
    if (!progress.published) {
      onStep('publish', null);
      await calls.publishDataset(datasetId);
      progress.published = true;
    }
    step = 'import';
    onStep('import', null);
    const job = await calls.startImport(datasetId, plan.mapping);
    return { ok: true, dataset: progress.dataset, job };
  } catch (error) {
    return { ok: false, step, error, progress };
  }
}
