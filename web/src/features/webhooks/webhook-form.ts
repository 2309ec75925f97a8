import type { Webhook, WebhookEvent } from '@gloss/contract';
import {
  WEBHOOK_DESCRIPTION_LENGTH_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_LENGTH_MAX,
  WEBHOOKS_MAX,
  isWebhookUrl,
} from '@gloss/contract/webhooks';

/*
 * The create and edit form of a webhook, as plain data: the event checklist's groups, the checks the server
 * makes (the contract's own rules, so the page refuses what the server would), and the bodies sent.
 */

export type EventGroup = 'dataset' | 'record' | 'response';
export const EVENT_GROUP_NAMES: readonly EventGroup[] = ['dataset', 'record', 'response'];

/** The subscribable events by group, in the contract's order: `dataset.created` is in `dataset`. */
export const EVENT_GROUPS: ReadonlyArray<{ group: EventGroup; events: readonly WebhookEvent[] }> = EVENT_GROUP_NAMES.map((group) => ({
  group,
  events: WEBHOOK_EVENTS.filter((event) => groupOf(event) === group),
}));

export function groupOf(event: WebhookEvent): EventGroup {
  return event.slice(0, event.indexOf('.')) as EventGroup;
}

/** The part after the group, e.g. `created` of `dataset.created`: the checkbox's catalogue key. */
export function actionOf(event: WebhookEvent): string {
  return event.slice(event.indexOf('.') + 1);
}

export interface WebhookForm {
  url: string;
  events: readonly WebhookEvent[];
  description: string;
}

export const EMPTY_FORM: WebhookForm = { url: '', events: [], description: '' };

export function formOf(webhook: Pick<Webhook, 'url' | 'events' | 'description'>): WebhookForm {
  return { url: webhook.url, events: inContractOrder(webhook.events), description: webhook.description ?? '' };
}

/** Events in the checklist's order, each once, whatever order they were picked or stored in. */
function inContractOrder(events: Iterable<WebhookEvent>): WebhookEvent[] {
  const picked = new Set(events);
  return WEBHOOK_EVENTS.filter((event) => picked.has(event));
}

export function withEvent(events: readonly WebhookEvent[], event: WebhookEvent, checked: boolean): WebhookEvent[] {
  return inContractOrder(checked ? [...events, event] : events.filter((other) => other !== event));
}

/** The group's "All" box: ticks every event of the group, or clears them all. */
export function withGroup(events: readonly WebhookEvent[], group: EventGroup, checked: boolean): WebhookEvent[] {
  const members = new Set(EVENT_GROUPS.find((entry) => entry.group === group)?.events ?? []);
  return inContractOrder(checked ? [...events, ...members] : events.filter((event) => !members.has(event)));
}

/** The group's "All" box: ticked, cleared or mixed (shown as indeterminate). */
export function groupState(events: readonly WebhookEvent[], group: EventGroup): 'all' | 'some' | 'none' {
  const members = EVENT_GROUPS.find((entry) => entry.group === group)?.events ?? [];
  const picked = members.filter((event) => events.includes(event)).length;
  if (picked === 0) return 'none';
  return picked === members.length ? 'all' : 'some';
}

export type UrlProblem = 'required' | 'invalid' | 'tooLong';
export interface FormProblems {
  url?: UrlProblem;
  events?: 'none';
  description?: 'tooLong';
}

/** What the server would refuse in the form (422), each by field; an empty object when it would accept it. */
export function formProblems(form: WebhookForm): FormProblems {
  const problems: FormProblems = {};
  const url = form.url.trim();
  if (url === '') problems.url = 'required';
  else if (url.length > WEBHOOK_URL_LENGTH_MAX) problems.url = 'tooLong';
  else if (!isWebhookUrl(url)) problems.url = 'invalid';
  if (form.events.length === 0) problems.events = 'none';
  if (descriptionOf(form).length > WEBHOOK_DESCRIPTION_LENGTH_MAX) problems.description = 'tooLong';
  return problems;
}

export function hasProblems(problems: FormProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** A description of spaces only is no description: the server takes 1 to 1,000 characters, or null. */
function descriptionOf(form: WebhookForm): string {
  return form.description.trim();
}

export interface WebhookBody {
  url: string;
  events: WebhookEvent[];
  description: string | null;
}

/** `POST /webhooks`: enabled, as the server's default is. */
export function createBody(form: WebhookForm): WebhookBody {
  return { url: form.url.trim(), events: [...form.events], description: descriptionOf(form) || null };
}

/** `PATCH /webhooks/{id}`: only what the form changed, or null when it changed nothing. */
export function updateBody(webhook: Pick<Webhook, 'url' | 'events' | 'description'>, form: WebhookForm): Partial<WebhookBody> | null {
  const next = createBody(form);
  const body: Partial<WebhookBody> = {};
  if (next.url !== webhook.url) body.url = next.url;
  const stored = inContractOrder(webhook.events);
  if (stored.length !== next.events.length || stored.some((event, index) => event !== next.events[index])) body.events = next.events;
  if (next.description !== (webhook.description ?? null)) body.description = next.description;
  return Object.keys(body).length > 0 ? body : null;
}

/** Whether the server would take one more webhook (it refuses past `WEBHOOKS_MAX` in all). */
export function canCreateMore(count: number): boolean {
  return count < WEBHOOKS_MAX;
}

export { WEBHOOKS_MAX, WEBHOOK_DESCRIPTION_LENGTH_MAX, WEBHOOK_URL_LENGTH_MAX };

/** How a webhook's events read in the list: everything, whole groups, or single events. */
export type EventsSummaryItem = { kind: 'all' } | { kind: 'group'; group: EventGroup } | { kind: 'event'; event: WebhookEvent };

export function eventsSummary(events: readonly WebhookEvent[]): EventsSummaryItem[] {
  if (WEBHOOK_EVENTS.every((event) => events.includes(event))) return [{ kind: 'all' }];
  return EVENT_GROUPS.flatMap(({ group, events: members }): EventsSummaryItem[] => {
    if (groupState(events, group) === 'all') return [{ kind: 'group', group }];
    return members.filter((event) => events.includes(event)).map((event) => ({ kind: 'event', event }));
  });
}
