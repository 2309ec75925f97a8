import {
  DEFAULT_SIMILARITY_LIMIT,
  REVIEW_PROPERTIES,
  REVIEW_VALUES,
  SIMILARITY_LIMITS,
  isUsableRange,
  sortKeyId,
  type MetadataCriterion,
  type Range,
  type ResponseCriterion,
  type ReviewCriterion,
  type ReviewProperty,
  type SearchCriteria,
  type SimilarityCriterion,
  type SortCriterion,
  type SortKey,
  type SuggestionCriterion,
  type ValueFilter,
} from './criteria';

/**
 * The names a dataset's criteria may use, and how each is filtered: a link made before the settings
 * changed (a property removed, a question renamed) loses what no longer exists instead of failing.
 */
export interface SearchSchema {
  fields: readonly string[];
  /** Metadata properties the caller may use: terms properties filter by terms, numbers by range. */
  metadata: ReadonlyMap<string, ValueFilter['kind']>;
  /** Questions offered as filters (single label, multi label, rating): labels by terms, ratings by range. */
  questions: ReadonlyMap<string, ValueFilter['kind']>;
  vectors: readonly string[];
}

// The server takes at most 250 values in one terms filter and 50 filters in one search.
const TERMS_MAX = 250;
const FILTERS_MAX = 45;
const SORT_MAX = 10;

/**
 * The URL's words, documented in web/README.md:
 * `q=refund&field=review&meta.price=0..20&meta.category=books&response.sentiment=positive`
 * `&suggestion.sentiment=negative&suggestion.sentiment.score=0.6..&suggestion.sentiment.agent=gpt`
 * `&review.status=validated&review.needs_review=true&review.comments=true&review.disagreement=true`
 * `&sort=meta.price:asc,inserted_at:desc&similar=<record-id>:<vector>:most:50`
 */
export const CRITERIA_PARAMS = ['q', 'field', 'sort', 'similar'] as const;
const PREFIXES = ['meta.', 'response.', 'suggestion.', 'review.'] as const;

export function isCriteriaParam(name: string): boolean {
  return (CRITERIA_PARAMS as readonly string[]).includes(name) || PREFIXES.some((prefix) => name.startsWith(prefix));
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

export function parseRange(text: string): Range | null {
  const parts = text.split('..');
  if (parts.length !== 2) return null;
  const [low, high] = parts.map((part) => part.trim());
  if ((low && !NUMBER.test(low)) || (high && !NUMBER.test(high))) return null;
  const range: Range = {};
  if (low) range.ge = Number(low);
  if (high) range.le = Number(high);
  return isUsableRange(range) ? range : null;
}

export function formatRange(range: Range): string {
  return `${range.ge ?? ''}..${range.le ?? ''}`;
}

function valueFilter(kind: ValueFilter['kind'], values: readonly string[]): ValueFilter | null {
  if (kind === 'range') {
    const range = values.length > 0 ? parseRange(values[values.length - 1]!) : null;
    return range ? { kind: 'range', range } : null;
  }
  const terms = [...new Set(values.filter((value) => value !== ''))].slice(0, TERMS_MAX);
  return terms.length > 0 ? { kind: 'terms', values: terms } : null;
}

function valueFilterParams(filter: ValueFilter): string[] {
  return filter.kind === 'range' ? [formatRange(filter.range)] : [...filter.values];
}

/** Each parameter name's values, in the order the names first appear. */
function grouped(params: URLSearchParams): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [name, value] of params) {
    const list = groups.get(name);
    if (list) list.push(value);
    else groups.set(name, [value]);
  }
  return groups;
}

export function parseCriteria(params: URLSearchParams, schema: SearchSchema): SearchCriteria {
  const metadata: MetadataCriterion[] = [];
  const responses: ResponseCriterion[] = [];
  const suggestions = new Map<string, SuggestionCriterion>();
  const review: ReviewCriterion[] = [];
  for (const [name, values] of grouped(params)) {
    if (name.startsWith('review.')) {
      const criterion = reviewCriterion(name.slice('review.'.length), values);
      if (criterion) review.push(criterion);
    } else if (name.startsWith('meta.')) {
      const property = name.slice('meta.'.length);
      const kind = schema.metadata.get(property);
      const filter = kind && valueFilter(kind, values);
      if (filter) metadata.push({ property, filter });
    } else if (name.startsWith('response.')) {
      const question = name.slice('response.'.length);
      const kind = schema.questions.get(question);
      const filter = kind && valueFilter(kind, values);
      if (filter) responses.push({ question, filter });
    } else if (name.startsWith('suggestion.')) {
      const [question = '', part = 'value', ...rest] = name.slice('suggestion.'.length).split('.');
      const kind = schema.questions.get(question);
      if (!kind || rest.length > 0) continue;
      const current = suggestions.get(question) ?? { question };
      if (part === 'value') {
        const value = valueFilter(kind, values);
        if (value) suggestions.set(question, { ...current, value });
      } else if (part === 'score') {
        const score = parseRange(values[values.length - 1]!);
        if (score && (score.ge ?? 0) >= 0 && (score.le ?? 1) <= 1) suggestions.set(question, { ...current, score });
      } else if (part === 'agent') {
        const agents = valueFilter('terms', values);
        if (agents?.kind === 'terms') suggestions.set(question, { ...current, agents: agents.values });
      }
    }
  }
  const filters = capFilters(metadata, responses, [...suggestions.values()]);
  return {
    review: REVIEW_PROPERTIES.flatMap((property) => review.filter((item) => item.property === property)),
    text: parseText(params, schema),
    ...filters,
    sort: parseSort(params.get('sort'), schema),
    similar: parseSimilar(params.get('similar'), schema),
  };
}

