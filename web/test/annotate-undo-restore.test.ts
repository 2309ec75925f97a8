import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasetRecord, Response, ResponseStatus } from '@gloss/contract';
import type { RestoreOperation } from '../src/features/dataset/annotate/undo/restore-plan';

// The edge of the world: the HTTP calls. What the server holds is a map the fakes read and write.
const server = new Map<string, Response | null>();
const calls: string[] = [];
const failing = new Set<string>();

vi.mock('../src/features/dataset/annotate/undo/api', () => ({
  readRecords: vi.fn(async (_datasetId: string, ids: readonly string[]) => {
    calls.push(`read ${ids.join(',')}`);
    if (failing.has('read')) throw new Error('unreachable');
    return ids.filter((id) => server.has(id)).map((id) => record(id, server.get(id) ?? null));
  }),
  putResponse: vi.fn(async (responseId: string, body: { status: ResponseStatus; values: Response['values'] }) => {
    calls.push(`PUT ${responseId}`);
    if (failing.has(responseId)) throw new Error('500');
    const recordId = [...server].find(([, response]) => response?.id === responseId)![0];
    const updated = { ...server.get(recordId)!, ...body, updated_at: 'later' };
    server.set(recordId, updated);
    return updated;
  }),
  postResponse: vi.fn(async (recordId: string, body: { status: ResponseStatus; values: Response['values'] }) => {
    calls.push(`POST ${recordId}`);
    const created = response(`new-${recordId}`, body.status, recordId);
    server.set(recordId, { ...created, values: body.values });
    return server.get(recordId);
  }),
  removeResponse: vi.fn(async (responseId: string) => {
    calls.push(`DELETE ${responseId}`);
    const recordId = [...server].find(([, response]) => response?.id === responseId)![0];
    server.set(recordId, null);
  }),
}));

const { restoreResponses } = await import('../src/features/dataset/annotate/undo/restore');

function response(id: string, status: ResponseStatus, recordId: string, label = 'new'): Response {
  return { id, status, values: { label: { value: label } }, record_id: recordId, user_id: 'me', inserted_at: 't', updated_at: 't' };
}

function record(id: string, own: Response | null): DatasetRecord {
  const teammate = { ...response(`theirs-${id}`, 'submitted', id), user_id: 'them' };
  return {
    id,
    status: 'pending',
    fields: {},
    metadata: null,
    external_id: null,
    dataset_id: 'd',
    inserted_at: 't',
    updated_at: 't',
    responses: own ? [teammate, own] : [teammate],
  };
}

const expected = (id: string, status: ResponseStatus, label = 'new') => ({ id, status, values: { label: { value: label } } });

beforeEach(() => {
  server.clear();
  calls.length = 0;
  failing.clear();
});

describe('restoring responses', () => {
  it('reads the records first, then puts back, deletes and recreates, keeping teammates’ responses', async () => {
    server.set('a', response('ra', 'submitted', 'a'));
    server.set('b', response('rb', 'discarded', 'b'));
    server.set('c', null);
    const operations: RestoreOperation[] = [
      { kind: 'update', recordId: 'a', responseId: 'ra', status: 'draft', values: { label: { value: 'old' } }, expected: expected('ra', 'submitted') },
      { kind: 'delete', recordId: 'b', responseId: 'rb', expected: expected('rb', 'discarded') },
      { kind: 'create', recordId: 'c', status: 'submitted', values: { label: { value: 'old' } }, expected: null },
    ];
    const outcome = await restoreResponses('d', 'me', operations);
    expect(calls[0]).toBe('read a,b,c');
    expect(calls.slice(1).sort()).toEqual(['DELETE rb', 'POST c', 'PUT ra']);
    expect(outcome.stale).toEqual([]);
    expect(outcome.failed).toEqual([]);
    expect(outcome.restored.map((item) => [item.id, item.responses?.map((own) => `${own.user_id}:${own.status}`)])).toEqual([
      ['a', ['me:draft', 'them:submitted']],
      ['b', ['them:submitted']],
      ['c', ['me:submitted', 'them:submitted']],
    ]);
    expect(server.get('a')).toMatchObject({ id: 'ra', status: 'draft', values: { label: { value: 'old' } } });
  });

  it('leaves a record changed since the write as it is, and says which', async () => {
    server.set('a', response('ra', 'draft', 'a', 'edited after'));
    const outcome = await restoreResponses('d', 'me', [
      { kind: 'update', recordId: 'a', responseId: 'ra', status: 'submitted', values: { label: { value: 'old' } }, expected: expected('ra', 'submitted') },
    ]);
    expect(outcome).toEqual({ restored: [], stale: ['a'], failed: [] });
    expect(calls).toEqual(['read a']);
    expect(server.get('a')).toMatchObject({ status: 'draft', values: { label: { value: 'edited after' } } });
  });

  it('answers the operations the server refused, to try again, and never throws', async () => {
    server.set('a', response('ra', 'submitted', 'a'));
    server.set('b', response('rb', 'submitted', 'b'));
    failing.add('rb');
    const operations: RestoreOperation[] = [
      { kind: 'update', recordId: 'a', responseId: 'ra', status: 'draft', values: null, expected: expected('ra', 'submitted') },
      { kind: 'update', recordId: 'b', responseId: 'rb', status: 'draft', values: null, expected: expected('rb', 'submitted') },
    ];
    const outcome = await restoreResponses('d', 'me', operations);
    expect(outcome.restored.map((item) => item.id)).toEqual(['a']);
    expect(outcome.failed).toEqual([operations[1]]);
  });

  it('fails every operation when the records cannot be read', async () => {
    failing.add('read');
    const operations: RestoreOperation[] = [{ kind: 'delete', recordId: 'a', responseId: 'ra', expected: expected('ra', 'submitted') }];
    expect(await restoreResponses('d', 'me', operations)).toEqual({ restored: [], stale: [], failed: operations });
  });
});
