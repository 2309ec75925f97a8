import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound, expectRule, expectUnauthorized } from '../helpers/expectations.js';
import {
  type RawResponse,
  apiRecords,
  exportLinksPath,
  exportPath,
  fetchRaw,
  parseCsv,
  parseJsonLines,
  readParquet,
  sdkFlatten,
  withoutNulls,
} from '../helpers/export-files.js';
import type { Cast } from '../helpers/factories.js';
import { type RecordsDataset, answer, createRecords, makeRecordsDataset, searchIds, submitted } from '../helpers/records-fixtures.js';
import { validate } from '../helpers/review-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let cast: Cast;
let dataset: RecordsDataset;
let questions: { id: string; name: string; settings: { type: string } }[];

const COLUMNS_BEFORE_QUESTIONS = ['id', 'status', '_server_id', 'text', 'context', 'genre', 'words', 'score', 'secret', 'extra_key'];
const QUESTIONS = ['label', 'labels', 'rating', 'ranking', 'comment', 'entities'];
const ALL_COLUMNS = [
  ...COLUMNS_BEFORE_QUESTIONS,
  ...QUESTIONS.flatMap((q) => [`${q}.responses`, `${q}.responses.users`, `${q}.responses.status`, `${q}.final`]),
  'final.validated_by',
  'final.validated_at',
  ...QUESTIONS.flatMap((q) => [`${q}.suggestion`, `${q}.suggestion.score`, `${q}.suggestion.agent`]),
];

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  questions = (await server.owner.get(`/api/v1/datasets/${dataset.id}/questions`)).body.items;
  const q = dataset.questions;
  const [e1, e2, e3] = await createRecords(server, dataset, [
    {
      external_id: 'e1',
      fields: { text: 'the quick brown fox', context: 'animals' },
      metadata: { genre: 'news', words: 10, score: 0.5, secret: 'classified', extra_key: { nested: [1, 2] } },
      suggestions: [
        { question_id: q.label.id, value: 'positive', score: 0.9, agent: 'model-a' },
        { question_id: q.labels.id, value: ['news', 'tech'], score: [0.2, 0.95], agent: 'model-b' },
        { question_id: q.rating.id, value: 3 },
        { question_id: q.ranking.id, value: [{ value: 'third' }, { value: 'first' }, { value: 'second' }] },
        { question_id: q.entities.id, value: [{ start: 4, end: 9, label: 'ORG' }], score: [0.5] },
      ],
      vectors: { emb: [0.1, 0.2, 0.3], small: [1, 0] },
    },
    {
      external_id: 'e2',
      fields: { text: '=SUM(A1:A2) lazy dog' },
      metadata: { genre: 'blog', words: 200 },
      vectors: { emb: [1, 2, 3] },
    },
    { external_id: 'e3', fields: { text: '@handle, "quoted"\r\nand a new line', context: '-1+2' }, metadata: { genre: ['news', 'blog'], score: -2.5 } },
    { fields: { text: 'a record without an external id 😀' } },
  ]);
  await answer(cast.annotator.api, e1, {
    status: 'submitted',
    values: {
      label: { value: 'positive' },
      labels: { value: ['news'] },
      rating: { value: 4 },
      ranking: { value: [{ value: 'second', rank: 1 }, { value: 'first', rank: 2 }, { value: 'third', rank: 3 }] },
      comment: { value: 'great, "really"' },
      entities: { value: [{ start: 0, end: 3, label: 'PER' }] },
    },
  });
  await answer(cast.admin.api, e1, { status: 'draft', values: { label: { value: 'negative' }, rating: { value: 1 } } });
  await answer(cast.annotator.api, e2, { status: 'discarded' });
  await answer(cast.admin.api, e3, { status: 'discarded', values: { label: { value: 'neutral' } } });
  await answer(cast.annotator.api, e3, submitted('negative'));
});
afterAll(() => server.close());

const post = (apiKey: string | null, body: unknown, target: { id: string } = dataset) => fetchRaw(server.api.baseUrl, apiKey, 'POST', exportPath(target), body);
const owner = () => server.ownerUser.apiKey;

/** What the export should hold, from the API's records: the SDK's flattening, without its null values. */
async function expectedRows(vectors = false): Promise<Record<string, unknown>[]> {
  return (await apiRecords(server.owner, dataset, vectors)).map((record) => withoutNulls(sdkFlatten(record, questions)));
}

function expectFile(response: RawResponse, contentType: string, extension: string, total: number): void {
  expect(response.status, response.bytes.toString('utf8').slice(0, 500)).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${dataset.name}-\\d{4}-\\d{2}-\\d{2}\\.${extension}"`));
  expect(response.headers.get('x-gloss-total')).toBe(String(total));
  expect(response.headers.get('cache-control')).toBe('no-store');
}

