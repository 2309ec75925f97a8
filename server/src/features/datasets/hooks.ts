import { WriteHook } from '../../db/write-hooks.js';
import type { DatasetRow } from './repository.js';

/** What a dataset's writes announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const datasetHooks = {
  created: new WriteHook<DatasetRow>('dataset created'),
  updated: new WriteHook<DatasetRow>('dataset updated'),
  /** Before a change of the task distribution is written: a handler refuses it by throwing. */
  distributionChanging: new WriteHook<DatasetRow>('dataset distribution changing'),
  /** Before a dataset is published: handlers refuse it (a dataset without fields) or prepare for records. */
  publishing: new WriteHook<DatasetRow>('dataset publishing'),
  published: new WriteHook<DatasetRow>('dataset published'),
  /** Before the dataset's rows go, so handlers still read it and its settings as they were. */
  deleting: new WriteHook<DatasetRow>('dataset deleting'),
  deleted: new WriteHook<DatasetRow>('dataset deleted'),
};
