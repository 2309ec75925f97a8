import { createReadStream } from 'node:fs';
import { type Token, jsonParser } from 'stream-json/core/parser.js';
import { CHUNK_BYTES } from './file-bytes.js';
import { JsonRowAssembler } from './json-row-assembler.js';
import type { SourceLimits } from './limits.js';
import { ColumnTally, type SourceRow, type UnreadableRow } from './rows.js';
import { SourceError } from './source-error.js';
import { LenientUtf8Decoder } from './utf8.js';

/**
 * stream-json's core parser is a stream-chain "flushable": called with text it answers the tokens read so far;
 * called with stream-chain's `none` it flushes, and throws when the text ends mid-value. `none` is a
 * registered symbol, named here without a dependency on stream-chain itself.
 */
const FLUSH = Symbol.for('object-stream.none');
type TokenReader = (text: string | typeof FLUSH) => { values: Token[] } | typeof FLUSH;

/** How much text the parser takes at once; a syntax error replays at most this much one character at a time. */
const SLICE_CHARS = 16 * 1024;

/** Rows read from JSON text fed piece by piece; a syntax error is thrown, losing the tokens of its piece. */
class JsonTextRows {
  private readonly tokens = jsonParser({ packValues: false, streamValues: true, jsonStreaming: true }) as unknown as TokenReader;
  private readonly assembler: JsonRowAssembler;
  private readonly columns: ColumnTally;
  /** Rows ended so far. */
  row = 0;

  constructor(limits: SourceLimits) {
    this.assembler = new JsonRowAssembler(limits.maxRowBytes);
    this.columns = new ColumnTally(limits.maxColumns);
  }

  feed(text: string | typeof FLUSH): (SourceRow | UnreadableRow)[] {
    const read = this.tokens(text);
    if (read === FLUSH) return [];
    const rows: (SourceRow | UnreadableRow)[] = [];
    for (const token of read.values) {
      const assembled = this.assembler.push(token);
      if (assembled === null) continue;
      this.row += 1;
      if ('reason' in assembled) {
        rows.push({ row: this.row, reason: assembled.reason });
      } else {
        this.columns.add(assembled.values);
        rows.push({ row: this.row, values: assembled.values });
      }
    }
    return rows;
  }
}

/** A file's text, decoded chunk by chunk (see `LenientUtf8Decoder`), without its BOM. */
async function* textOf(path: string, signal?: AbortSignal): AsyncGenerator<string> {
  const decoder = new LenientUtf8Decoder();
  const stream = createReadStream(path, { highWaterMark: CHUNK_BYTES, signal });
  let atStart = true;
  try {
    for await (const chunk of stream) {
      let text = decoder.decode(chunk as Buffer);
      if (atStart && text.length > 0) {
        text = text.replace(/^\ufeff/, '');
        atStart = false;
      }
      yield text;
    }
    yield decoder.end();
  } finally {
    stream.destroy();
  }
}

const syntaxReason = (error: unknown) =>
  `it is not valid JSON (${String((error as Error).message).replace(/^Parser cannot parse input: /, '')}); the rows after it are not read`;

/**
 * Streams a JSON file's rows: the objects of a top-level array, or top-level objects (one, possibly written over
 * many lines, or several one after the other). A row that is not an object, holds bytes that are not UTF-8 or
 * is longer than `maxRowBytes` is refused and reading goes on. JSON that does not parse stops the reading: the
 * rows before are read, and the row where the text goes wrong is refused; so is the one a file cut off ends in.
 */
export async function* readJsonRows(
  path: string,
  limits: SourceLimits,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<SourceRow | UnreadableRow> {
  const reader = new JsonTextRows(limits);
  let fed = 0;
  for await (const text of textOf(path, options.signal)) {
    for (let at = 0; at < text.length; at += SLICE_CHARS) {
      const slice = text.slice(at, at + SLICE_CHARS);
      let rows: (SourceRow | UnreadableRow)[];
      try {
        rows = reader.feed(slice);
      } catch (error) {
        if (error instanceof SourceError) throw error;
        yield* rowsUpToTheError(path, limits, fed, slice, options.signal);
        return;
      }
      fed += slice.length;
      yield* rows;
    }
  }
  let last: (SourceRow | UnreadableRow)[];
  try {
    last = reader.feed(FLUSH);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    last = [{ row: reader.row + 1, reason: 'the file ends in the middle of it (it may have been cut off)' }];
  }
  yield* last;
}

/**
 * The rows a piece of text ends before its syntax error, and the refusal of the row the error is in. The parser
 * threw away the piece's tokens, so the text before the piece is read again (its rows were yielded already),
 * and the piece fed one character at a time.
 */
async function* rowsUpToTheError(
  path: string,
  limits: SourceLimits,
  fed: number,
  failing: string,
  signal?: AbortSignal,
): AsyncGenerator<SourceRow | UnreadableRow> {
  const reader = new JsonTextRows(limits);
  let replayed = 0;
  for await (const text of textOf(path, signal)) {
    if (replayed >= fed) break;
    const part = text.slice(0, fed - replayed);
    for (let at = 0; at < part.length; at += SLICE_CHARS) reader.feed(part.slice(at, at + SLICE_CHARS));
    replayed += part.length;
  }
  try {
    for (const char of failing) yield* reader.feed(char);
    yield* reader.feed(FLUSH);
    yield { row: reader.row + 1, reason: 'it is not valid JSON; the rows after it are not read' };
  } catch (error) {
    if (error instanceof SourceError) throw error;
    yield { row: reader.row + 1, reason: syntaxReason(error) };
  }
}
