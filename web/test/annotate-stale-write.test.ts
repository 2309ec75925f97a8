import { ifMatchAllows, responseEntityTag } from '@gloss/contract/response-versions';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../src/shared/api/errors';
import { autosaves, isStaleWrite, writeFailure } from '../src/features/dataset/annotate/form/stale-write';

const refused = (status: number) => new HttpError(status, { detail: 'no' }, '/v1/responses/r1');

describe('a write of a record changed elsewhere', () => {
  it('is a create refused because the response exists (409), or a change or deletion of an older version (412)', () => {
    expect(isStaleWrite(refused(409))).toBe(true);
    expect(isStaleWrite(refused(412))).toBe(true);
    for (const other of [refused(422), refused(404), refused(500), new NetworkError('/v1/responses/r1'), new Error('x')]) expect(isStaleWrite(other)).toBe(false);
  });

  it('is never sent again by itself, unlike one that did not reach the server', () => {
    expect(writeFailure(new NetworkError('/v1/responses/r1'))).toBe('network');
    expect(writeFailure(refused(409))).toBe('stale');
    expect(writeFailure(refused(412))).toBe('stale');
    expect(writeFailure(refused(422))).toBe('refused');
  });

  it('stops the draft saved after a pause in editing until the person chooses', () => {
    const ready = { edited: true, modified: true, guardsLeaving: false, busy: null, stale: false } as const;
    expect(autosaves(ready)).toBe(true);
    expect(autosaves({ ...ready, stale: true })).toBe(false);
    expect(autosaves({ ...ready, busy: 'draft' })).toBe(false);
    expect(autosaves({ ...ready, guardsLeaving: true })).toBe(false);
    expect(autosaves({ ...ready, edited: false })).toBe(false);
    expect(autosaves({ ...ready, modified: false })).toBe(false);
  });
});

describe('the version a change is made against (If-Match)', () => {
  const read = { updated_at: '2024-07-15T10:21:33.123456' };

  it('is the response\'s updated_at in quotes, which the server compares strongly', () => {
    expect(responseEntityTag(read)).toBe('"2024-07-15T10:21:33.123456"');
    expect(ifMatchAllows('"2024-07-15T10:21:33.123456"', read)).toBe(true);
    expect(ifMatchAllows('*', read)).toBe(true);
    expect(ifMatchAllows('"a", "2024-07-15T10:21:33.123456"', read)).toBe(true);
    expect(ifMatchAllows('W/"2024-07-15T10:21:33.123456"', read)).toBe(false);
    expect(ifMatchAllows('"2024-07-15T10:21:33.123457"', read)).toBe(false);
    expect(ifMatchAllows('', read)).toBe(false);
  });
});
