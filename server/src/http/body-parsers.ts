import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidRequest } from '../domain/errors.js';
import { MAY_HOLD_UNSTORABLE_TEXT, unstorableTextIssue } from './unstorable-text.js';
import { bodyUtf8Issue, encodedUtf8Issue } from './utf8.js';

/**
 * Deeper than any real document (records, settings, metadata); deep enough nesting would overflow the
 * stack of the code that walks a document, so it is refused before parsing.
 */
export const MAX_JSON_DEPTH = 100;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
// Only quotes and brackets matter: the engine's regular expressions skip the numbers and words between.
const STRUCTURE = /["[\]{}]/g;

/**
 * Whether the JSON text nests objects and arrays more than `limit` levels deep. Strings are jumped over
 * whole (brackets in text do not count); a string's end is the first quote not escaped by a backslash.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  const structure = new RegExp(STRUCTURE);
  let depth = 0;
  for (let match = structure.exec(text); match !== null; match = structure.exec(text)) {
    const code = text.charCodeAt(match.index);
    if (code === QUOTE) {
      const end = closingQuote(text, match.index);
      if (end === -1) return false;
      structure.lastIndex = end + 1;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else {
      depth -= 1;
    }
  }
  return false;
}

function closingQuote(text: string, opening: number): number {
  for (let end = text.indexOf('"', opening + 1); end !== -1; end = text.indexOf('"', end + 1)) {
    let backslashes = 0;
    for (let at = end - 1; text.charCodeAt(at) === BACKSLASH; at -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return end;
  }
  return -1;
}

/**
 * A body in a coding the server does not decode (`Content-Encoding: gzip`, `br`, ...): 415, as RFC 9110 has
 * it, rather than its compressed bytes read as text (and refused as bytes that are not UTF-8).
 */
export class UnsupportedContentEncoding extends Error {
  /** Read by the error handler, which answers with it. */
  readonly statusCode = 415;

  constructor(coding: string) {
    super(`Unsupported content encoding: ${coding}; send the body uncompressed`);
  }
}

/** The coding a body says it is in, unless that is none (`identity`). */
function contentCodingOf(request: FastifyRequest): string | null {
  const coding = request.headers['content-encoding']?.trim();
  return coding && coding.toLowerCase() !== 'identity' ? coding : null;
}

/**
 * The request bodies the API reads, taken as bytes and refused unless they are UTF-8 (Fastify collects the
 * whole body before parsing, so a character split across chunks is whole again here). JSON: Fastify's own
 * parser (which also refuses prototype poisoning), behind a depth check, and refusing NUL characters.
 * Forms (the sign-in): plain key-value pairs, whose escapes must spell UTF-8 too. Nothing else, and nothing
 * compressed.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Fastify also reads plain text, as a string that no body schema takes: a 415, as for any other type.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const coding = contentCodingOf(request);
    if (coding) return done(new UnsupportedContentEncoding(coding), undefined);
    // No body, whatever its type says (clients that type every request JSON send one with a publish or a
    // delete): a call that takes none goes ahead, one that needs one says it is missing, as Argilla does.
    if ((body as Buffer).length === 0) return done(null, undefined);
    const undecodable = bodyUtf8Issue(body as Buffer);
    if (undecodable) return done(new InvalidRequest([undecodable]), undefined);
    const text = (body as Buffer).toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new InvalidRequest([{ type: 'json_too_deep', loc: ['body'], msg: `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep` }]), undefined);
      return;
    }
    // Fastify's own parser answers through `done` (its type also allows a promise it never returns here).
    void parseJson(request, text, (error, parsed) => {
      // Only a body that spells the escape can hold the character: the others are not walked.
      const issue = !error && MAY_HOLD_UNSTORABLE_TEXT.test(text) ? unstorableTextIssue(parsed, ['body']) : null;
      done(issue ? new InvalidRequest([issue]) : error, issue ? undefined : parsed);
    });
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    const coding = contentCodingOf(request);
    if (coding) return done(new UnsupportedContentEncoding(coding), undefined);
    const text = (body as Buffer).toString('utf8');
    const undecodable = bodyUtf8Issue(body as Buffer) ?? encodedUtf8Issue(text, 'body');
    if (undecodable) return done(new InvalidRequest([undecodable]), undefined);
    const form = Object.fromEntries(new URLSearchParams(text));
    const issue = unstorableTextIssue(form, ['body']);
    done(issue ? new InvalidRequest([issue]) : null, issue ? undefined : form);
  });
}
