// The record a dataset card shows twice: as the SDK's `Record.to_dict()` gives it (argilla/records/_resource.py:
// fields without their empty values, metadata, suggestions by question, responses by question as
// `{value, user_id}`, no vectors since `to_hub` reads the sample without them, the status and the server id), and
// as its row of the Parquet file.
import type { DatasetRecord } from '@gloss/contract';
import type { ExportColumn } from '../exports/columns.js';
import type { ExportRow } from '../exports/rows.js';

export function sdkRecordDict(record: DatasetRecord, questionNames: ReadonlyMap<string, string>): Record<string, unknown> {
  const fields = Object.fromEntries(Object.entries(record.fields).filter(([, value]) => value !== null && value !== undefined));
  const suggestions: Record<string, unknown> = {};
  for (const suggestion of record.suggestions ?? []) {
    const name = questionNames.get(suggestion.question_id);
    if (name) suggestions[name] = { value: suggestion.value, score: suggestion.score ?? null, agent: suggestion.agent ?? null };
  }
  const responses: Record<string, { value: unknown; user_id: string }[]> = {};
  for (const response of record.responses ?? []) {
    for (const [question, answer] of Object.entries(response.values ?? {})) {
      (responses[question] ??= []).push({ value: answer.value, user_id: response.user_id });
    }
  }
  return {
    id: record.external_id,
    fields,
    metadata: record.metadata ?? {},
    suggestions,
    responses,
    vectors: {},
    status: record.status,
    _server_id: record.id,
  };
}

/** A row of the Parquet file as `datasets` gives it back: its values by column name. */
export function huggingfaceRecord(columns: readonly ExportColumn[], row: ExportRow): Record<string, unknown> {
  return Object.fromEntries(columns.map((column, index) => [column.name, row[index] ?? null]));
}
