import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, InvalidRequest, NotFound, Unauthorized, Unprocessable } from '../../src/domain/errors.js';
import { installErrorHandler } from '../../src/http/error-handler.js';

async function answerTo(error: Error) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: response.statusCode, body: response.json() };
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

  it('answers 500 without leaking internals', async () => {
    const { status, body } = await answerTo(new Error('connection string postgres://user:secret@db'));
    expect(status).toBe(500);
    expect(body.detail.code).toBe('argilla.api.errors::GenericServerError');
    expect(JSON.stringify(body)).not.toContain('secret');
  });
});
