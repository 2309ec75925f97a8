import { describe, expect, it } from 'vitest';
import { buildQuery, parseQuery } from '../src/shared/api/query-params';

describe('query parameters', () => {
  it('URI-encodes keys and values', () => {
    expect(buildQuery({ q: 'a&b=c d', 'my key': 'é/?' })).toBe('?q=a%26b%3Dc%20d&my%20key=%C3%A9%2F%3F');
  });

  it('skips empty values', () => {
    expect(buildQuery({ a: '', b: null, c: undefined, d: [], e: '  ', f: 'kept' })).toBe('?f=kept');
    expect(buildQuery({ a: '' })).toBe('');
  });

  it('keeps zero and false, which are values', () => {
    expect(buildQuery({ offset: 0, flag: false })).toBe('?offset=0&flag=false');
  });

  it('writes lists as repeated keys', () => {
    expect(buildQuery({ include: ['responses', 'suggestions'] })).toBe('?include=responses&include=suggestions');
  });

  it('reads back what it writes', () => {
    expect(parseQuery(buildQuery({ redirect: '/datasets?workspaces=a,b#x', omitCTA: 'true' }))).toEqual({
      redirect: '/datasets?workspaces=a,b#x',
      omitCTA: 'true',
    });
  });
});