describe('who may export', () => {
  it('refuses a call without credentials (401), before reading the body', async () => {
    expectUnauthorized(toApi(await post(null, { format: 'jsonl' })));
    expectUnauthorized(toApi(await fetchRaw(server.api.baseUrl, null, 'POST', exportLinksPath(dataset), { format: 'jsonl' })));
  });

  it('answers 404 for an unknown dataset, to anyone signed in, before the role check', async () => {
    expectNotFound(toApi(await post(owner(), { format: 'jsonl' }, { id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
    expectNotFound(toApi(await post(cast.annotator.apiKey, { format: 'jsonl' }, { id: MISSING_ID })));
  });

  it.each(['annotator', 'outsiderAdmin', 'outsiderAnnotator'] as const)('refuses the %s (403)', async (who) => {
    expectForbidden(toApi(await post(cast[who].apiKey, { format: 'csv' })));
    expectForbidden(toApi(await fetchRaw(server.api.baseUrl, cast[who].apiKey, 'POST', exportLinksPath(dataset), { format: 'csv' })));
  });

  it('lets an admin of the workspace and an owner export', async () => {
    expect((await post(cast.admin.apiKey, { format: 'jsonl' })).status).toBe(200);
    expect((await post(owner(), { format: 'jsonl' })).status).toBe(200);
  });
});

describe('what the request may ask', () => {
  it('refuses an unknown or missing format, naming it (422)', async () => {
    expectInvalid(toApi(await post(owner(), { format: 'xlsx' })), ['body', 'format']);
    expectInvalid(toApi(await post(owner(), {})), ['body', 'format']);
    expectInvalid(toApi(await post(owner(), { format: 'csv', include: ['responses'] })), ['body', 'include', 0]);
  });

  it('refuses a filter the search would refuse, with the search’s message (422)', async () => {
    const filters = { and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'nope' }, values: ['a'] }] };
    expectRule(toApi(await post(owner(), { format: 'jsonl', filters })), `Metadata property with name \`nope\` not found in dataset \`${dataset.id}\`.`);
    const badRange = { and: [{ type: 'range', scope: { entity: 'metadata', metadata_property: 'words' } }] };
    expectInvalid(toApi(await post(owner(), { format: 'jsonl', filters: badRange })), ['body', 'filters', 'and', 0]);
  });

  it('refuses a sort and a similarity query, which an export cannot follow (422)', async () => {
    const sort = [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' }];
    expectRule(toApi(await post(owner(), { format: 'jsonl', sort })), /cannot be sorted/);
    const vector = { name: 'emb', value: [1, 2, 3] };
    expectRule(toApi(await post(owner(), { format: 'jsonl', query: { vector } })), /similarity search cannot be exported/);
  });
});

describe('JSON Lines', () => {
  it('holds every record in the order written, one object each, its keys the SDK’s flattened columns', async () => {
    const response = await post(cast.admin.apiKey, { format: 'jsonl' });
    expectFile(response, 'application/x-ndjson; charset=utf-8', 'jsonl', 4);
    const rows = parseJsonLines(response.bytes);
    expect(rows.map((row) => Object.keys(row))).toEqual(rows.map(() => ALL_COLUMNS));
    expect(rows.map(withoutNulls)).toEqual(await expectedRows());
  });

  it('gives each user’s answer with its user and response status at the same place, as the SDK does', async () => {
    const [e1, e2, e3, e4] = parseJsonLines((await post(owner(), { format: 'jsonl' })).bytes);
    expect(e1).toMatchObject({
      id: 'e1',
      'label.responses': ['positive', 'negative'],
      'label.responses.users': [cast.annotator.id, cast.admin.id],
      'label.responses.status': ['submitted', 'draft'],
      'labels.responses': [['news']],
      'rating.responses': [4, 1],
      // A ranking is its values in order, as the SDK gives it.
      'ranking.responses': [['second', 'first', 'third']],
      'ranking.suggestion': ['third', 'first', 'second'],
      'entities.responses': [[{ start: 0, end: 3, label: 'PER' }]],
      'labels.suggestion': ['news', 'tech'],
      'labels.suggestion.score': [0.2, 0.95],
      'rating.suggestion': 3,
      'rating.suggestion.score': null,
      extra_key: { nested: [1, 2] },
      secret: 'classified',
    });
    // A discard without values answers no question; one with values does.
    expect(e2['label.responses']).toBeNull();
    expect(e3['label.responses.status']).toEqual(['discarded', 'submitted']);
    expect(e4).toMatchObject({ id: null, status: 'pending', text: 'a record without an external id 😀', context: null, genre: null });
  });

  it('adds the vectors when asked to, after the metadata', async () => {
    const rows = parseJsonLines((await post(owner(), { format: 'jsonl', include: ['vectors'] })).bytes);
    expect(Object.keys(rows[0]).slice(COLUMNS_BEFORE_QUESTIONS.length, COLUMNS_BEFORE_QUESTIONS.length + 2)).toEqual(['emb', 'small']);
    expect(rows.map(withoutNulls)).toEqual(await expectedRows(true));
  });
});

describe('CSV', () => {
  it('has a header and a line per record (RFC 4180), nested values as JSON, numbers as numbers', async () => {
    const response = await post(owner(), { format: 'csv' });
    expectFile(response, 'text/csv; charset=utf-8; header=present', 'csv', 4);
    const [header, ...lines] = parseCsv(response.bytes.toString('utf8'));
    expect(header).toEqual(ALL_COLUMNS);
    const expected = await expectedRows();
    expect(lines).toHaveLength(expected.length);
    lines.forEach((cells, index) => {
      const row = Object.fromEntries(header.map((name, at) => [name, cells[at]]));
      for (const name of ALL_COLUMNS) {
        const value = expected[index][name];
        const text =
          value === undefined || value === null ? '' : typeof value === 'string' ? value.replace(/^([=+\-@\t\r])/, "'$1") : typeof value === 'number' ? String(value) : JSON.stringify(value);
        expect(row[name], `${name} of record ${index}`).toBe(text);
      }
    });
  });

  it('prefixes a text a spreadsheet would run as a formula with a quote, and quotes commas, quotes and line breaks', async () => {
    const text = (await post(owner(), { format: 'csv' })).bytes.toString('utf8');
    expect(text).toContain(`,'=SUM(A1:A2) lazy dog,`);
    expect(text).toContain(`,"'@handle, ""quoted""\r\nand a new line",'-1+2,`);
    // A negative number stays a number.
    expect(text).toContain(',-2.5,');
  });
});

describe('Parquet', () => {
  it('reads back as the API’s records, with typed columns', async () => {
    const response = await post(owner(), { format: 'parquet', include: ['vectors'] });
    expectFile(response, 'application/vnd.apache.parquet', 'parquet', 4);
    expect(response.bytes.subarray(0, 4).toString('latin1')).toBe('PAR1');
    const rows = await readParquet(response.bytes);
    const expected = await expectedRows(true);
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, index) => {
      const want = expected[index];
      // Terms metadata is text: a list of terms is its JSON text there.
      const genre = want.genre;
      const asStored = { ...want, ...(Array.isArray(genre) ? { genre: JSON.stringify(genre) } : {}), extra_key: JSON.stringify(want.extra_key ?? null) };
      if (want.extra_key === undefined) delete (asStored as Record<string, unknown>).extra_key;
      expect(withoutNulls(row)).toEqual(asStored);
    });
  });
});

