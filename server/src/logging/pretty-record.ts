/** One log record as pino writes it (one JSON object per line). */
export interface LogRecord {
  level: number;
  time: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

/** The request a record belongs to, as a person reads it: `GET /api/v1/me`. */
export interface RequestLine {
  method: string;
  url: string;
}

type Colour = 'dim' | 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan';
const ANSI: Record<Colour, [number, number]> = {
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
};
export type Paint = (colour: Colour, text: string) => string;
export const plain: Paint = (_colour, text) => text;
export const coloured: Paint = (colour, text) => `\u001b[${ANSI[colour][0]}m${text}\u001b[${ANSI[colour][1]}m`;

// pino's numeric levels.
const LEVELS: Record<number, [string, Colour]> = {
  10: ['TRACE', 'dim'],
  20: ['DEBUG', 'blue'],
  30: ['INFO', 'green'],
  40: ['WARN', 'yellow'],
  50: ['ERROR', 'red'],
  60: ['FATAL', 'magenta'],
};

// Shown in their own places (or not worth a terminal's width: pid and hostname are the same on every line).
const SHOWN_APART = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'err']);

/** `12:04:31.207 INFO  GET /api/v1/me 200 3.1 ms`, then an error's stack on the lines below. */
export function formatRecord(record: LogRecord, request: RequestLine | undefined, paint: Paint): string {
  const [label, colour] = LEVELS[record.level] ?? [`L${record.level}`, 'dim'];
  const parts = [paint('dim', clock(record.time)), paint(colour, label.padEnd(5))];
  const context = request ?? requestOf(record);
  if (context) parts.push(`${context.method} ${context.url}`);
  const status = record.res?.statusCode;
  const { responseTime } = record;
  const finished = status !== undefined && typeof responseTime === 'number';
  if (finished) parts.push(paint(statusColour(status), String(status)), `${responseTime.toFixed(1)} ms`);
  const message = record.msg ?? '';
  // A finished request's line says all that "request completed" would; pino puts an error's message in msg too.
  const redundant = (finished && message === 'request completed') || (record.err !== undefined && message === record.err.message);
  if (message && !redundant) parts.push(message);
  for (const [key, value] of Object.entries(record)) {
    if (!SHOWN_APART.has(key) && value !== undefined) parts.push(paint('dim', `${key}=${fieldValue(value)}`));
  }
  return parts.join(' ') + errorLines(record.err);
}

function clock(time: number): string {
  const at = new Date(time);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

function requestOf(record: LogRecord): RequestLine | undefined {
  const { method, url } = record.req ?? {};
  return method && url ? { method, url } : undefined;
}

function statusColour(status: number): Colour {
  if (status >= 500) return 'red';
  if (status >= 400) return 'yellow';
  if (status >= 300) return 'cyan';
  return 'green';
}

function fieldValue(value: unknown): string {
  return typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
}

function errorLines(err: LogRecord['err']): string {
  if (!err) return '';
  // The stack starts with "Type: message", so it says everything; without one, say those two.
  const text = err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`;
  return text
    .split('\n')
    .map((line) => `\n    ${line.trim()}`)
    .join('');
}
