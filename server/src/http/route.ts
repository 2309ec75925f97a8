import type {
  Endpoint,
  EndpointBody,
  EndpointHeaders,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@gloss/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Actor } from '../domain/actor.js';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.js';
import { type BodyLimits, BodyTooLarge, bodyLimitForRole, bodyLimitOf, limitedBody } from './body-limits.js';
import { type Callers, type CallersArgument, checkCallers } from './callers.js';
import { attachmentDisposition } from './content-disposition.js';
import { uploadStreamOf } from './upload-bodies.js';
import { checkQueryEncoding, parseRequestPart } from './validate.js';

export interface RouteContext<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  /** The headers the endpoint declares, parsed (names in lower case). */
  headers: EndpointHeaders<E>;
  body: EndpointBody<E>;
  /** An upload's bytes, as they arrive (an `upload` endpoint); null for the others. */
  upload: E['upload'] extends object ? Readable : null;
  actor: E['auth'] extends true ? Actor : null;
  /** The caller's own row, for the calls that answer about the caller. */
  user: E['auth'] extends true ? SignedInUser : null;
  request: FastifyRequest;
  /** For headers (a cookie); the router alone sends the answer, so a handler never calls `send`. */
  reply: FastifyReply;
  /** Answers with another of the endpoint's success statuses (e.g. 200 for an update, 201 for a create). */
  answerWith(status: SuccessStatus<E>): void;
  /** Answers with a redirect to `location` instead of a body. */
  redirectTo(location: string, status: 302 | 303 | 307): void;
  /** Answers with a file to download, streamed as the client reads it, instead of JSON (a `download` endpoint). */
  answerWithFile(file: FileAnswer): void;
}

/** A download: its bytes as a stream, and what the client is told about them. */
export interface FileAnswer {
  stream: Readable;
  contentType: string;
  /** The name the client saves it under (`Content-Disposition: attachment`). */
  filename: string;
  headers?: Record<string, string>;
}

type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], number>;

/** `resource`: what the route's callers rule loaded before the body was read (see Callers), if any. */
export type RouteHandler<E extends Endpoint, R = unknown> = (context: RouteContext<E> & { resource: R }) => Promise<EndpointResponse<E>>;
export type Route = <E extends Endpoint, R = unknown>(definition: E, handle: RouteHandler<E, R>, ...callers: CallersArgument<E, R>) => void;

type Caller = Awaited<ReturnType<Authenticate>>;

/** The caller, and the body limit that holds for them when it is below the endpoint's. */
interface Admitted extends Caller {
  /** What the callers rule loaded. */
  resource: unknown;
  bodyLimit: number | null;
}

/** `/api/v1/users/{user_id}` to Fastify's `/api/v1/users/:user_id`. */
function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function successStatusOf(definition: Endpoint): number {
  return Number(Object.keys(definition.responses).find((status) => Number(status) < 400) ?? 200);
}

/**
 * Registers an endpoint of the contract. As soon as the headers are in, before a byte of the body is read:
 * authenticate (401), then, for a call that reads a body, check that this caller may make it (404 and 403,
 * `callers`), and hold the body to the caller's role's limit. So nobody the call will refuse can make the
 * server read and parse a large body. Then read the body within its limit (413), parse path, query and body
 * with the contract's schemas (422 naming the field), and hand over to the handler, which calls one service.
 */
/** The caller's account row, as the users feature stores it. */
type SignedInUser = Selectable<UsersTable>;

/** Resolves the caller of a request (the auth feature's authenticator), or throws Unauthorized. */
export type Authenticate = (request: FastifyRequest) => Promise<{ actor: Actor; user: SignedInUser }>;