describe('only the records a search and filters match', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['a text query', { query: { text: { q: 'quick' } } }],
    ['a text query on one field', { query: { text: { q: 'animals', field: 'context' } } }],
    ['a text query that only excludes', { query: { text: { q: '-fox' } } }],
    ['a metadata term', { filters: { and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'genre' }, values: ['news'] }] } }],
    ['a metadata range', { filters: { and: [{ type: 'range', scope: { entity: 'metadata', metadata_property: 'words' }, ge: 100 }] } }],
    ['anyone’s answer', { filters: { and: [{ type: 'terms', scope: { entity: 'response', question: 'label' }, values: ['negative'] }] } }],
    ['a response status', { filters: { and: [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['discarded'] }] } }],
    ['a suggestion agent', { filters: { and: [{ type: 'terms', scope: { entity: 'suggestion', question: 'label', property: 'agent' }, values: ['model-a'] }] } }],
    [
      'text and a filter',
      {
        query: { text: { q: 'the' } },
        filters: { and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['completed'] }] },
      },
    ],
  ];

  it.each(cases)('%s: the records the admin search finds, in the order written', async (_label, body) => {
    const { ids, total } = await searchIds(server.owner, dataset, body, { admin: true, query: 'limit=1000' });
    const response = await post(owner(), { format: 'jsonl', ...body });
    expect(response.status, response.bytes.toString('utf8')).toBe(200);
    const exported = parseJsonLines(response.bytes).map((row) => row.id);
    const order = (await apiRecords(server.owner, dataset)).map((record) => record.external_id);
    expect(exported).toEqual(order.filter((id) => ids.includes(id as string)));
    expect(response.headers.get('x-gloss-total')).toBe(String(total));
    expect(exported.length).toBe(total);
  });

  it('of a text query that matches nothing, a CSV holds its header only and a Parquet file no rows', async () => {
    const body = { query: { text: { q: 'zebra' } } };
    const csv = await post(owner(), { format: 'csv', ...body });
    expect(parseCsv(csv.bytes.toString('utf8'))).toEqual([ALL_COLUMNS]);
    expect((await post(owner(), { format: 'jsonl', ...body })).bytes.length).toBe(0);
    expect(await readParquet((await post(owner(), { format: 'parquet', ...body })).bytes)).toEqual([]);
  });
});

