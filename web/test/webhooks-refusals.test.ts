import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../src/shared/api/errors';
import { refusedFields, webhookRefusal } from '../src/features/webhooks/refusals';

const validation = (loc: string[], msg: string) => ({
  detail: { code: 'argilla.api.errors::ValidationError', params: { errors: [{ loc, msg, type: 'value_error' }] } },
});

describe('webhookRefusal', () => {
  it('says the limit of 10 webhooks in the interface language', () => {
    const error = new HttpError(422, { detail: "You can't create more than 10 webhooks. Please delete some of them first" }, '/v1/webhooks');
    expect(webhookRefusal('create', error)).toEqual({ key: 'webhooks.errors.limit' });
  });

  it('maps the schema refusals of the form to its own field messages', () => {
    expect(webhookRefusal('create', new HttpError(422, validation(['body', 'url'], 'URL must be an absolute http or https URL'), '/v1/webhooks'))).toEqual({
      key: 'webhooks.problems.url.invalid',
    });
    expect(webhookRefusal('update', new HttpError(422, validation(['body', 'events'], 'Too small: expected array to have >=1 items'), '/x'))).toEqual({
      key: 'webhooks.problems.events.none',
    });
  });

  it('shows other refusals of a field in the server’s words, naming the field', () => {
    const error = new HttpError(422, validation(['body', 'url'], 'URL resolves to a private address'), '/v1/webhooks');
    expect(webhookRefusal('create', error)).toEqual({ key: 'webhooks.errors.other', values: { detail: 'url: URL resolves to a private address' } });
    expect(refusedFields(validation(['query', 'limit'], 'x'))).toEqual([]);
    expect(refusedFields({ detail: 'plain' })).toEqual([]);
  });

  it('tells a deleted webhook from a deleted delivery, a non-owner, and a lost connection', () => {
    const gone = new HttpError(404, { detail: 'Webhook with id `x` not found' }, '/x');
    expect(webhookRefusal('ping', gone)).toEqual({ key: 'webhooks.errors.webhookGone' });
    expect(webhookRefusal('redeliver', gone)).toEqual({ key: 'webhooks.errors.deliveryGone' });
    expect(webhookRefusal('toggle', new HttpError(403, {}, '/x'))).toEqual({ key: 'webhooks.errors.forbidden' });
    expect(webhookRefusal('delete', new NetworkError('/x'))).toEqual({ key: 'webhooks.errors.network' });
    expect(webhookRefusal('create', new HttpError(500, { detail: 'boom' }, '/x'))).toEqual({ key: 'webhooks.errors.other', values: { detail: 'boom' } });
  });
});
