import { coloured, formatRecord, plain, type LogRecord, type RequestLine } from './pretty-record.js';

export interface TextSink {
  write(text: string): unknown;
}

// Requests whose completion never gets logged (a dropped connection) must not be remembered forever.
const MOST_OPEN_REQUESTS = 10_000;

/**
 * A destination for pino that writes each record as one readable line (plus an error's stack).
 * Fastify logs a request twice: "incoming request" with the method and URL, then "request completed"
 * with the status and time under the same reqId. The first is held back and folded into the second,
 * so a person reads one line per request; other lines logged during a request name it too.
 */
export function createPrettyStream(sink: TextSink, options: { colours: boolean }): TextSink {
  const paint = options.colours ? coloured : plain;
  const openRequests = new Map<string, RequestLine>();

  function format(line: string): string | null {
    const record = parseRecord(line);
    if (!record) return line;
    const { reqId } = record;
    if (reqId !== undefined && record.msg === 'incoming request' && record.req?.method && record.req.url) {
      openRequests.set(reqId, { method: record.req.method, url: record.req.url });
      if (openRequests.size > MOST_OPEN_REQUESTS) openRequests.delete(openRequests.keys().next().value!);
      return null;
    }
    const request = reqId === undefined ? undefined : openRequests.get(reqId);
    if (reqId !== undefined && typeof record.responseTime === 'number') openRequests.delete(reqId);
    return formatRecord(record, request, paint);
  }

  return {
    write(chunk: string) {
      for (const line of String(chunk).split('\n')) {
        if (line === '') continue;
        const text = format(line);
        if (text !== null) sink.write(`${text}\n`);
      }
    },
  };
}

function parseRecord(line: string): LogRecord | null {
  try {
    const value: unknown = JSON.parse(line);
    const looksLikePino = typeof value === 'object' && value !== null && typeof (value as LogRecord).level === 'number';
    return looksLikePino ? (value as LogRecord) : null;
  } catch {
    return null;
  }
}
