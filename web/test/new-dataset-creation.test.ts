import type { Dataset, Job } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import type { CreationPlan } from '../src/features/new-dataset/configuration/plan';
import { NOTHING_CREATED, runCreation, type CreationCalls } from '../src/features/new-dataset/create/run-creation';
import { HttpError } from '../src/shared/api/errors';

const plan: CreationPlan = {
  dataset: { name: 'reviews', guidelines: null, allow_extra_metadata: true, distribution: { strategy: 'overlap', min_submitted: 1 }, workspace_id: 'w' },
  fields: [
    { name: 'a', title: 'a', required: true, settings: { type: 'text', use_markdown: false } },
    { name: 'b', title: 'b', required: false, settings: { type: 'image' } },
  ],
  questions: [{ name: 'q', title: 'q', description: null, required: true, settings: { type: 'text', use_markdown: false } }],
  metadataProperties: [{ name: 'm', title: 'm', settings: { type: 'terms', values: null }, visible_for_annotators: true }],
  vectors: [],
  mapping: { fields: [{ source: 'a', target: 'a' }], metadata: [], suggestions: [], vectors: [], external_id: null },
};

const dataset = { id: 'd1', name: 'reviews' } as Dataset;
const job = { id: 'j1' } as Job;

/** Calls that record what they were asked, failing where `failAt` says (the nth call of that kind, from 1). */
function fakeCalls(failAt: Partial<Record<string, number>> = {}) {
  const log: string[] = [];
  const counts = new Map<string, number>();
  const call = <T,>(kind: string, label: string, answer: T) => {
    const count = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, count);
    if (failAt[kind] === count) return Promise.reject(new HttpError(422, { detail: `${kind} refused` }, '/x'));
    log.push(label);
    return Promise.resolve(answer);
  };
  const calls: CreationCalls = {
    createDataset: (body) => call('dataset', `dataset ${body.name}`, dataset),
    createField: (id, body) => call('field', `field ${id} ${body.name}`, {}),
    createQuestion: (id, body) => call('question', `question ${id} ${body.name}`, {}),
    createMetadataProperty: (id, body) => call('metadata', `metadata ${id} ${body.name}`, {}),
    createVectorSettings: (id, body) => call('vector', `vector ${id} ${body.name}`, {}),
    publishDataset: (id) => call('publish', `publish ${id}`, {}),
    startImport: (id, mapping) => call('import', `import ${id} ${mapping.fields.length}`, job),
  };
  return { calls, log };
}

describe('"Create"', () => {
  it('creates the dataset, its fields, questions and metadata in order, publishes it and starts the import', async () => {
    const { calls, log } = fakeCalls();
    const steps: string[] = [];
    const outcome = await runCreation(plan, calls, NOTHING_CREATED, (step, item) => steps.push(item ? `${step} ${item.index + 1}/${item.count}` : step));
    expect(outcome).toEqual({ ok: true, dataset, job });
    expect(log).toEqual(['dataset reviews', 'field d1 a', 'field d1 b', 'question d1 q', 'metadata d1 m', 'publish d1', 'import d1 1']);
    expect(steps).toEqual(['dataset', 'fields 1/2', 'fields 2/2', 'questions 1/1', 'metadata 1/1', 'publish', 'import']);
  });

  it('stops at the first refusal and says which step, with how far it got', async () => {
    const { calls, log } = fakeCalls({ field: 2 });
    const outcome = await runCreation(plan, calls);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.step).toBe('fields');
    expect((outcome.error as Error).message).toBe('field refused');
    expect(outcome.progress).toEqual({ dataset, fields: 1, questions: 0, metadata: 0, vectors: 0, published: false });
    expect(log).toEqual(['dataset reviews', 'field d1 a']);
  });

  it('goes on from where it stopped when tried again, making nothing twice', async () => {
    const first = fakeCalls({ question: 1 });
    const stopped = await runCreation(plan, first.calls);
    if (stopped.ok) throw new Error('expected a failure');
    const again = fakeCalls();
    const outcome = await runCreation(plan, again.calls, stopped.progress);
    expect(outcome.ok).toBe(true);
    expect(again.log).toEqual(['question d1 q', 'metadata d1 m', 'publish d1', 'import d1 1']);
  });

  it('says a refused dataset is the first step, with nothing made', async () => {
    const { calls } = fakeCalls({ dataset: 1 });
    const outcome = await runCreation(plan, calls);
    expect(outcome).toMatchObject({ ok: false, step: 'dataset', progress: NOTHING_CREATED });
  });

  it('tries only the import again once the dataset is published', async () => {
    const first = fakeCalls({ import: 1 });
    const stopped = await runCreation(plan, first.calls);
    if (stopped.ok) throw new Error('expected a failure');
    expect(stopped).toMatchObject({ step: 'import', progress: { published: true, fields: 2, questions: 1, metadata: 1 } });
    const again = fakeCalls();
    await runCreation(plan, again.calls, stopped.progress);
    expect(again.log).toEqual(['import d1 1']);
  });
});
