import { datasetSettingsRepository } from '../../db/dataset-settings-repository.js';
import type { MetadataPropertiesTable } from '../../db/schema.js';

export type MetadataPropertyRow = MetadataPropertiesTable;
export const metadataPropertyRepository = datasetSettingsRepository('metadata_properties');
