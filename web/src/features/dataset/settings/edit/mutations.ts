import type { Dataset, DatasetUpdate, Field, FieldUpdate, MetadataProperty, MetadataPropertyUpdate, Question, QuestionUpdate, VectorSettings, VectorSettingsUpdate } from '@gloss/contract';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { datasetKeys } from '../../queries';
import { datasetKeys as listKeys } from '../../../datasets';
import { patchDataset, patchField, patchMetadataProperty, patchQuestion, patchVectorSettings } from './api';

/** Puts the stored item in its cached list at once, then has the list fetched again (the specification's invalidation). */
async function replaceInList<T extends { id: string }>(client: QueryClient, key: QueryKey, saved: T): Promise<T> {
  client.setQueryData<T[]>(key, (list) => list?.map((item) => (item.id === saved.id ? saved : item)));
  await client.invalidateQueries({ queryKey: key, exact: true });
  return saved;
}

/**
 * The settings page's writes. Each answers what is now stored and refreshes exactly the caches that show
 * it, so the annotation page, the dataset list and other tabs show the change without a reload.
 */
export function useSettingsWrites(datasetId: string) {
  const client = useQueryClient();
  return useMemo(
    () => ({
      async dataset(body: DatasetUpdate): Promise<Dataset> {
        const saved = await patchDataset(datasetId, body);
        client.setQueryData(datasetKeys.detail(datasetId), saved);
        await Promise.all([
          client.invalidateQueries({ queryKey: datasetKeys.progress(datasetId), exact: true }),
          client.invalidateQueries({ queryKey: listKeys.mine, exact: true }),
        ]);
        return saved;
      },
      async field(fieldId: string, body: FieldUpdate): Promise<Field> {
        return replaceInList(client, datasetKeys.fields(datasetId), await patchField(fieldId, body));
      },
      async question(questionId: string, body: QuestionUpdate): Promise<Question> {
        return replaceInList(client, datasetKeys.questions(datasetId), await patchQuestion(questionId, body));
      },
      async metadataProperty(propertyId: string, body: MetadataPropertyUpdate): Promise<MetadataProperty> {
        return replaceInList(client, datasetKeys.metadataProperties(datasetId), await patchMetadataProperty(propertyId, body));
      },
      async vector(vectorId: string, body: VectorSettingsUpdate): Promise<VectorSettings> {
        return replaceInList(client, datasetKeys.vectorsSettings(datasetId), await patchVectorSettings(vectorId, body));
      },
    }),
    [client, datasetId],
  );
}
