import type { Page } from '@playwright/test';
import { ENTITY_LABELS, SENTIMENTS, codePointSpan, seedAnnotationDataset, storedAnswers } from './annotate-seed';

/**
 * Datasets for the bulk view: a text per record with a span question on it and a required label
 * question, every record with a label suggestion (which the bulk view drops) and a span suggestion
 * over "Ada Lovelace" (which it keeps), and a `group` metadata property: the first `inGroupA` records
 * are in group `a`, the rest in `b`, so a filter narrows them (`meta.group=a`).
 */

export const passageOf = (n: number) => `Ada Lovelace wrote note ${n} in Berlin with Charles Babbage.`;
export const adaIn = (n: number) => ({ label: 'PER', ...codePointSpan(passageOf(n), 'Ada Lovelace') });
export const berlinIn = (n: number) => ({ label: 'LOC', ...codePointSpan(passageOf(n), 'Berlin') });

export function seedBulkDataset(count: number, options: { inGroupA?: number } = {}) {
  const inGroupA = options.inGroupA ?? count;
  return seedAnnotationDataset({
    fields: [{ name: 'passage', title: 'Passage', required: true, settings: { type: 'text' } }],
    questions: [
      { name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options: SENTIMENTS.map((value) => ({ value, text: value })) } },
      {
        name: 'entities',
        title: 'Entities',
        required: false,
        settings: { type: 'span', field: 'passage', options: ENTITY_LABELS.map((option) => ({ ...option })), allow_overlapping: false },
      },
    ],
    metadataProperties: [{ name: 'group', title: 'Group', settings: { type: 'terms' as const }, visible_for_annotators: true }],
    records: Array.from({ length: count }, (_, index) => {
      const n = index + 1;
      return {
        external_id: `bulk-${n}`,
        fields: { passage: passageOf(n) },
        metadata: { group: index < inGroupA ? 'a' : 'b' },
        suggestions: {
          sentiment: { value: 'negative', score: 0.9, agent: 'sentiment-model' },
          entities: { value: [adaIn(n)], score: [0.8], agent: 'ner-model' },
        },
      };
    }),
  });
}

/** The number of each record (`bulk-12` → 12). */
export const numberOf = (externalId: string | null | undefined) => Number(externalId?.replace('bulk-', ''));

/** Every `POST /api/v1/me/responses/bulk` the page sends: the record ids of each, in order. */
export function watchBulkWrites(page: Page): string[][] {
  const writes: string[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/me/responses/bulk') {
      const body = request.postDataJSON() as { items: { record_id: string }[] };
      writes.push(body.items.map((item) => item.record_id));
    }
  });
  return writes;
}

/** The stored answers of many records, in order. */
export function storedAll(recordIds: readonly string[], userId: string) {
  return Promise.all(recordIds.map((id) => storedAnswers(id, userId)));
}
