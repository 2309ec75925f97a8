import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { SourceFormat } from '@gloss/contract';
import { sniffDelimiter } from './delimited-scan.js';
import { CHUNK_BYTES, readAt } from './file-bytes.js';
import { SourceError } from './source-error.js';
import { invalidUtf8Offset, startsWithUtf8Bom } from './utf8.js';

/** How much of a text file its format and encoding are judged on. */
const SAMPLE_BYTES = 64 * 1024;
const PARQUET_MAGIC = 'PAR1';
const FORMATS_READ = 'CSV, TSV, JSON (an array of objects), JSON Lines or Parquet';

const FOREIGN_BOMS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: 'UTF-32' },
  { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: 'UTF-32' },
  { bytes: [0xff, 0xfe], encoding: 'UTF-16' },
  { bytes: [0xfe, 0xff], encoding: 'UTF-16' },
];

/** Archives and documents people upload in place of a table, named so the refusal says what to do instead. */
const KNOWN_BINARIES: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a ZIP archive, as an Excel workbook is: save the sheet as CSV' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an Office document: save the sheet as CSV' },
  { bytes: [0x1f, 0x8b], what: 'compressed with gzip: upload it uncompressed' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

function notReadable(what?: string): SourceError {
  return new SourceError(`The file is not in a format Gloss reads${what ? ` (it is ${what})` : ''}: upload ${FORMATS_READ}`);
}

/**
 * Reads the format from the content, never from a file name:
 * - Parquet by its `PAR1` magic at both ends (at the start only: a file cut off, refused);
 * - JSON when the text starts with `[` (an array of objects, each a row);
 * - when it starts with `{`: JSON Lines when its first line is a whole JSON value, else JSON (one object
 *   written over many lines, or several one after the other: each object is a row);
 * - else delimited text, CSV or TSV as `sniffDelimiter` reads the header line and the lines after it.
 * Text is UTF-8, with or without a BOM; a UTF-16/32 BOM or bytes that are not UTF-8 in the first 64 KiB refuse
 * the file (bytes further on refuse only their row, when it is read). An empty or whitespace-only file and
 * binary that is none of these are refused too.
 */
export async function detectFormat(path: string): Promise<SourceFormat> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) throw SourceError.empty();
    const head = await readAt(handle, 0, Math.min(size, SAMPLE_BYTES));
    if (head.subarray(0, 4).toString('latin1') === PARQUET_MAGIC) return await parquetOrCutOff(handle, size);
    const bom = FOREIGN_BOMS.find(({ bytes }) => startsWith(head, bytes));
    if (bom) throw SourceError.notUtf8(`it is ${bom.encoding}`);
    refuseBinary(head);
    const start = await contentStart(handle, size, startsWithUtf8Bom(head) ? 3 : 0);
    if (start === -1) throw SourceError.empty();
    const sample = start === 0 ? head : await readAt(handle, start, Math.min(size - start, SAMPLE_BYTES));
    const wholeFile = start + sample.length >= size;
    const invalid = invalidUtf8Offset(sample, !wholeFile);
    if (invalid !== -1) {
      throw SourceError.notUtf8(`the bytes from offset ${start + invalid} encode no UTF-8 character; the file may be Latin-1 or Windows-1252`);
    }
    return formatOfText(new TextDecoder().decode(sample, { stream: !wholeFile }), wholeFile);
  } finally {
    await handle.close();
  }
}

async function parquetOrCutOff(handle: FileHandle, size: number): Promise<SourceFormat> {
  const tail = size >= 12 ? await readAt(handle, size - 4, 4) : Buffer.alloc(0);
  if (tail.toString('latin1') === PARQUET_MAGIC) return 'parquet';
  throw new SourceError('The file starts as Parquet but does not end as one (it may have been cut off while uploading): upload the whole file');
}

/**
 * Binary that is not text: a known archive or document, or NUL bytes, which text does not hold; UTF-16 without
 * a BOM shows as a NUL in every other byte, and is said to be what it is.
 */
function refuseBinary(head: Buffer): void {
  const known = KNOWN_BINARIES.find(({ bytes }) => startsWith(head, bytes));
  if (known) throw notReadable(known.what);
  if (!head.includes(0)) return;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let at = 0; at < head.length; at += 1) if (head[at] === 0) at % 2 === 0 ? (evenNuls += 1) : (oddNuls += 1);
  const half = head.length / 2;
  if (Math.max(evenNuls, oddNuls) > half * 0.4 && Math.min(evenNuls, oddNuls) < half * 0.05) throw SourceError.notUtf8('it looks like UTF-16');
  throw notReadable();
}

/** The offset of the file's first byte that is not whitespace, after `from`; -1 when there is none. */
async function contentStart(handle: FileHandle, size: number, from: number): Promise<number> {
  for (let position = from; position < size; position += CHUNK_BYTES) {
    const chunk = await readAt(handle, position, Math.min(CHUNK_BYTES, size - position));
    const at = chunk.findIndex((byte) => !isWhitespace(byte));
    if (at !== -1) return position + at;
  }
  return -1;
}

function formatOfText(text: string, wholeFile: boolean): SourceFormat {
  const first = text[0];
  // `[` opens a JSON array when a JSON value or its end follows; a CSV header may start `[id],...`.
  if (first === '[' && /^\[\s*([{["\]\-\dtfn]|$)/.test(text)) return 'json';
  if (first === '{') {
    const lineEnd = text.indexOf('\n');
    if (lineEnd === -1 && !wholeFile) return 'jsonl';
    const line = lineEnd === -1 ? text : text.slice(0, lineEnd);
    try {
      JSON.parse(line);
      return 'jsonl';
    } catch {
      return 'json';
    }
  }
  return sniffDelimiter(text, wholeFile) === '\t' ? 'tsv' : 'csv';
}