/** A review property held to one of its values; both values (every record) or none that reads is no filter. */
function reviewCriterion(name: string, values: readonly string[]): ReviewCriterion | null {
  if (!(REVIEW_PROPERTIES as readonly string[]).includes(name)) return null;
  const property = name as ReviewProperty;
  const known = new Set(values.filter((value) => REVIEW_VALUES[property].includes(value)));
  return known.size === 1 ? { property, value: [...known][0]! } : null;
}

// The review filters (four at most) come first; the others share what room is left.
function capFilters(metadata: MetadataCriterion[], responses: ResponseCriterion[], suggestions: SuggestionCriterion[]) {
  let room = FILTERS_MAX - REVIEW_PROPERTIES.length;
  const take = <T>(items: T[], size: (item: T) => number) =>
    items.filter((item) => {
      room -= size(item);
      return room >= 0;
    });
  return {
    metadata: take(metadata, () => 1),
    responses: take(responses, () => 1),
    suggestions: take(suggestions, (item) => Number(Boolean(item.value)) + Number(Boolean(item.score)) + Number(Boolean(item.agents))),
  };
}

function parseText(params: URLSearchParams, schema: SearchSchema): SearchCriteria['text'] {
  const q = params.get('q')?.trim();
  if (!q) return null;
  const field = params.get('field');
  return field && schema.fields.includes(field) ? { q, field } : { q };
}

export function parseSortKey(id: string, schema: SearchSchema): SortKey | null {
  if (id === 'inserted_at' || id === 'updated_at') return { kind: id };
  const [entity, name = '', part, ...rest] = id.split('.');
  if (rest.length > 0) return null;
  if (entity === 'meta' && !part && schema.metadata.has(name)) return { kind: 'metadata', property: name };
  if (entity === 'response' && !part && schema.questions.get(name) === 'range') return { kind: 'response-value', question: name };
  if (entity === 'suggestion' && schema.questions.has(name)) {
    if (!part) return { kind: 'suggestion-value', question: name };
    if (part === 'score') return { kind: 'suggestion-score', question: name };
  }
  return null;
}

function parseSort(text: string | null, schema: SearchSchema): SortCriterion[] {
  if (!text) return [];
  const seen = new Set<string>();
  const sort: SortCriterion[] = [];
  for (const item of text.split(',')) {
    const [id = '', order = 'asc'] = item.trim().split(':');
    const key = parseSortKey(id, schema);
    if (!key || (order !== 'asc' && order !== 'desc') || seen.has(sortKeyId(key))) continue;
    seen.add(sortKeyId(key));
    sort.push({ key, order });
  }
  return sort.slice(0, SORT_MAX);
}

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseSimilar(text: string | null, schema: SearchSchema): SimilarityCriterion | null {
  if (!text) return null;
  const [recordId = '', vector = schema.vectors[0] ?? '', order = 'most', limitText] = text.split(':');
  const limit = limitText === undefined ? DEFAULT_SIMILARITY_LIMIT : Number(limitText);
  if (!RECORD_ID.test(recordId) || !schema.vectors.includes(vector) || (order !== 'most' && order !== 'least')) return null;
  if (!(SIMILARITY_LIMITS as readonly number[]).includes(limit)) return null;
  return { recordId: recordId.toLowerCase(), vector, order, limit };
}

/** The criteria written over `params`: every criteria parameter is replaced, the others kept. */
export function writeCriteria(params: URLSearchParams, criteria: SearchCriteria): URLSearchParams {
  const result = new URLSearchParams();
  for (const [name, value] of params) if (!isCriteriaParam(name)) result.append(name, value);
  if (criteria.text) {
    result.set('q', criteria.text.q);
    if (criteria.text.field) result.set('field', criteria.text.field);
  }
  for (const { property, filter } of criteria.metadata) for (const value of valueFilterParams(filter)) result.append(`meta.${property}`, value);
  for (const { question, filter } of criteria.responses) for (const value of valueFilterParams(filter)) result.append(`response.${question}`, value);
  for (const { question, value, score, agents } of criteria.suggestions) {
    if (value) for (const item of valueFilterParams(value)) result.append(`suggestion.${question}`, item);
    if (score) result.set(`suggestion.${question}.score`, formatRange(score));
    for (const agent of agents ?? []) result.append(`suggestion.${question}.agent`, agent);
  }
  for (const { property, value } of criteria.review) result.set(`review.${property}`, value);
  if (criteria.sort.length > 0) result.set('sort', criteria.sort.map(({ key, order }) => `${sortKeyId(key)}:${order}`).join(','));
  if (criteria.similar) {
    const { recordId, vector, order, limit } = criteria.similar;
    result.set('similar', `${recordId}:${vector}:${order}:${limit}`);
  }
  return result;
}
