// Two small scans of delimited text that csv-parse does not offer: which delimiter a header uses, and where a
// record ends when csv-parse has given up on it. Neither keeps a value; csv-parse reads every cell.

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** How many commas and tabs each of the first records holds outside quotes (a record cut by the sample's end left out). */
function delimiterCounts(text: string, wholeText: boolean, maxRecords: number): { commas: number; tabs: number }[] {
  const records: { commas: number; tabs: number }[] = [];
  let quoted = false;
  let current = { commas: 0, tabs: 0 };
  let blank = true;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') current.commas += 1;
    else if (!quoted && char === '\t') current.tabs += 1;
    else if (!quoted && char === '\n') {
      if (!blank) records.push(current);
      if (records.length >= maxRecords) return records;
      current = { commas: 0, tabs: 0 };
      blank = true;
      continue;
    }
    if (char !== '\r' && char !== ' ') blank = false;
  }
  if (wholeText && !blank && !quoted) records.push(current);
  return records;
}

/**
 * The delimiter of delimited text, sniffed from its header line and the lines after it: the one that every
 * record of the sample holds as many times (outside quotes), tabs when both are (a CSV with as many tabs on
 * every line is rarer than a TSV whose names hold commas); else the one the header holds more of, commas on a tie.
 */
export function sniffDelimiter(text: string, wholeText = true): ',' | '\t' {
  const records = delimiterCounts(text, wholeText, 50);
  if (records.length === 0) return ',';
  const steady = (count: (record: { commas: number; tabs: number }) => number) => count(records[0]) > 0 && records.every((record) => count(record) === count(records[0]));
  const tabsSteady = steady((record) => record.tabs);
  const commasSteady = steady((record) => record.commas);
  if (tabsSteady && records.length > 1) return '\t';
  if (commasSteady && records.length > 1) return ',';
  return records[0].tabs > records[0].commas ? '\t' : ',';
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
