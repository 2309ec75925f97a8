import { datasetSettingsRepository } from '../../db/dataset-settings-repository.js';
import type { Selectable } from 'kysely';
import type { VectorsSettingsTable } from '../../db/schema.js';

export type VectorSettingsRow = Selectable<VectorsSettingsTable>;
export const vectorSettingsRepository = datasetSettingsRepository('vectors_settings');
