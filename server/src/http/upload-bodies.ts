import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { UPLOAD_MEDIA_TYPE } from '@gloss/contract';
import { InvalidRequest } from '../domain/errors.js';
import { UnsupportedContentEncoding } from './body-parsers.js';

/** A body of an upload's type sent to another endpoint, or an upload sent as another type. */
class UnsupportedUploadType extends Error {
  readonly statusCode = 415;
}

/**
 * Uploads (a file to import) are read as a stream, never collected in memory: the parser hands the body
 * on as it arrives, and the upload's service writes it to disk, counting its bytes against the limit. Only
 * the routes registered as uploads (`config.upload`) take it.
 */
export function registerUploadBodies(app: FastifyInstance): void {
  app.addContentTypeParser(UPLOAD_MEDIA_TYPE, (request, payload, done) => {
    if (!(request.routeOptions.config as { upload?: boolean } | undefined)?.upload) return done(new UnsupportedUploadType(`Unsupported Media Type: ${UPLOAD_MEDIA_TYPE} is read only by uploads`), undefined);
    const coding = request.headers['content-encoding']?.trim();
    if (coding && coding.toLowerCase() !== 'identity') return done(new UnsupportedContentEncoding(coding), undefined);
    done(null, payload);
  });
}

/** The upload's bytes: the stream its parser handed on. */
export function uploadStreamOf(request: FastifyRequest): Readable {
  const body = request.body as Readable | undefined;
  if (body !== undefined && typeof body.pipe !== 'function') {
    throw new UnsupportedUploadType(`Unsupported Media Type: send the file itself as the body, with Content-Type: ${UPLOAD_MEDIA_TYPE}`);
  }
  if (!body) {
    throw new InvalidRequest([{ type: 'missing', loc: ['body'], msg: `Send the file itself as the body, with Content-Type: ${UPLOAD_MEDIA_TYPE}` }]);
  }
  return body;
}
