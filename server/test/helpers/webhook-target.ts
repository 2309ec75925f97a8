import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { ApiClient } from './client.js';

/** One request a target received. */
export interface Receipt {
  /** The request's path and query. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  receivedAt: number;
}

/**
 * A webhook target on the loopback: records every request it receives and answers with the status `answer`
 * gives (200 unless told otherwise), so tests can make it fail and then recover.
 */
export class WebhookTarget {
  readonly receipts: Receipt[] = [];
  answer: (receipt: Receipt, index: number) => number = () => 200;
  /** How long to wait before answering each request. */
  delayMs: (index: number) => number = () => 0;
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(path = '/hook'): Promise<WebhookTarget> {
    let target: WebhookTarget | null = null;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(body);
        } catch {
          // kept as text
        }
        const receipt: Receipt = { path: request.url ?? '', headers: request.headers, body, json, receivedAt: Date.now() };
        const index = target!.receipts.push(receipt) - 1;
        setTimeout(() => {
          response.statusCode = target!.answer(receipt, index);
          response.end('ok');
        }, target!.delayMs(index));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    target = new WebhookTarget(server, `http://127.0.0.1:${port}${path}`);
    return target;
  }

  /**
   * Pings `webhook` and waits for the ping, which this target answers 200 and then forgets. A webhook sends
   * its deliveries one at a time, the oldest due first, so once the ping is in, every delivery due before it
   * is in too, however slow the machine: what a fixed pause after the last expected one cannot promise.
   */
  async drain(owner: ApiClient, webhook: { id: string }): Promise<void> {
    const received = this.messageIds();
    const isTheDrain = (receipt: Receipt) => receipt.json?.type === 'ping' && !received.has(String(receipt.headers['webhook-id']));
    const answer = this.answer;
    this.answer = (receipt, index) => (isTheDrain(receipt) ? 200 : answer(receipt, index));
    try {
      expect((await owner.post(`/api/v1/webhooks/${webhook.id}/ping`)).status).toBe(204);
      await eventually(() => expect(this.receipts.filter(isTheDrain)).toHaveLength(1));
    } finally {
      this.answer = answer;
    }
    this.receipts.splice(this.receipts.findIndex(isTheDrain), 1);
  }

  ofType(type: string): Receipt[] {
    return this.receipts.filter((receipt) => receipt.json?.type === type);
  }

  /** Distinct deliveries received (a retried one counts once), by `webhook-id`. */
  messageIds(): Set<string> {
    return new Set(this.receipts.map((receipt) => String(receipt.headers['webhook-id'])));
  }

  clear(): void {
    this.receipts.length = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Waits until `check` passes (it throws until then), for at most `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000, everyMs = 50): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

/** Checks a receipt's Standard Webhooks signature with an HMAC computed here, from the webhook's secret. */
export function expectSigned(receipt: Receipt, secret: string): void {
  const id = String(receipt.headers['webhook-id']);
  const timestamp = String(receipt.headers['webhook-timestamp']);
  expect(id).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300);
  const expected = createHmac('sha256', Buffer.from(secret, 'base64')).update(`${id}.${timestamp}.${receipt.body}`).digest('base64');
  expect(receipt.headers['webhook-signature']).toBe(`v1,${expected}`);
  expect(receipt.headers['content-type']).toBe('application/json');
}

/** Creates a webhook as `owner` and answers it (with its secret). */
export async function createWebhook(owner: ApiClient, body: Record<string, unknown>): Promise<any> {
  const response = await owner.post('/api/v1/webhooks', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A webhook's deliveries, newest first. */
export async function deliveriesOf(owner: ApiClient, webhook: { id: string }): Promise<any[]> {
  const response = await owner.get(`/api/v1/webhooks/${webhook.id}/deliveries`, { query: { limit: '200' } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items;
}
