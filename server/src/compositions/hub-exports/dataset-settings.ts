import type { Dataset } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import { requireDataset } from '../../features/datasets/access.js';
import { presentDataset } from '../../features/datasets/presenter.js';
import { presentField } from '../../features/fields/presenter.js';
import { fieldRepository } from '../../features/fields/repository.js';
import { presentMetadataProperty } from '../../features/metadata-properties/presenter.js';
import { metadataPropertyRepository } from '../../features/metadata-properties/repository.js';
import { presentQuestion } from '../../features/questions/presenter.js';
import { questionRepository } from '../../features/questions/repository.js';
import { presentVectorSettings } from '../../features/vectors-settings/presenter.js';
import { vectorSettingsRepository } from '../../features/vectors-settings/repository.js';
import type { DatasetSettings } from './argilla-files.js';

/** The dataset and its settings as the API presents them, which is what the SDK writes to `.argilla/`. */
export async function loadPresentedDataset(db: Db, datasetId: string): Promise<{ dataset: Dataset; settings: DatasetSettings }> {
  const dataset = presentDataset(await requireDataset(db, datasetId));
  const [fields, questions, metadataProperties, vectorsSettings] = await Promise.all([
    fieldRepository.listByDataset(db, datasetId),
    questionRepository.listByDataset(db, datasetId),
    metadataPropertyRepository.listByDataset(db, datasetId),
    vectorSettingsRepository.listByDataset(db, datasetId),
  ]);
  return {
    dataset,
    settings: {
      fields: fields.map(presentField),
      questions: questions.map(presentQuestion),
      metadataProperties: metadataProperties.map(presentMetadataProperty),
      vectorsSettings: vectorsSettings.map(presentVectorSettings),
    },
  };
}
