const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** One line of a file: its bytes (without the line end), or null when it was longer than the limit. */
export interface Line {
  bytes: Buffer | null;
  /** Whether a line feed ends it: the last line of a file cut off has none. */
  ended: boolean;
}

/**
 * Splits a file's bytes into lines, holding at most `maxBytes` of one: the bytes of a longer line are dropped as
 * they come, up to its end, and the line is answered without them. A `\r` before the `\n` is not part of the line.
 */
export async function* splitLines(chunks: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Line> {
  let pieces: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  const append = (piece: Buffer) => {
    if (tooLong || piece.length === 0) return;
    if (length + piece.length > maxBytes + 1) {
      tooLong = true;
      pieces = [];
      return;
    }
    pieces.push(piece);
    length += piece.length;
  };
  const take = (ended: boolean): Line => {
    let bytes = tooLong ? null : pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, length);
    if (bytes && bytes.length > 0 && bytes[bytes.length - 1] === CARRIAGE_RETURN) bytes = bytes.subarray(0, -1);
    if (bytes && bytes.length > maxBytes) bytes = null;
    pieces = [];
    length = 0;
    tooLong = false;
    return { bytes, ended };
  };
  for await (const chunk of chunks) {
    let from = 0;
    for (let lineEnd = chunk.indexOf(LINE_FEED); lineEnd !== -1; lineEnd = chunk.indexOf(LINE_FEED, from)) {
      append(chunk.subarray(from, lineEnd));
      yield take(true);
      from = lineEnd + 1;
    }
    append(chunk.subarray(from));
  }
  if (length > 0 || tooLong) yield take(false);
}
