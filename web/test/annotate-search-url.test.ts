import { describe, expect, it } from 'vitest';
import { NO_CRITERIA, type SearchCriteria } from '../src/features/dataset/annotate/search/criteria';
import { parseCriteria, parseRange, writeCriteria, type SearchSchema } from '../src/features/dataset/annotate/search/url-criteria';
import { readableQueryString } from '../src/shared/routing/query-string';

const RECORD = '0b5e7c1a-3f2d-4c6e-9a8b-1d2e3f4a5b6c';

const schema: SearchSchema = {
  fields: ['review', 'title'],
  metadata: new Map([
    ['price', 'range'],
    ['category', 'terms'],
  ]),
  questions: new Map([
    ['sentiment', 'terms'],
    ['topics', 'terms'],
    ['quality', 'range'],
  ]),
  vectors: ['embedding', 'title-embedding'],
};

const parse = (query: string) => parseCriteria(new URLSearchParams(query), schema);

const everything: SearchCriteria = {
  text: { q: 'refund policy, please', field: 'review' },
  metadata: [
    { property: 'price', filter: { kind: 'range', range: { ge: 0, le: 20 } } },
    { property: 'category', filter: { kind: 'terms', values: ['books', 'a,b & c'] } },
  ],
  responses: [
    { question: 'sentiment', filter: { kind: 'terms', values: ['negative'] } },
    { question: 'quality', filter: { kind: 'range', range: { ge: 3 } } },
  ],
  suggestions: [
    { question: 'sentiment', value: { kind: 'terms', values: ['positive'] }, score: { ge: 0.6, le: 1 }, agents: ['gpt-4', 'rules'] },
    { question: 'quality', value: { kind: 'range', range: { le: 2 } } },
  ],
  review: [
    { property: 'status', value: 'unvalidated' },
    { property: 'needs_review', value: 'true' },
    { property: 'comments', value: 'false' },
    { property: 'disagreement', value: 'true' },
  ],
  sort: [
    { key: { kind: 'metadata', property: 'price' }, order: 'asc' },
    { key: { kind: 'suggestion-score', question: 'sentiment' }, order: 'desc' },
    { key: { kind: 'suggestion-value', question: 'topics' }, order: 'asc' },
    { key: { kind: 'response-value', question: 'quality' }, order: 'desc' },
    { key: { kind: 'inserted_at' }, order: 'desc' },
    { key: { kind: 'updated_at' }, order: 'asc' },
  ],
  similar: { recordId: RECORD, vector: 'title-embedding', order: 'least', limit: 100 },
};