describe('final answers', () => {
  let reviewed: RecordsDataset;
  let finals: Record<string, any>;
  const FINAL_COLUMNS = [...QUESTIONS.map((q) => `${q}.final`), 'final.validated_by', 'final.validated_at'];
  const exportOf = (format: string) => post(owner(), { format }, reviewed);

  beforeAll(async () => {
    reviewed = await makeRecordsDataset(server, { workspace: cast.workspace });
    const [f1, , f3] = await createRecords(server, reviewed, [
      { external_id: 'f1', fields: { text: 'Ana lives in Paris' } },
      { external_id: 'f2', fields: { text: 'unreviewed' } },
      { external_id: 'f3', fields: { text: 'only a label' } },
    ]);
    await answer(cast.annotator.api, f1, submitted('negative', { rating: 2 }));
    const full = await validate(cast.admin.api, f1, {
      label: 'positive',
      labels: ['news', 'tech'],
      rating: 4,
      ranking: [{ value: 'second', rank: 1 }, { value: 'first', rank: 2 }, { value: 'third', rank: 3 }],
      comment: 'settled, "at last"',
      entities: [{ start: 0, end: 3, label: 'PER' }, { start: 13, end: 18, label: 'LOC' }],
    });
    const labelOnly = await validate(server.owner, f3, { label: 'neutral' });
    finals = { f1: full, f2: null, f3: labelOnly };
  });

  const expected = () => ({
    f1: {
      'label.final': 'positive',
      'labels.final': ['news', 'tech'],
      'rating.final': 4,
      // A ranking as its values in order, as in `.responses`.
      'ranking.final': ['second', 'first', 'third'],
      'comment.final': 'settled, "at last"',
      'entities.final': [{ start: 0, end: 3, label: 'PER' }, { start: 13, end: 18, label: 'LOC' }],
      'final.validated_by': cast.admin.id,
      'final.validated_at': finals.f1.validated_at,
    },
    f2: Object.fromEntries(FINAL_COLUMNS.map((name) => [name, null])),
    f3: {
      ...Object.fromEntries(FINAL_COLUMNS.map((name) => [name, null])),
      'label.final': 'neutral',
      'final.validated_by': server.ownerUser.id,
      'final.validated_at': finals.f3.validated_at,
    },
  });
  // The dataset's records carry no extra metadata key.
  const columns = ALL_COLUMNS.filter((name) => name !== 'extra_key');
  // A Parquet reader leaves a null list out of its row.
  const pick = (row: Record<string, unknown>) => Object.fromEntries(FINAL_COLUMNS.map((name) => [name, row[name] ?? null]));

  it('JSON Lines: each question’s final answer beside its responses, then who validated it and when', async () => {
    const rows = parseJsonLines((await exportOf('jsonl')).bytes);
    expect(Object.keys(rows[0])).toEqual(columns);
    expect(Object.fromEntries(rows.map((row) => [row.id, pick(row)]))).toEqual(expected());
    // The responses stay as they were, beside the final answer.
    expect(rows[0]['label.responses']).toEqual(['negative']);
  });

  it('CSV: the same cells, lists as JSON, null as empty', async () => {
    const [header, ...lines] = parseCsv((await exportOf('csv')).bytes.toString('utf8'));
    expect(header).toEqual(columns);
    const want = expected();
    for (const cells of lines) {
      const row = Object.fromEntries(header.map((name, at) => [name, cells[at]]));
      const wanted = want[row.id as keyof typeof want] as Record<string, unknown>;
      for (const name of FINAL_COLUMNS) {
        const value = wanted[name];
        if (value !== null && typeof value === 'object') expect(JSON.parse(row[name]), `${name} of ${row.id}`).toEqual(value);
        else expect(row[name], `${name} of ${row.id}`).toBe(value === null ? '' : String(value));
      }
    }
  });

  it('Parquet: typed as one response of the question (string, int64, list of string, list of span structs)', async () => {
    const rows = await readParquet((await exportOf('parquet')).bytes);
    expect(Object.fromEntries(rows.map((row) => [row.id, pick(row)]))).toEqual(expected());
  });

  it('follows a reset: the record’s final columns are null again', async () => {
    const records = (await server.owner.get(`/api/v1/datasets/${reviewed.id}/records`)).body.items;
    expect((await server.owner.delete(`/api/v1/records/${records[2].id}/review`)).status).toBe(200);
    const rows = parseJsonLines((await exportOf('jsonl')).bytes);
    expect(pick(rows[2])).toEqual(expected().f2);
  });
});

/** A raw answer as the JSON-reading helpers expect it. */
function toApi(response: RawResponse) {
  return { status: response.status, headers: response.headers, body: response.json() };
}
