import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_POLICY } from './content-security-policy.js';

/**
 * Requests refused before any route sees them still get the headers of an API answer: a URL that cannot
 * be decoded (Fastify's "framework errors"), and requests Node cannot parse (an unknown method, headers
 * too large), which it answers on the socket itself.
 */
const API_ANSWER_HEADERS: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'content-security-policy': API_POLICY,
  'x-frame-options': 'DENY',
};

export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const detail = error.code === 'FST_ERR_BAD_URL' ? 'The request URL is not valid' : 'The request cannot be routed';
  void reply.status(400).headers(API_ANSWER_HEADERS).send({ detail });
}

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A connection the client reset has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ detail: STATUS_CODES[status] });
  if (socket.writable) {
    const headers = Object.entries({ ...API_ANSWER_HEADERS, 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