describe('search criteria in the URL', () => {
  it('reads the documented example', () => {
    const criteria = parse(`status=pending&q=refund&field=review&meta.price=0..20&sort=meta.price:asc&similar=${RECORD}:embedding:most:50`);
    expect(criteria).toEqual({
      text: { q: 'refund', field: 'review' },
      metadata: [{ property: 'price', filter: { kind: 'range', range: { ge: 0, le: 20 } } }],
      responses: [],
      suggestions: [],
      review: [],
      sort: [{ key: { kind: 'metadata', property: 'price' }, order: 'asc' }],
      similar: { recordId: RECORD, vector: 'embedding', order: 'most', limit: 50 },
    });
  });

  it('round-trips every kind of criterion through a readable query string', () => {
    const written = writeCriteria(new URLSearchParams('status=draft&page=3'), everything);
    const text = readableQueryString(written);
    expect(text).toContain('sort=meta.price:asc,suggestion.sentiment.score:desc');
    expect(text).toContain('q=refund+policy,+please');
    expect(text).toContain('meta.price=0..20');
    expect(text).toContain('suggestion.sentiment.score=0.6..1');
    expect(text).toContain('status=draft&page=3');
    expect(text).toContain('review.status=unvalidated&review.needs_review=true&review.comments=false&review.disagreement=true');
    expect(parse(text)).toEqual(everything);
  });

  it('reads the review filters in the order the page lists them, whatever the order written', () => {
    expect(parse('review.comments=true&review.status=validated&review.needs_review=false').review).toEqual([
      { property: 'status', value: 'validated' },
      { property: 'needs_review', value: 'false' },
      { property: 'comments', value: 'true' },
    ]);
  });

  it('drops a review filter it cannot read, and one asking for both of its values (every record)', () => {
    expect(parse('review.status=true&review.needs_review=yes&review.assignee=none&review.nope=true&review.comments=').review).toEqual([]);
    expect(parse('review.status=validated&review.status=unvalidated').review).toEqual([]);
    expect(parse('review.needs_review=true&review.needs_review=true').review).toEqual([{ property: 'needs_review', value: 'true' }]);
  });

  it('takes the review filters out of the URL with the other criteria', () => {
    const written = writeCriteria(new URLSearchParams('status=pending&review.needs_review=true&review.comments=true'), NO_CRITERIA);
    expect(written.toString()).toBe('status=pending');
  });

  it('writes nothing for no criteria and keeps the other parameters', () => {
    const written = writeCriteria(new URLSearchParams('status=pending&q=old&meta.price=1..2&page=4&record=x'), NO_CRITERIA);
    expect(written.toString()).toBe('status=pending&page=4&record=x');
    expect(parse('status=pending')).toEqual(NO_CRITERIA);
  });

  it('drops what the dataset does not have, or what cannot be read', () => {
    const criteria = parse(
      [
        'field=nope&q=%20%20',
        'meta.gone=1',
        'meta.price=abc',
        'meta.price=5..1',
        'meta.category=',
        'response.comment=x',
        'response.quality=high',
        'suggestion.sentiment.score=0.5..2',
        'suggestion.sentiment.bogus=1',
        'suggestion.sentiment.agent.x=1',
        'sort=meta.gone:asc,response.sentiment:asc,inserted_at:sideways,nonsense',
        `similar=${RECORD}:missing:most:50`,
      ].join('&'),
    );
    expect(criteria).toEqual(NO_CRITERIA);
    expect(parse(`similar=not-an-id:embedding:most:50`).similar).toBeNull();
    expect(parse(`similar=${RECORD}:embedding:most:7`).similar).toBeNull();
    expect(parse(`similar=${RECORD}:embedding:sideways:50`).similar).toBeNull();
  });

  it('ignores a field that is not a text field but keeps the query', () => {
    expect(parse('q=hello&field=image').text).toEqual({ q: 'hello' });
  });

  it('reads terms as a set, keeping their order, and repeated sort keys once', () => {
    expect(parse('meta.category=b&meta.category=a&meta.category=b').metadata).toEqual([
      { property: 'category', filter: { kind: 'terms', values: ['b', 'a'] } },
    ]);
    expect(parse('sort=inserted_at:desc,inserted_at:asc').sort).toEqual([{ key: { kind: 'inserted_at' }, order: 'desc' }]);
  });

  it('keeps a similarity reference with the defaults when only the record is named', () => {
    expect(parse(`similar=${RECORD.toUpperCase()}`).similar).toEqual({ recordId: RECORD, vector: 'embedding', order: 'most', limit: 50 });
  });

  it('caps the number of terms and filters at what the server accepts', () => {
    const many = Array.from({ length: 300 }, (_, index) => `meta.category=v${index}`).join('&');
    const criteria = parse(many);
    expect(criteria.metadata[0]?.filter).toMatchObject({ kind: 'terms' });
    const filter = criteria.metadata[0]?.filter;
    expect(filter?.kind === 'terms' ? filter.values : []).toHaveLength(250);
  });

  it('keeps every review filter within the cap, the others sharing what is left', () => {
    const wide: SearchSchema = { ...schema, metadata: new Map(Array.from({ length: 60 }, (_, index) => [`p${index}`, 'terms'] as const)) };
    const query = [...Array.from({ length: 60 }, (_, index) => `meta.p${index}=x`), 'review.status=validated', 'review.needs_review=true', 'review.comments=true', 'review.disagreement=false'];
    const criteria = parseCriteria(new URLSearchParams(query.join('&')), wide);
    expect(criteria.review).toHaveLength(4);
    // 45 besides the status filters: the server's 50 with room to spare.
    expect(criteria.metadata.length + criteria.review.length).toBe(45);
  });
});

describe('ranges', () => {
  it('reads open and closed bounds, decimals and negatives', () => {
    expect(parseRange('0..20')).toEqual({ ge: 0, le: 20 });
    expect(parseRange('..20')).toEqual({ le: 20 });
    expect(parseRange('-1.5..')).toEqual({ ge: -1.5 });
    expect(parseRange('1e3..2e3')).toEqual({ ge: 1000, le: 2000 });
  });

  it('refuses empty, reversed or malformed ranges', () => {
    for (const text of ['..', '', '5', '3..1', 'a..b', '1..2..3', '0x10..', 'Infinity..']) expect(parseRange(text)).toBeNull();
  });
});
