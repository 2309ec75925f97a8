import type { FastifyInstance } from 'fastify';
import { InvalidRequest } from '../domain/errors.js';
import { nulCharacterIssue } from './nul-characters.js';

/**
 * Deeper than any real document (records, settings, metadata); deep enough nesting would overflow the
 * stack of the code that walks a document, so it is refused before parsing.
 */
export const MAX_JSON_DEPTH = 100;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text nests objects and arrays more than `limit` levels deep (strings are skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The request bodies the API reads. JSON: Fastify's own parser (which also refuses prototype poisoning),
 * behind a depth check, and refusing NUL characters. Forms (the sign-in): plain key-value pairs.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new InvalidRequest([{ type: 'json_too_deep', loc: ['body'], msg: `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep` }]), undefined);
      return;
    }
    // Fastify's own parser answers through `done` (its type also allows a promise it never returns here).
    void parseJson(request, text, (error, parsed) => {
      // Only a body that spells the escape can hold the character: the others are not walked.
      const issue = !error && /\\u0000/i.test(text) ? nulCharacterIssue(parsed, ['body']) : null;
      done(issue ? new InvalidRequest([issue]) : error, issue ? undefined : parsed);
    });
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const form = Object.fromEntries(new URLSearchParams(body as string));
    const issue = nulCharacterIssue(form, ['body']);
    done(issue ? new InvalidRequest([issue]) : null, issue ? undefined : form);
  });
}
