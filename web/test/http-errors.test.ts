import { describe, expect, it } from 'vitest';
import { errorMessageKeys, HttpError, messageOf, NetworkError, statusOf } from '../src/shared/api/errors';
import { keyPaths } from '../src/shared/i18n/messages';
import { sharedMessages } from '../src/shared/i18n/locales';

const catalogue = new Set(keyPaths(sharedMessages.en));
const has = (key: string) => catalogue.has(key);

describe('the status of an error', () => {
  it('is taken from statusCode, then status, then response.status', () => {
    expect(statusOf({ statusCode: 429, status: 500 })).toBe(429);
    expect(statusOf({ status: 404 })).toBe(404);
    expect(statusOf({ response: { status: 401 } })).toBe(401);
  });

  it('defaults to 500', () => {
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf(undefined)).toBe(500);
    expect(statusOf({ status: 'bad' })).toBe(500);
  });

  it('comes with a message for anything thrown', () => {
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf(null)).toBe('Unknown error');
  });
});

describe('the message shown for a failed call', () => {
  it('is the catalogue message of each HTTP status it knows', () => {
    for (const status of [401, 404, 429, 500]) {
      expect(errorMessageKeys(new HttpError(status, { detail: 'x' }, '/v1/x'), has)).toEqual([`validations.http.${status}.message`]);
    }
  });

  it('is nothing for a status the catalogue has no message for', () => {
    expect(errorMessageKeys(new HttpError(409, { detail: 'Conflict' }, '/v1/x'), has)).toEqual([]);
  });

  it('adds the business rule message for a coded answer', () => {
    const error = new HttpError(422, { code: 'update_distribution_with_existing_responses', message: 'no' }, '/v1/datasets/1');
    expect(errorMessageKeys(error, has)).toEqual(['validations.businessLogic.update_distribution_with_existing_responses.message']);
    const missingVector = new HttpError(422, { code: 'missing_vector', message: 'no' }, '/v1/x');
    expect(errorMessageKeys(missingVector, has)).toEqual(['validations.businessLogic.missing_vector.message']);
  });

  it('shows both the HTTP and the business message when both exist', () => {
    const error = new HttpError(500, { detail: { code: 'missing_vector' } }, '/v1/x');
    expect(errorMessageKeys(error, has)).toEqual(['validations.http.500.message', 'validations.businessLogic.missing_vector.message']);
  });

  it('treats an error without a status as a 500', () => {
    expect(errorMessageKeys(new Error('boom'), has)).toEqual(['validations.http.500.message']);
  });

  it('shows no catalogue message for a call that never reached the server', () => {
    expect(errorMessageKeys(new NetworkError('/v1/me'), has)).toEqual([]);
  });

  it('reads the readable detail of Argilla error bodies', () => {
    expect(new HttpError(404, { detail: 'Dataset not found' }, '/v1/x').message).toBe('Dataset not found');
    expect(new HttpError(403, { detail: { code: 'x', params: { detail: 'Forbidden' } } }, '/v1/x').message).toBe('Forbidden');
  });
});
