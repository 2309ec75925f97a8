import type { WebhookEvent } from '@gloss/contract';
import { WEBHOOK_EVENTS } from '@gloss/contract/webhooks';
import { describe, expect, it } from 'vitest';
import {
  canCreateMore,
  createBody,
  EMPTY_FORM,
  EVENT_GROUPS,
  eventsSummary,
  formOf,
  formProblems,
  groupState,
  hasProblems,
  updateBody,
  withEvent,
  withGroup,
} from '../src/features/webhooks/webhook-form';

const stored = { url: 'https://hooks.example.com/in', events: ['record.completed', 'dataset.created'] as WebhookEvent[], description: 'CI' };

describe('the event checklist', () => {
  it('groups every event the contract knows, in its order, by its prefix', () => {
    expect(EVENT_GROUPS.map(({ group }) => group)).toEqual(['dataset', 'record', 'response']);
    expect(EVENT_GROUPS.flatMap(({ events }) => events)).toEqual([...WEBHOOK_EVENTS]);
    expect(EVENT_GROUPS[1]?.events).toEqual(['record.created', 'record.updated', 'record.deleted', 'record.completed']);
  });

  it('ticks and clears single events, keeping the contract order and no duplicates', () => {
    let events = withEvent([], 'response.created', true);
    events = withEvent(events, 'dataset.created', true);
    events = withEvent(events, 'dataset.created', true);
    expect(events).toEqual(['dataset.created', 'response.created']);
    expect(withEvent(events, 'dataset.created', false)).toEqual(['response.created']);
  });

  it('ticks a whole group with its "All" box, and clears it again, leaving the other groups alone', () => {
    const events = withGroup(['response.deleted', 'record.created'], 'record', true);
    expect(events).toEqual(['record.created', 'record.updated', 'record.deleted', 'record.completed', 'response.deleted']);
    expect(groupState(events, 'record')).toBe('all');
    expect(withGroup(events, 'record', false)).toEqual(['response.deleted']);
  });

  it('says whether a group is all, some or none ticked (the "All" box is mixed for some)', () => {
    expect(groupState([], 'dataset')).toBe('none');
    expect(groupState(['dataset.created'], 'dataset')).toBe('some');
    expect(groupState(['dataset.created', 'dataset.updated', 'dataset.deleted', 'dataset.published'], 'dataset')).toBe('all');
  });
});

describe('formProblems', () => {
  const valid = { url: 'https://example.com/hook', events: ['dataset.created'] as WebhookEvent[], description: '' };

  it('accepts an absolute http or https URL with at least one event', () => {
    expect(formProblems(valid)).toEqual({});
    expect(formProblems({ ...valid, url: '  http://127.0.0.1:8000/hook?x=1  ' })).toEqual({});
    expect(hasProblems(formProblems(valid))).toBe(false);
  });

  it('refuses what the server refuses: no URL, a relative or non-http URL, an overlong one', () => {
    expect(formProblems({ ...valid, url: '   ' }).url).toBe('required');
    expect(formProblems({ ...valid, url: '/hooks/in' }).url).toBe('invalid');
    expect(formProblems({ ...valid, url: 'example.com/hook' }).url).toBe('invalid');
    expect(formProblems({ ...valid, url: 'ftp://example.com/hook' }).url).toBe('invalid');
    expect(formProblems({ ...valid, url: 'mailto:someone@example.com' }).url).toBe('invalid');
    expect(formProblems({ ...valid, url: `https://example.com/${'a'.repeat(2048)}` }).url).toBe('tooLong');
  });

  it('asks for at least one event, and a description of at most 1,000 characters', () => {
    expect(formProblems({ ...valid, events: [] })).toEqual({ events: 'none' });
    expect(formProblems({ ...valid, description: 'x'.repeat(1000) })).toEqual({});
    expect(formProblems({ ...valid, description: 'x'.repeat(1001) })).toEqual({ description: 'tooLong' });
    expect(hasProblems(formProblems(EMPTY_FORM))).toBe(true);
  });
});

describe('the bodies sent', () => {
  it('creates with the URL trimmed, and an empty description as none', () => {
    expect(createBody({ url: ' https://example.com/hook ', events: ['record.completed'], description: '  ' })).toEqual({
      url: 'https://example.com/hook',
      events: ['record.completed'],
      description: null,
    });
    expect(createBody({ url: 'https://example.com', events: ['record.completed'], description: ' nightly sync ' }).description).toBe(
      'nightly sync',
    );
  });

  it('patches only what the form changed, and nothing for an untouched form', () => {
    const form = formOf(stored);
    expect(form.events).toEqual(['dataset.created', 'record.completed']);
    expect(updateBody(stored, form)).toBeNull();
    expect(updateBody(stored, { ...form, url: 'https://hooks.example.com/v2' })).toEqual({ url: 'https://hooks.example.com/v2' });
    expect(updateBody(stored, { ...form, events: withEvent(form.events, 'response.created', true) })).toEqual({
      events: ['dataset.created', 'record.completed', 'response.created'],
    });
    expect(updateBody(stored, { ...form, description: '' })).toEqual({ description: null });
    expect(updateBody({ ...stored, description: null }, { ...formOf({ ...stored, description: null }) })).toBeNull();
  });
});

describe('the list', () => {
  it('summarises events as all, whole groups, or single names', () => {
    expect(eventsSummary([...WEBHOOK_EVENTS])).toEqual([{ kind: 'all' }]);
    expect(eventsSummary(withGroup(['record.completed'], 'response', true))).toEqual([
      { kind: 'event', event: 'record.completed' },
      { kind: 'group', group: 'response' },
    ]);
    expect(eventsSummary(['dataset.published', 'dataset.created'])).toEqual([
      { kind: 'event', event: 'dataset.created' },
      { kind: 'event', event: 'dataset.published' },
    ]);
  });

  it('offers a new webhook below the server’s limit of 10 only', () => {
    expect(canCreateMore(0)).toBe(true);
    expect(canCreateMore(9)).toBe(true);
    expect(canCreateMore(10)).toBe(false);
  });
});
