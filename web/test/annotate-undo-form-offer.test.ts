import { describe, expect, it } from 'vitest';
import type { Response } from '@gloss/contract';
import { formUndoOffer } from '../src/features/dataset/annotate/undo/form-offer';
import { annotateUndoMessages } from '../src/features/dataset/annotate/undo/messages';

const saved = (status: Response['status']): Response => ({
  id: 'x',
  status,
  values: { label: { value: 'a' } },
  record_id: 'r1',
  user_id: 'me',
  inserted_at: 't',
  updated_at: 't',
});

describe("the focus view's undo offer", () => {
  it('names the action and snapshots the response before and after it', async () => {
    const offer = formUndoOffer({ action: 'submitted', recordId: 'r1', before: saved('draft'), written: Promise.resolve(saved('submitted')) });
    expect(offer.messageKey).toBe('annotateUndo.offers.submitted');
    expect(offer.before).toEqual([{ recordId: 'r1', response: { id: 'x', status: 'draft', values: { label: { value: 'a' } } } }]);
    expect(await offer.after).toEqual([{ recordId: 'r1', response: { id: 'x', status: 'submitted', values: { label: { value: 'a' } } } }]);
  });

  it('has a pending record before, and none after a Clear', async () => {
    expect(formUndoOffer({ action: 'draft', recordId: 'r1', before: undefined, written: Promise.resolve(saved('draft')) }).before).toEqual([{ recordId: 'r1', response: null }]);
    expect(await formUndoOffer({ action: 'clear', recordId: 'r1', before: saved('submitted'), written: Promise.resolve(undefined) }).after).toEqual([{ recordId: 'r1', response: null }]);
  });

  it('fails with the write', async () => {
    const offer = formUndoOffer({ action: 'discarded', recordId: 'r1', before: undefined, written: Promise.reject(new Error('500')) });
    await expect(offer.after).rejects.toThrow('500');
  });

  it('has a message for every action, for one record and for many', () => {
    for (const action of ['submitted', 'discarded', 'draft', 'clear']) {
      for (const form of ['one', 'other']) {
        for (const language of ['en', 'de', 'es'] as const) {
          const offers = annotateUndoMessages[language].annotateUndo.offers as Record<string, string>;
          expect(offers[`${action}_${form}`], `${language} ${action}_${form}`).toBeTruthy();
        }
      }
    }
  });
});
