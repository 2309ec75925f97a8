import type { IncomingMessage, ServerResponse } from 'node:http';

export type Headers = Record<string, string | number>;

/** JSON as Python's json module writes it for the values here; 64-bit integers read from Parquet become numbers. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? Number(item) : item));
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  const text = Buffer.from(jsonText(body));
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': text.length, ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

export function sendBytes(res: ServerResponse, status: number, body: Buffer, headers: Headers = {}): void {
  res.writeHead(status, { 'Content-Length': body.length, ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A JSON body, or the fields of a form (huggingface_hub posts `paths-info` as a form); `undefined` if neither. */
export async function readFields(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const text = (await readBody(req)).toString('utf8');
  if ((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const previous = fields[key];
      fields[key] = previous === undefined ? value : [previous, value].flat();
    }
    return fields;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed as Record<string, unknown> : undefined;
  } catch {
    return undefined;
  }
}

/** Query and form flags as clients send them: Python's `True`, JavaScript's `true`, or `1`. */
export function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && ['true', '1'].includes(value.toLowerCase()));
}
