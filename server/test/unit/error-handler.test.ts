import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, InvalidRequest, NotFound, TooManyRequests, Unauthorized, Unprocessable } from '../../src/domain/errors.js';
import { installErrorHandler } from '../../src/http/error-handler.js';

async function answerTo(error: Error) {
  const { status, body } = await answerWithHeadersTo(error);
  return { status, body };
}

async function answerWithHeadersTo(error: Error) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

/** An error as a database driver throws it: a message and an engine's code. */
function databaseError(code: string, message = 'the database said no'): Error {
  return Object.assign(new Error(message), { code });
}

describe('the error mapper', () => {
  it.each([
    [NotFound.byId('Dataset', 'abc'), 404, { detail: 'Dataset with id `abc` not found' }],
    [new Conflict('taken'), 409, { detail: 'taken' }],
    [new Unprocessable('rule broken'), 422, { detail: 'rule broken' }],
    [new Unprocessable('cannot change', 'update_distribution_with_existing_responses'), 422, {
      code: 'update_distribution_with_existing_responses',
      message: 'cannot change',
    }],
    [new Unauthorized(), 401, { detail: { code: 'argilla.api.errors::UnauthorizedError', params: { detail: 'Could not validate credentials' } } }],
    [new Forbidden(), 403, { detail: { code: 'argilla.api.errors::ForbiddenOperationError', params: { detail: 'Operation not allowed' } } }],
    [new InvalidRequest([{ type: 'missing', loc: ['body', 'name'], msg: 'Field required' }]), 422, {
      detail: {
        code: 'argilla.api.errors::ValidationError',
        params: { errors: [{ type: 'missing', loc: ['body', 'name'], msg: 'Field required' }] },
      },
    }],
  ])('maps %s', async (error, status, body) => {
    expect(await answerTo(error)).toEqual({ status, body });
  });

  it.each([
    ['23505', 409],
    ['SQLITE_CONSTRAINT_UNIQUE', 409],
    ['SQLITE_CONSTRAINT_PRIMARYKEY', 409],
    ['23503', 409],
    ['SQLITE_CONSTRAINT_FOREIGNKEY', 409],
    ['SQLITE_FULL', 507],
    ['53100', 507],
    ['40P01', 503],
    ['40001', 503],
    ['SQLITE_BUSY', 503],
    ['22021', 422],
    ['22P05', 422],
  ])('maps a database error coded %s to %i, without its internals', async (code, status) => {
    const answer = await answerWithHeadersTo(databaseError(code, 'constraint users_api_key_key on secret-table'));
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body)).not.toContain('secret-table');
    expect(typeof answer.body.detail).toBe('string');
    if (status === 503) expect(answer.retryAfter).toBe('1');
  });

  it('answers 429 with Retry-After for too many attempts', async () => {
    const answer = await answerWithHeadersTo(new TooManyRequests('slow down', 7));
    expect(answer).toEqual({ status: 429, body: { detail: 'slow down' }, retryAfter: '7' });
  });

  it('answers 500 without leaking internals', async () => {
    const { status, body } = await answerTo(new Error('connection string postgres://user:secret@db'));
    expect(status).toBe(500);
    expect(body.detail.code).toBe('argilla.api.errors::GenericServerError');
    expect(JSON.stringify(body)).not.toContain('secret');
  });
});
