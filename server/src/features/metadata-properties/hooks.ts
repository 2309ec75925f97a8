import { WriteHook } from '../../db/write-hooks.js';
import type { MetadataPropertyRow } from './repository.js';

/** What a metadata property's writes announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const metadataPropertyHooks = {
  created: new WriteHook<MetadataPropertyRow>('metadata property created'),
  deleted: new WriteHook<MetadataPropertyRow>('metadata property deleted'),
};
