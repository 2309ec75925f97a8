import type { WebhookEvent } from '@gloss/contract';
import { WriteHook } from '../../db/write-hooks.js';
import type { DatasetRow } from '../datasets/repository.js';
import type { ResponseRow } from './repository.js';

export interface ResponseChange {
  type: Extract<WebhookEvent, `response.${string}`>;
  /** The response as written, or as it was for a deletion. */
  response: ResponseRow;
}

/** What the writes of responses announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const responseHooks = {
  /**
   * The responses of `recordIds` changed. `changes` lists what is told to webhooks, and `activityAt` is the
   * dataset's new last activity: both empty when responses went with their author's account.
   */
  changed: new WriteHook<{
    dataset: DatasetRow;
    recordIds: readonly string[];
    changes: readonly ResponseChange[];
    activityAt: string | null;
  }>('responses changed'),
};
