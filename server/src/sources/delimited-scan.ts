// Two small scans of delimited text that csv-parse does not offer: which delimiter a header uses, and where a
// record ends when csv-parse has given up on it. Neither keeps a value; csv-parse reads every cell.

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** The delimiter of a header line: tabs or commas, whichever it holds more of outside quotes (commas on a tie). */
export function sniffDelimiter(text: string): ',' | '\t' {
  let quoted = false;
  let commas = 0;
  let tabs = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === '\t') tabs += 1;
    else if (!quoted && char === '\n') break;
  }
  return tabs > commas ? '\t' : ',';
}

type ScanState = 'record-start' | 'field-start' | 'unquoted' | 'quoted' | 'quote-in-quoted';

/**
 * Finds where a record ends, fed its bytes chunk by chunk: at the first line feed outside quotes once the record
 * has begun (blank lines before it are skipped). Quotes follow csv-parse's reading with `relax_quotes`: a quote
 * opens a quoted cell only at a cell's start, two quotes in one are a quote, and one elsewhere is plain text.
 */
export class RecordEndScanner {
  private state: ScanState = 'record-start';

  constructor(private readonly delimiter: number) {}

  /** Whether the bytes so far end inside a quoted cell. */
  get insideQuotes(): boolean {
    return this.state === 'quoted';
  }

  /** The index just past the record's line feed in `bytes`, or -1 when the record goes on past them. */
  feed(bytes: Uint8Array): number {
    for (let at = 0; at < bytes.length; at += 1) {
      const byte = bytes[at];
      switch (this.state) {
        case 'record-start':
          if (byte === LINE_FEED || byte === CARRIAGE_RETURN) break;
          this.state = this.afterFieldStart(byte);
          break;
        case 'field-start':
          if (byte === LINE_FEED) return at + 1;
          this.state = this.afterFieldStart(byte);
          break;
        case 'unquoted':
          if (byte === LINE_FEED) return at + 1;
          if (byte === this.delimiter) this.state = 'field-start';
          break;
        case 'quoted':
          if (byte === QUOTE) this.state = 'quote-in-quoted';
          break;
        case 'quote-in-quoted':
          if (byte === LINE_FEED) return at + 1;
          this.state = byte === QUOTE ? 'quoted' : byte === this.delimiter ? 'field-start' : 'unquoted';
          break;
      }
    }
    return -1;
  }

  private afterFieldStart(byte: number): ScanState {
    if (byte === QUOTE) return 'quoted';
    if (byte === this.delimiter) return 'field-start';
    return 'unquoted';
  }
}
