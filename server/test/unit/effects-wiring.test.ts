import { describe, expect, it } from 'vitest';
import { serverHooks } from '../../src/db/write-hooks.js';
import { wireEffects } from '../../src/effects.js';
import { datasetRecordHooks } from '../../src/compositions/dataset-records/hooks.js';
import { datasetHooks } from '../../src/features/datasets/hooks.js';
import { responseHooks } from '../../src/features/responses/hooks.js';
import { userHooks } from '../../src/features/users/hooks.js';

describe('effects.ts: which features follow which writes', () => {
  it('wires every hook the server declares, once, and then is finished', () => {
    wireEffects();
    wireEffects();
    expect(serverHooks.isWired()).toBe(true);
    const unhandled = serverHooks.hooks.filter((hook) => hook.features().length === 0).map((hook) => hook.name);
    expect(unhandled).toEqual([]);
    for (const hook of serverHooks.hooks) expect(new Set(hook.features()).size).toBe(hook.features().length);
  });

  it('runs checks before what they guard, and webhook events after what they tell', () => {
    wireEffects();
    // A dataset without fields is refused before its text index is made.
    expect(datasetHooks.publishing.features()).toEqual(['fields', 'questions', 'search']);
    // Events carry the records as the other handlers left them (status, disagreements, activity).
    expect(responseHooks.changed.features()).toEqual(['records', 'reviews', 'datasets', 'webhooks']);
    expect(datasetRecordHooks.written.features()).toEqual(['records', 'reviews', 'datasets', 'webhooks']);
    // Records' own writes keep the search index, each at the point of the write.
    for (const hook of [datasetRecordHooks.inserted, datasetRecordHooks.fieldsReplaced, datasetRecordHooks.metadataReplaced, datasetRecordHooks.rowsRemoved]) {
      expect(hook.features()).toEqual(['search']);
    }
    // An account's answers go before its assignments: records then wait for nobody who left.
    expect(userHooks.deleting.features()).toEqual(['responses', 'assignments']);
  });
});
