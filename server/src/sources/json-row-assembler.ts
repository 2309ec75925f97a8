import type { Token } from 'stream-json/core/parser.js';
import { jsonKindOf } from './json-kind.js';
import { sizeText } from './limits.js';
import { isWellFormedText } from './utf8.js';

/** A row put together from tokens: its values, or why it is refused. */
export type AssembledRow = { values: Record<string, unknown> } | { reason: string };

type Container = Record<string, unknown> | unknown[];

/**
 * Puts rows together from stream-json's tokens, with keys, strings and numbers streamed in chunks rather than
 * packed (packing makes the parser hold a whole string, however long). The rows are the elements of a top-level
 * array, or top-level values themselves (one object, or several one after the other). A row is counted in bytes
 * of its text as it comes (its values' characters and one per bracket, not the whitespace between them): past
 * `maxRowBytes` its values are dropped and it is refused once it ends, so memory holds at most that much of it.
 */
export class JsonRowAssembler {
  private depth = 0;
  private insideTopArray = false;
  private rowOpen = false;
  private rowBytes = 0;
  private tooLong = false;
  private malformedText = false;
  private readonly stack: Container[] = [];
  private readonly keys: (string | null)[] = [];
  private parts: string[] = [];
  private readingKey = false;
  private finished: AssembledRow | null = null;

  constructor(private readonly maxRowBytes: number) {}

  /** Whether a row has begun and not ended. */
  get insideRow(): boolean {
    return this.rowOpen;
  }

  /** Takes one token; answers the row it ends, if it ends one. */
  push(token: Token): AssembledRow | null {
    this.finished = null;
    switch (token.name) {
      case 'startArray':
        if (!this.insideRow && this.depth === 0) {
          this.insideTopArray = true;
          this.depth += 1;
          break;
        }
        this.open([]);
        break;
      case 'startObject':
        this.open({});
        break;
      case 'endArray':
      case 'endObject':
        this.depth -= 1;
        if (!this.insideRow) {
          this.insideTopArray = false;
          break;
        }
        this.count(1);
        this.keys.pop();
        this.complete(this.stack.pop());
        break;
      case 'startKey':
        this.readingKey = true;
        this.parts = [];
        break;
      case 'endKey':
        this.readingKey = false;
        this.keys[this.keys.length - 1] = this.parts.join('');
        this.parts = [];
        break;
      case 'startString':
      case 'startNumber':
        this.beginValue();
        this.parts = [];
        break;
      case 'stringChunk':
      case 'numberChunk':
        this.count(Buffer.byteLength(token.value));
        if (token.name === 'stringChunk' && !isWellFormedText(token.value)) this.malformedText = true;
        if (!this.tooLong) this.parts.push(token.value);
        break;
      case 'endString':
        this.complete(this.parts.join(''));
        break;
      case 'endNumber':
        this.complete(Number(this.parts.join('')));
        break;
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        this.beginValue();
        this.count(4);
        this.complete(token.value);
        break;
      default:
        break;
    }
    return this.finished;
  }

  /** A value starts: at the rows' depth, it is a row. */
  private beginValue(): void {
    if (this.insideRow || this.readingKey) return;
    if (this.depth !== (this.insideTopArray ? 1 : 0)) return;
    this.rowOpen = true;
    this.rowBytes = 0;
    this.tooLong = false;
    this.malformedText = false;
  }

  private open(container: Container): void {
    this.beginValue();
    this.depth += 1;
    this.count(1);
    this.stack.push(container);
    this.keys.push(null);
  }

  private count(bytes: number): void {
    this.rowBytes += bytes;
    if (this.rowBytes > this.maxRowBytes && !this.tooLong) {
      this.tooLong = true;
      this.parts = [];
      for (let at = 0; at < this.stack.length; at += 1) this.stack[at] = Array.isArray(this.stack[at]) ? [] : {};
    }
  }

  /** A value ends: it goes into its container, or, at the rows' depth, it is the row. */
  private complete(value: unknown): void {
    this.parts = [];
    if (this.stack.length > 0) {
      if (!this.tooLong) addTo(this.stack[this.stack.length - 1], this.keys[this.keys.length - 1], value);
      return;
    }
    this.finished = this.rowOf(value);
    this.rowOpen = false;
  }

  private rowOf(value: unknown): AssembledRow {
    if (this.tooLong) return { reason: `it is longer than ${sizeText(this.maxRowBytes)}` };
    if (this.malformedText) return { reason: 'it holds bytes that are not UTF-8 text' };
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { reason: `it is ${jsonKindOf(value)}, not a JSON object` };
    return { values: value as Record<string, unknown> };
  }
}

function addTo(container: Container, key: string | null, value: unknown): void {
  if (Array.isArray(container)) {
    container.push(value);
  } else if (key === '__proto__') {
    // As JSON.parse does: a key named `__proto__` is a property, never the object's prototype.
    Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
  } else if (key !== null) {
    container[key] = value;
  }
}
