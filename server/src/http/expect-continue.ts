import type { FastifyInstance } from 'fastify';

/**
 * `Expect: 100-continue` (curl sends it with a body past 1 MiB): the client waits for 100 Continue before
 * sending the body. Node answers it as soon as the headers are in, before any route has decided whether
 * this caller may send that body at all (`http/callers.ts`). Here the request goes on as any other, and
 * 100 Continue is sent only when its body is about to be read: a call refused before that (401, 403, 404,
 * 413 for a declared length over the caller's limit) is answered without the client sending a byte of it.
 */
export function registerExpectContinue(app: FastifyInstance): void {
  // Handled by the server's usual request listener (Fastify's), instead of Node's automatic 100 Continue.
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  app.addHook('preParsing', async (request, reply, payload) => {
    if (request.headers.expect?.toLowerCase() !== '100-continue' || reply.raw.headersSent) return payload;
    // A declared length over the endpoint's limit is refused (413) before reading: not worth asking for.
    if (Number(request.headers['content-length'] ?? 0) > (request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY)) return payload;
    reply.raw.writeContinue();
    return payload;
  });
}
