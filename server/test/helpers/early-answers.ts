import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import type { TestServer } from './server.js';

/**
 * Requests whose answer must come before their body was read: the client sends part of a large body (or
 * sends it slowly) and waits for the answer, which a server waiting for the whole body would never give.
 */

export interface EarlyAnswer {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
  /** How many bytes of the body the client had sent when the answer came. */
  sentBytes: number;
  /** How many bytes the server had taken off the connection, headers included, when it answered. */
  readByServer: number;
}

type Headers = Record<string, string | undefined>;

/** The server's side of each connection, by the client's port, so a test can see how much it read. */
const serverSockets = new WeakMap<TestServer, Map<number, Socket>>();

function serverSocketOf(server: TestServer, clientPort: number | undefined): Socket | undefined {
  let sockets = serverSockets.get(server);
  if (!sockets) {
    const tracked = new Map<number, Socket>();
    server.app.server.on('connection', (socket: Socket) => {
      if (socket.remotePort !== undefined) tracked.set(socket.remotePort, socket);
    });
    serverSockets.set(server, tracked);
    sockets = tracked;
  }
  return clientPort === undefined ? undefined : sockets.get(clientPort);
}

/**
 * The server closes the connection right after an early answer, so bytes still on their way can make TCP
 * reset it before this client has read the answer (EPIPE, ECONNRESET). That says nothing about the
 * server, so the request is sent again, a few times at most.
 */
async function retried(send: () => Promise<EarlyAnswer>): Promise<EarlyAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 5 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

interface Sending {
  method: string;
  path: string;
  headers: Headers;
  /** Writes the body, given whether the answer has come; calls `fail` when it has written all it would. */
  write: (request: ReturnType<typeof httpRequest>, answered: () => boolean, fail: (error: Error) => void) => { sent: () => number };
}

function sendOnce(server: TestServer, { method, path, headers, write }: Sending): Promise<EarlyAnswer> {
  // Registered before the connection is made, so that it is seen.
  serverSocketOf(server, undefined);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(new URL(path, server.api.baseUrl), { method, headers: { 'content-type': 'application/json', ...headers } });
    let progress: { sent: () => number } = { sent: () => 0 };
    request.on('response', (response) => {
      answered = true;
      const readByServer = serverSocketOf(server, request.socket?.localPort)?.bytesRead ?? Number.NaN;
      let text = '';
      response.on('data', (data) => (text += data));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined, headers: response.headers, sentBytes: progress.sent(), readByServer });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    progress = write(request, () => answered || request.destroyed, reject);
  });
}

/**
 * Declares a body of `declaredBytes` (or no length, sending it chunked, when null) and sends it slowly, a
 * chunk at a time, stopping as soon as the server answers; fails if the whole body went out first.
 */
export function sendLargeBody(server: TestServer, method: string, path: string, declaredBytes: number | null, headers: Headers = {}): Promise<EarlyAnswer> {
  const limit = declaredBytes ?? Number.MAX_SAFE_INTEGER;
  return retried(() =>
    sendOnce(server, {
      method,
      path,
      headers: declaredBytes === null ? headers : { 'content-length': String(declaredBytes), ...headers },
      write: (request, answered, fail) => {
        let sentBytes = 0;
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          if (answered()) return;
          if (sentBytes + chunk.length > limit) return fail(new Error('the whole body was sent before any answer'));
          sentBytes += chunk.length;
          request.write(chunk, () => setTimeout(pump, 5));
        };
        request.write('[', () => pump());
        return { sent: () => sentBytes };
      },
    }),
  );
}

/**
 * Declares a body of `declaredBytes`, writes only its first `sentBytes` at once, and waits for the answer:
 * only a server that answers without the rest of the body answers at all.
 */
export function sendPartOfBody(
  server: TestServer,
  method: string,
  path: string,
  { declaredBytes, sentBytes, headers = {} }: { declaredBytes: number; sentBytes: number; headers?: Headers },
): Promise<EarlyAnswer> {
  return retried(() =>
    sendOnce(server, {
      method,
      path,
      headers: { 'content-length': String(declaredBytes), ...headers },
      write: (request) => {
        request.write(Buffer.alloc(sentBytes, 0x20));
        return { sent: () => sentBytes };
      },
    }),
  );
}
