import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets someone may put in a URL (a password, a key, an OAuth code). */
const SECRET_PARAMETER = /pass|secret|token|key|code|state/i;

/** A URL as logged: the values of secret-looking query parameters are replaced by `***`. */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const parameters = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // An undecodable name is judged as it is written.
      }
      return SECRET_PARAMETER.test(decoded) && pair.includes('=') ? `${name}=***` : pair;
    });
  return `${url.slice(0, queryAt)}?${parameters.join('&')}`;
}

/** The request as the log shows it: Fastify's usual fields, with secrets in the URL hidden. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
