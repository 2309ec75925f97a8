import { datasetSettingsRepository } from '../../db/dataset-settings-repository.js';
import type { FieldsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';

export type FieldRow = FieldsTable;
export const fieldRepository = datasetSettingsRepository('fields');

export function countFields(db: Db, datasetId: string): Promise<number> {
  return fieldRepository.countByDataset(db, datasetId);
}
