// A split's rows as the Parquet files `datasets.push_to_hub` writes, and read back as the dataset viewer reads
// them: the features travel in the `huggingface` key-value metadata (`{"info": {"features": ...}}`), which is
// where `datasets` looks for them.
import { parquetMetadata, parquetReadObjects, parquetSchema, type FileMetaData } from 'hyparquet';
import { parquetWriteBuffer } from 'hyparquet-writer';
import type { StandInSplit } from '../types.js';
import { parquetValue, schemaOf } from './feature-schema.js';

export function writeSplitFiles(split: StandInSplit): Buffer[] {
  const shards = Math.max(1, Math.min(split.filesPerSplit ?? 1, split.rows.length || 1));
  const perShard = Math.ceil(split.rows.length / shards);
  const columns = Object.entries(split.features);
  const schema = [{ name: 'schema', num_children: columns.length }, ...columns.flatMap(([name, feature]) => schemaOf(name, feature))];
  const kvMetadata = [{ key: 'huggingface', value: JSON.stringify({ info: { features: split.features } }) }];
  return Array.from({ length: shards }, (_, shard) => {
    const rows = split.rows.slice(shard * perShard, (shard + 1) * perShard);
    const columnData = columns.map(([name, feature]) => ({ name, data: rows.map((row) => parquetValue(feature, row[name])) }));
    return Buffer.from(parquetWriteBuffer({ columnData, schema, kvMetadata, rowGroupSize: split.rowGroupSize ?? 1000 }));
  });
}

function arrayBufferOf(content: Buffer): ArrayBuffer {
  return content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength) as ArrayBuffer;
}

export function readMetadata(content: Buffer): FileMetaData {
  return parquetMetadata(arrayBufferOf(content));
}

/** The features a file declares; without `datasets` metadata, the plain columns' types as `datasets` infers them. */
export function featuresOf(metadata: FileMetaData): Record<string, unknown> {
  const declared = metadata.key_value_metadata?.find(({ key }) => key === 'huggingface')?.value;
  if (declared) {
    const parsed = JSON.parse(declared) as { info?: { features?: Record<string, unknown> } };
    if (parsed.info?.features) return parsed.info.features;
  }
  const dtypes: Record<string, string> = { BOOLEAN: 'bool', INT32: 'int32', INT64: 'int64', FLOAT: 'float32', DOUBLE: 'float64' };
  return Object.fromEntries(parquetSchema(metadata).children.map(({ element, children }) => {
    const { type, converted_type } = element;
    if (children.length) return [element.name, { _type: 'Json' }];
    return [element.name, { _type: 'Value', dtype: type && dtypes[type] ? dtypes[type] : converted_type === 'UTF8' ? 'string' : 'binary' }];
  }));
}

export async function readRows(content: Buffer, rowStart: number, rowEnd: number): Promise<Record<string, unknown>[]> {
  // utf8: false keeps binary columns (an image's bytes) as bytes; string columns stay strings.
  return await parquetReadObjects({ file: arrayBufferOf(content), rowStart, rowEnd, utf8: false }) as Record<string, unknown>[];
}
