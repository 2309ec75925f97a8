import { endpoints } from '@gloss/contract';
import { type SeededDataset, seedAnnotationDataset } from './annotate-seed';
import { GlossApi } from './api';
import type { SeededUser } from './seed';

/** Six short support tickets, in three languages' worth of metadata: `lang` is `en` or `de`, and three mention a refund. */
export const TICKETS = [
  { text: 'I would like a refund for my order.', lang: 'en' },
  { text: 'Ich möchte eine Rückerstattung, refund bitte.', lang: 'de' },
  { text: 'Where is my parcel? The shipping is late.', lang: 'en' },
  { text: 'Der Versand dauert zu lange.', lang: 'de' },
  { text: 'Please refund the second item.', lang: 'en' },
  { text: 'Die Rechnung ist falsch.', lang: 'de' },
] as const;

export interface AssignmentDataset extends SeededDataset {
  admin: SeededUser;
  /** Three annotators of the workspace, by the order they were made. */
  annotators: SeededUser[];
}

/** A published dataset of the six tickets with a label question and a `lang` terms property, three annotators and an admin. */
export async function seedAssignmentDataset(): Promise<AssignmentDataset> {
  const seeded = await seedAnnotationDataset({
    fields: [{ name: 'text', title: 'Ticket', required: true, settings: { type: 'text', use_markdown: false } }],
    questions: [
      {
        name: 'topic',
        title: 'Topic',
        required: true,
        settings: { type: 'label_selection', options: ['refund', 'shipping', 'billing'].map((value) => ({ value, text: value })) },
      },
    ],
    metadataProperties: [{ name: 'lang', title: 'Language', settings: { type: 'terms', values: ['en', 'de'] } }],
    records: TICKETS.map((ticket, index) => ({ external_id: `ticket-${index + 1}`, fields: { text: ticket.text }, metadata: { lang: ticket.lang } })),
    annotators: 3,
    admin: true,
  });
  return { ...seeded, admin: seeded.admin! };
}

/** The ids of the records assigned to a user, as their own queue (pending records) says. */
export async function queueOf(user: SeededUser, datasetId: string): Promise<string[]> {
  const result = await user.api.call(endpoints.searchMyRecords, {
    params: { dataset_id: datasetId },
    query: { limit: 50 },
    body: { query: null, filters: { and: [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] }] } },
  });
  return result.items.map((item) => item.record.id).sort();
}