export function createRouter(app: FastifyInstance, authenticate: Authenticate, options: BodyLimits & { maxUploadBytes: number }): Route {
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  return (definition, handle, ...[callers]) => {
    const status = successStatusOf(definition);
    const bodyLimit = definition.upload ? options.maxUploadBytes : bodyLimitOf(definition, options);
    if (definition.auth && (definition.body || definition.upload) && !callers) throw new Error(`${definition.method} ${definition.path} reads a body: it must say who may call it`);
    const admit = async (request: FastifyRequest) => {
      const caller = await authenticate(request);
      let resource: unknown;
      if (callers) {
        const params = () => (definition.params ? parseRequestPart(definition.params, 'path', request.params) : undefined);
        resource = await checkCallers(callers as Callers<Endpoint>, caller.actor, params);
      }
      // Below the endpoint's own limit (which Fastify applies), the caller's role's: a declared length is
      // refused at once, an undeclared one (chunked) counted as it arrives.
      const limit = bodyLimitForRole(bodyLimit, caller.actor.role);
      if (limit < bodyLimit && Number(request.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge(limit);
      // Fastify holds parsed bodies to the route's limit, but an upload's stream goes to its handler unparsed.
      if (definition.upload && Number(request.headers['content-length'] ?? 0) > bodyLimit) throw new BodyTooLarge(bodyLimit);
      admitted.set(request, { ...caller, resource, bodyLimit: limit < bodyLimit ? limit : null });
    };
    app.route({
      method: definition.method,
      url: fastifyPath(definition.path),
      bodyLimit,
      // An upload's bytes go to its handler as they arrive (http/upload-bodies.ts), not through a parser.
      config: { upload: definition.upload !== undefined } as FastifyContextConfig,
      // A download answers no HEAD: a link is good for one download, which a HEAD would use up.
      ...(definition.download ? { exposeHeadRoute: false } : {}),
      ...(definition.auth
        ? {
            onRequest: admit,
            preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
              const limit = admitted.get(request)?.bodyLimit ?? null;
              return limit === null || request.headers['content-length'] !== undefined ? payload : payload.pipe(limitedBody(limit));
            },
          }
        : {}),
      handler: async (request, reply) => {
        const caller = admitted.get(request) ?? null;
        const params = definition.params ? parseRequestPart(definition.params, 'path', request.params) : undefined;
        checkQueryEncoding(request.url);
        const query = definition.query ? parseRequestPart(definition.query, 'query', request.query) : undefined;
        const headers = definition.headers ? parseRequestPart(definition.headers, 'header', request.headers) : undefined;
        const body = definition.body ? parseRequestPart(definition.body, 'body', request.body) : undefined;
        const upload = definition.upload ? uploadStreamOf(request) : null;
        const answer: { status: number; location: string | null; file: FileAnswer | null } = { status, location: null, file: null };
        const result = await handle({
          params,
          query,
          headers,
          body,
          upload,
          actor: caller?.actor ?? null,
          user: caller?.user ?? null,
          resource: caller?.resource,
          request,
          reply,
          answerWith: (chosen: number) => {
            answer.status = chosen;
          },
          redirectTo: (location: string, chosen: number) => {
            answer.status = chosen;
            answer.location = location;
          },
          answerWithFile: (file: FileAnswer) => {
            answer.file = file;
          },
        } as unknown as Parameters<typeof handle>[0]);
        // Sent here and only here: a reply sent by a handler too would be written twice.
        if (answer.location !== null) return reply.redirect(answer.location, answer.status);
        if (answer.file) {
          // A file made for one caller: no cache keeps it. A failure after its first bytes ends the
          // connection (Fastify destroys it), so a cut-off file is never taken for a whole one.
          reply.headers({ ...answer.file.headers, 'content-type': answer.file.contentType, 'cache-control': 'no-store' });
          reply.header('content-disposition', attachmentDisposition(answer.file.filename));
          // The headers go out as soon as Fastify pipes the file, not with its first bytes, which may take a
          // while (an export lists a dataset's metadata keys first): a browser shows the download once it has
          // them.
          reply.raw.once('pipe', () => reply.raw.flushHeaders());
          return reply.status(answer.status).send(answer.file.stream);
        }
        return reply.status(answer.status).send(result);
      },
    });
  };
}
