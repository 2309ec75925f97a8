import { endpoints, type DatasetRecord, type SearchRecordsBody } from '@gloss/contract';
import { type SeededDataset, SENTIMENTS, seedAnnotationDataset } from './annotate-seed';
import type { SeededUser } from './seed';

/**
 * A dataset for the filter and sort journeys: one text field, a label and a rating question, metadata
 * (a float `price`, a terms `category`, an integer `internal` hidden from annotators, optionally a terms
 * `source` with many values) and suggestions, made through the API. Records carry what the spec gives.
 */
export interface SearchRecordSpec {
  text: string;
  price?: number;
  category?: string;
  internal?: number;
  source?: string;
  sentiment?: { value: string; score?: number; agent?: string };
  quality?: { value: number; score?: number; agent?: string };
}

export interface SearchDataset extends SeededDataset {
  /** The records in the order of the spec. */
  records: DatasetRecord[];
}

export const SEARCH_QUESTIONS = [
  { name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection' as const, options: SENTIMENTS.map((value) => ({ value, text: value })) } },
  { name: 'quality', title: 'Quality', required: false, settings: { type: 'rating' as const, options: [1, 2, 3, 4, 5].map((value) => ({ value })) } },
  { name: 'notes', title: 'Notes', required: false, settings: { type: 'text' as const } },
];

export async function seedSearchDataset(specs: readonly SearchRecordSpec[], options: { withSource?: boolean } = {}): Promise<SearchDataset> {
  const seeded = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }],
    questions: SEARCH_QUESTIONS,
    records: [],
  });
  const { owner, dataset, questionIds } = seeded;
  const params = { dataset_id: dataset.id };
  const properties = [
    { name: 'price', title: 'Price', settings: { type: 'float' as const } },
    { name: 'category', title: 'Category', settings: { type: 'terms' as const } },
    { name: 'internal', title: 'Internal score', settings: { type: 'integer' as const }, visible_for_annotators: false },
    ...(options.withSource ? [{ name: 'source', title: 'Source', settings: { type: 'terms' as const } }] : []),
  ];
  for (const body of properties) await owner.call(endpoints.createMetadataProperty, { params, body });

  const records: DatasetRecord[] = [];
  // The server takes 500 records per call.
  for (let start = 0; start < specs.length; start += 500) {
    const items = specs.slice(start, start + 500).map((spec) => {
      const metadata = Object.fromEntries(
        Object.entries({ price: spec.price, category: spec.category, internal: spec.internal, source: spec.source }).filter(([, value]) => value !== undefined),
      );
      const suggestions = (['sentiment', 'quality'] as const)
        .filter((name) => spec[name])
        .map((name) => ({ question_id: questionIds[name]!, ...spec[name]!, type: 'model' as const }));
      return { fields: { text: spec.text }, metadata, suggestions };
    });
    records.push(...(await owner.call(endpoints.createRecords, { params, body: { items } })).items);
  }
  return { ...seeded, records };
}

/** The body the page sends for a status and the filters given (status filters first, as `search-body.ts`). */
export function searchBody(status: 'pending' | 'draft' | 'submitted' | 'discarded', extra: Partial<SearchRecordsBody> & { and?: NonNullable<SearchRecordsBody['filters']>['and'] } = {}): SearchRecordsBody {
  const { and = [], ...rest } = extra;
  return {
    filters: {
      and: [
        { type: 'terms', scope: { entity: 'response', property: 'status' }, values: [status] },
        ...(status === 'pending' ? [{ type: 'terms' as const, scope: { entity: 'record' as const, property: 'status' as const }, values: ['pending'] }] : []),
        ...and,
      ],
    },
    ...rest,
  };
}

/** What the API answers a user for a search: the total and the first records' ids, in order. */
export async function apiSearch(user: SeededUser, datasetId: string, body: SearchRecordsBody, limit = 50): Promise<{ total: number; ids: string[] }> {
  const answer = await user.api.call(endpoints.searchMyRecords, { params: { dataset_id: datasetId }, query: { limit }, body });
  return { total: answer.total, ids: answer.items.map((item) => item.record.id) };
}
