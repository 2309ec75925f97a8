import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { domainErrorOfDatabase } from '../db/errors.js';
import { trackAllowedMethods } from './allowed-methods.js';
import { BodyTooLarge } from './body-limits.js';
import {
  BadRequest,
  Conflict,
  DomainError,
  Forbidden,
  InsufficientStorage,
  InvalidRequest,
  NotConfigured,
  NotFound,
  PreconditionFailed,
  TooManyRequests,
  Unauthorized,
  Unavailable,
  Unprocessable,
} from '../domain/errors.js';

const LEGACY_PREFIX = 'argilla.api.errors::';

function legacy(reply: FastifyReply, status: number, name: string, params: Record<string, unknown>) {
  return reply.status(status).send({ detail: { code: `${LEGACY_PREFIX}${name}`, params } });
}

/** Maps domain errors to Argilla's status codes and error bodies; internals never reach the client. */
export function sendDomainError(reply: FastifyReply, error: Error) {
  if (error instanceof NotFound) return reply.status(404).send({ detail: error.message });
  if (error instanceof Conflict) return reply.status(409).send({ detail: error.message });
  if (error instanceof PreconditionFailed) return reply.status(412).send({ detail: error.message });
  if (error instanceof Unprocessable) {
    return error.code
      ? reply.status(422).send({ code: error.code, message: error.message })
      : reply.status(422).send({ detail: error.message });
  }
  if (error instanceof Unauthorized) return legacy(reply, 401, 'UnauthorizedError', { detail: error.message });
  if (error instanceof Forbidden) return legacy(reply, 403, 'ForbiddenOperationError', { detail: error.message });
  if (error instanceof InvalidRequest) return legacy(reply, 422, 'ValidationError', { errors: error.issues });
  if (error instanceof BadRequest) return legacy(reply, 400, 'BadRequestError', { message: error.message });
  if (error instanceof TooManyRequests) {
    return reply.status(429).header('retry-after', String(error.retryAfterSeconds)).send({ detail: error.message });
  }
  if (error instanceof InsufficientStorage) return reply.status(507).send({ detail: error.message });
  if (error instanceof NotConfigured) return reply.status(503).send({ detail: error.message });
  if (error instanceof Unavailable) {
    return reply.status(503).header('retry-after', String(error.retryAfterSeconds)).send({ detail: error.message });
  }
  return legacy(reply, 500, 'GenericServerError', { type: 'InternalError', message: 'Internal server error' });
}

/** Failures of reading the request itself (its body), as Fastify reports them. */
function sendRequestError(request: FastifyRequest, reply: FastifyReply, error: FastifyError): FastifyReply | null {
  // Only the body parser's failures: a SyntaxError from anywhere else is a bug, answered as a 500.
  const badBody = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
  if (badBody || (error instanceof SyntaxError && error.statusCode === 400)) {
    return sendDomainError(
      reply,
      new InvalidRequest([{ type: 'json_invalid', loc: ['body'], msg: 'The request body is not valid JSON' }]),
    );
  }
  if (error instanceof BodyTooLarge) return reply.status(413).send({ detail: error.message });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send({ detail: new BodyTooLarge(request.routeOptions.bodyLimit ?? 0).message });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.status(415).send({ detail: `Unsupported content type: ${request.headers['content-type'] ?? 'none'}` });
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ detail: error.message });
  }
  return null;
}

/** Bodies this large are not worth reading to the end only to throw them away. */
const DRAIN_LIMIT_BYTES = 64 * 1024;

/**
 * An answer given before the body was read (401, 404, 405), or to a call that reads none (a GET, whose body
 * Fastify ignores), would leave Node reading the rest of it, up to the whole upload, to keep the
 * connection: past a small size, the connection is closed instead.
 */
function closeIfBodyPending(request: FastifyRequest, reply: FastifyReply): void {
  if (request.body !== undefined || request.raw.readableEnded) return;
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > DRAIN_LIMIT_BYTES || request.headers['transfer-encoding'] !== undefined) reply.header('connection', 'close');
}

export function installErrorHandler(app: FastifyInstance): void {
  const allowedMethodsOf = trackAllowedMethods(app);
  // Every answer, of a route, of the error handler or of the hook below, goes out through here.
  app.addHook('onSend', async (request, reply) => closeIfBodyPending(request, reply));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(reply, error);
    const answered = sendRequestError(request, reply, error);
    if (answered) return answered;
    const meaning = domainErrorOfDatabase(error);
    if (meaning) {
      // The client gets what it means; the log keeps the database's own words.
      const level = meaning instanceof InsufficientStorage ? 'error' : 'warn';
      request.log[level]({ err: error }, `database refused the request: ${meaning.message}`);
      return sendDomainError(reply, meaning);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendDomainError(reply, error);
  });

  const answerNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = allowedMethodsOf(request.url.split('?')[0]);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.status(405).header('allow', allowed.join(', ')).send({ detail: 'Method Not Allowed' });
    }
    return reply.status(404).send({ detail: 'Not Found' });
  };
  // A request no route takes is answered as soon as its headers are in: its body is never read or parsed.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    await answerNotFound(request, reply);
  });
  app.setNotFoundHandler(answerNotFound);
}
