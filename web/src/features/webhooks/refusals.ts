import { WEBHOOK_URL_MESSAGE } from '@gloss/contract/webhooks';
import { HttpError, NetworkError } from '../../shared/api/errors';

export type WebhookAction = 'create' | 'update' | 'toggle' | 'delete' | 'ping' | 'redeliver';

/** A refusal said in the interface language: a catalogue key, with the server's words when none fits. */
export interface Refusal {
  key: string;
  values?: Record<string, string>;
}

export interface RefusedField {
  field: string;
  message: string;
}

/** The fields a schema refusal (422 `ValidationError`) names, e.g. `url` for `loc: ['body', 'url']`, with its words. */
export function refusedFields(body: unknown): RefusedField[] {
  const errors = (body as { detail?: { params?: { errors?: unknown } } } | null)?.detail?.params?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((issue: { loc?: unknown; msg?: unknown }) => {
    const { loc, msg } = issue ?? {};
    if (!Array.isArray(loc) || loc[0] !== 'body' || typeof loc[1] !== 'string') return [];
    return [{ field: loc[1], message: typeof msg === 'string' ? msg : '' }];
  });
}

/**
 * Why the server refused a webhook call, for the place that asked. Its messages are English and written
 * for the SDK; the ones a person can meet here get their own words, anything else is shown as it said.
 */
export function webhookRefusal(action: WebhookAction, error: unknown): Refusal {
  if (error instanceof NetworkError) return { key: 'webhooks.errors.network' };
  if (!(error instanceof HttpError)) return { key: 'webhooks.errors.other', values: { detail: String(error) } };
  if (error.status === 403) return { key: 'webhooks.errors.forbidden' };
  if (error.status === 404) return { key: action === 'redeliver' ? 'webhooks.errors.deliveryGone' : 'webhooks.errors.webhookGone' };
  if (error.status === 422) {
    if (/more than \d+ webhooks/i.test(error.message)) return { key: 'webhooks.errors.limit' };
    const [first] = refusedFields(error.body);
    if (first?.field === 'url' && first.message.includes(WEBHOOK_URL_MESSAGE)) return { key: 'webhooks.problems.url.invalid' };
    if (first?.field === 'events' && !/unique/i.test(first.message)) return { key: 'webhooks.problems.events.none' };
    if (first) return { key: 'webhooks.errors.other', values: { detail: `${first.field}: ${first.message}` } };
  }
  return { key: 'webhooks.errors.other', values: { detail: error.message } };
}
