import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from '../src/features/auth/sign-in-error';
import { HttpError, NetworkError, retryAfterSecondsOf } from '../src/shared/api/errors';

describe('what the sign-in form says when signing in fails', () => {
  it('says wrong credentials alike for a wrong password and a refused form', () => {
    expect(signInErrorMessage(new HttpError(401, {}, '/v1/token'))).toEqual({ key: 'auth.wrongCredentials' });
    expect(signInErrorMessage(new HttpError(422, {}, '/v1/token'))).toEqual({ key: 'auth.wrongCredentials' });
  });

  it('says how long to wait after too many failures, or the catalogue message when the server did not say', () => {
    expect(signInErrorMessage(new HttpError(429, {}, '/v1/token', 8))).toEqual({ key: 'auth.tooManyAttempts', values: { count: 8 } });
    expect(signInErrorMessage(new HttpError(429, {}, '/v1/token'))).toEqual({ key: 'validations.http.429.message' });
  });

  it('blames the network for anything else', () => {
    expect(signInErrorMessage(new NetworkError('/v1/token'))).toEqual({ key: 'network.unreachable' });
    expect(signInErrorMessage(new HttpError(500, {}, '/v1/token'))).toEqual({ key: 'network.unreachable' });
  });
});

describe('Retry-After', () => {
  it('is read in seconds; a date or nonsense is no number', () => {
    expect(retryAfterSecondsOf('12')).toBe(12);
    expect(retryAfterSecondsOf(' 3 ')).toBe(3);
    expect(retryAfterSecondsOf(null)).toBeNull();
    expect(retryAfterSecondsOf('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
    expect(retryAfterSecondsOf('-1')).toBeNull();
  });
});
