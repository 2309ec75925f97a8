// The records benchmark's records in the two forms this benchmark needs: the JSON Lines file the SDK script
// reads (suggestions by question name, as a user writes them), and bulk bodies shaped as the SDK's `log()`
// sends them (its RecordModel.model_dump(): every key, in its order), for the raw rounds and the shape check.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeRecord } from '../../records/lib/data.mjs';

/** The SDK's default batch size (DatasetRecords.DEFAULT_BATCH_SIZE in argilla 2.8). */
export const SDK_BATCH_SIZE = 256;

/** Records 0..count-1, suggestions naming their question (`label`, `rating`) instead of its id. */
export function makeRecords(count) {
  const records = [];
  for (let i = 0; i < count; i += 1) {
    const record = makeRecord(i, { label: 'label', rating: 'rating' });
    const suggestions = record.suggestions.map(({ question_id, value, score, agent }) => ({ question_name: question_id, value, score, agent }));
    records.push({ ...record, suggestions });
  }
  return records;
}

export function writeRecordsFile(path, records) {
  writeFileSync(path, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
}

/** One record as the SDK puts it in a bulk body; `questionIds` maps question names to the dataset's ids. */
export function sdkItem(record, questionIds) {
  return {
    id: null,
    inserted_at: null,
    updated_at: null,
    status: 'pending',
    fields: record.fields,
    metadata: record.metadata,
    vectors: record.vectors,
    responses: [],
    suggestions: record.suggestions.map(({ question_name, value, score, agent }) => ({
      value,
      question_name,
      type: null,
      score,
      agent,
      id: randomUUID(),
      question_id: questionIds[question_name],
    })),
    external_id: record.external_id,
  };
}

export const sdkBody = (records, questionIds) => JSON.stringify({ items: records.map((record) => sdkItem(record, questionIds)) });

/** Writes SDK-shaped bodies of SDK_BATCH_SIZE records to `dir`: the batch list `sendBatches` takes. */
export function writeSdkBatches(dir, records, questionIds) {
  mkdirSync(dir, { recursive: true });
  const batches = [];
  for (let from = 0; from < records.length; from += SDK_BATCH_SIZE) {
    const to = Math.min(records.length, from + SDK_BATCH_SIZE);
    const path = join(dir, `batch-${String(from).padStart(9, '0')}.json`);
    writeFileSync(path, sdkBody(records.slice(from, to), questionIds));
    batches.push({ path, from, to });
  }
  return { dir, batches };
}
