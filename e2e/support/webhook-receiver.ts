import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's `type`: the event name (`ping`, `dataset.created`, …). */
  type: string;
  /** The status this receiver answered it with. */
  answered: number;
}

/**
 * A webhook target for a test: a plain HTTP server on 127.0.0.1 (the e2e servers run with
 * GLOSS_WEBHOOKS_ALLOW_PRIVATE=true so they deliver there) that keeps what it receives and answers the
 * status it is told to, so a test can make deliveries fail and succeed again.
 */
export class WebhookReceiver {
  readonly received: ReceivedEvent[] = [];
  /** What the next requests are answered with. */
  status = 204;

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly url: string,
  ) {}

  static async start(path = '/gloss-events'): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const answered = receiver?.status ?? 500;
        let type = '';
        try {
          type = String((JSON.parse(body) as { type?: unknown }).type ?? '');
        } catch {
          // not JSON: kept as it came
        }
        receiver?.received.push({ headers: request.headers, body, type, answered });
        response.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    receiver = new WebhookReceiver(server, `http://127.0.0.1:${port}${path}`);
    return receiver;
  }

  ofType(type: string): ReceivedEvent[] {
    return this.received.filter((event) => event.type === type);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Whether a delivery carries a valid Standard Webhooks signature for `secret` (standard base64 of the key
 * bytes): `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function hasValidSignature(event: ReceivedEvent, secret: string): boolean {
  const id = String(event.headers['webhook-id'] ?? '');
  const timestamp = String(event.headers['webhook-timestamp'] ?? '');
  const expected = createHmac('sha256', Buffer.from(secret, 'base64')).update(`${id}.${timestamp}.${event.body}`).digest();
  return String(event.headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      if (version !== 'v1' || !signature) return false;
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
