import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * A request has a time to arrive whole (`GLOSS_REQUEST_TIMEOUT_SECONDS`): one whose headers or body stop
 * coming, or come a byte now and then, is answered 408 and its connection closed, instead of holding the
 * connection (and its memory and file descriptor) for as long as its sender likes. Here the time is one
 * second; each test waits for the server's answer itself, however long a busy machine takes to give it.
 */
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ GLOSS_REQUEST_TIMEOUT_SECONDS: '1' });
  port = Number(new URL(server.api.baseUrl).port);
});
afterAll(() => server.close());

interface Unfinished {
  /** The status line's code, or null when the connection closed without an answer. */
  status: number | null;
  answer: string;
}

/**
 * Sends `head` (the request line and headers, lines joined by CRLF) and then `drip()` at each tick, never
 * the end of the request, and resolves with what the server answered once it closes the connection.
 */
function sendUnfinished(head: string, drip: (() => string) | null = null): Promise<Unfinished> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let ticks: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      if (drip) ticks = setInterval(() => socket.writable && socket.write(drip()), 100);
    });
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(ticks);
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received);
      resolve({ status: status ? Number(status[1]) : null, answer: received });
    });
  });
}

const lines = (...parts: string[]) => parts.join('\r\n');

describe('a request that does not arrive whole in time', () => {
  it('is answered 408 when its body stops coming, signed in or not', async () => {
    const signIn = await sendUnfinished(
      lines('POST /api/v1/token HTTP/1.1', 'Host: gloss', 'Content-Type: application/x-www-form-urlencoded', 'Content-Length: 100', '', 'username=ow'),
    );
    expect(signIn.status, signIn.answer).toBe(408);
    expect(signIn.answer).toContain('"detail":"Request Timeout"');
    const write = await sendUnfinished(
      lines(
        'POST /api/v1/workspaces HTTP/1.1',
        'Host: gloss',
        `X-Argilla-Api-Key: ${server.ownerUser.apiKey}`,
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        '',
        '2',
        '{"',
        '',
      ),
    );
    expect(write.status, write.answer).toBe(408);
  });

  it('is answered 408 however steadily its body trickles in', async () => {
    const trickle = await sendUnfinished(
      lines('POST /api/v1/token HTTP/1.1', 'Host: gloss', 'Content-Type: application/x-www-form-urlencoded', 'Content-Length: 10000', '', 'u'),
      () => 'x',
    );
    expect(trickle.status, trickle.answer).toBe(408);
  });

  it('is answered 408 when its headers never end', async () => {
    const headers = await sendUnfinished(lines('GET /api/v1/status HTTP/1.1', 'Host: gloss', ''), () => 'X-Slow: 1\r\n');
    expect(headers.status, headers.answer).toBe(408);
  });

  it('leaves requests that arrive whole alone', async () => {
    const status = await server.api.get('/api/v1/status');
    expect(status.status).toBe(200);
  });
});
