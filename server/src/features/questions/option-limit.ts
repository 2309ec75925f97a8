import type { QuestionSettingsCreate, QuestionSettingsUpdate } from '@gloss/contract';
import { InvalidRequest } from '../../domain/errors.js';

/**
 * The configured number of label options (`GLOSS_MAX_LABEL_OPTIONS`), applied below the contract's hard
 * ceiling. Refused as the schema refuses a longer list, with the same issue, so a client (the SDK) reads
 * it as the same validation error; checked before anything is loaded, as a schema failure is.
 */
export function checkLabelOptionsLimit(settings: QuestionSettingsCreate | QuestionSettingsUpdate | undefined, limit: number): void {
  if (settings?.type !== 'label_selection' && settings?.type !== 'multi_label_selection') return;
  if (!settings.options || settings.options.length <= limit) return;
  throw new InvalidRequest([
    { type: 'too_big', loc: ['body', 'settings', 'options'], msg: `Too big: expected array to have <=${limit} items` },
  ]);
}
