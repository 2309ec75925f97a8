import { datasetSettingsRepository } from '../../db/dataset-settings-repository.js';
import type { VectorsSettingsTable } from '../../db/schema.js';

export type VectorSettingsRow = VectorsSettingsTable;
export const vectorSettingsRepository = datasetSettingsRepository('vectors_settings');
