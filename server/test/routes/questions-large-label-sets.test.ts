import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../helpers/client.js';
import { expectInvalid, expectNotFound, expectRule } from '../helpers/expectations.js';
import { answer, bulkPath, responsesPath } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Label and multi-label questions with as many options as the server is configured to accept (issue 14).
 * The limit is 50,000 by default (`test/unit/config.test.ts`), which the SDK suite fills end to end
 * (`compat/tests/test_large_label_sets.py`); here a server configured for 5,000 takes the same paths with a
 * tenth of the work, so the tests stay well inside their time on a busy machine.
 */
const MANY = 5_000;

/**
 * `n` distinct label options; `textLength` pads each text and `descriptionLength` adds a description, so the
 * body can grow past the one-entity limit.
 */
const options = (n: number, textLength = 20, descriptionLength = 0) =>
  Array.from({ length: n }, (_, index) => ({
    value: `label-${index}`,
    text: `Label ${index} `.padEnd(textLength, '.'),
    ...(descriptionLength > 0 ? { description: `About ${index} `.padEnd(descriptionLength, '.') } : {}),
  }));
const questionsOf = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/questions`;
const questionPath = (question: { id: string }) => `/api/v1/questions/${question.id}`;
/** Compared as text: a deep comparison of 50,000 objects takes vitest seconds, and its diff would be unreadable. */
const expectSameJson = (actual: unknown, expected: unknown) => expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));

describe('at the configured limit of label options (5,000 here)', () => {
  let server: TestServer;
  let workspace: { id: string };
  beforeAll(async () => {
    server = await startTestServer({ GLOSS_MAX_LABEL_OPTIONS: String(MANY) });
    workspace = await server.factory.workspace();
  });
  afterAll(() => server.close());

  /** A draft dataset with a text field, a label question (of `labelOptions`) and a multi-label one of `MANY` options each. */
  async function largeDataset(labelOptions = options(MANY)) {
    const dataset = await server.factory.dataset({ workspace });
    await server.factory.field(dataset, { name: 'text' });
    const label = await server.factory.question(dataset, {
      name: 'label',
      settings: { type: 'label_selection', options: labelOptions },
    });
    const tags = await server.factory.question(dataset, {
      name: 'tags',
      required: false,
      settings: { type: 'multi_label_selection', options: options(MANY) },
    });
    return { dataset, label, tags };
  }

  // The body must pass 4 MiB, whatever the option count: the megabytes, sent, stored and read back twice, take
  // a few seconds on a busy machine, hence the longer limit.
  it('accepts them all, in a body past the one-entity limit, and returns them in order', { timeout: 60_000 }, async () => {
    // Texts of 400 characters and descriptions of 500 make the label question's body about 4.8 MB, over the
    // 4 MiB that holds other entities (a question's body may hold 2 KiB per option the limit allows).
    const padded = options(MANY, 400, 500);
    expect(JSON.stringify({ settings: { options: padded } }).length).toBeGreaterThan(4 * 1024 * 1024);
    const { dataset, label, tags } = await largeDataset(padded);
    expectSameJson(label.settings, { type: 'label_selection', options: padded, visible_options: null });
    expect(tags.settings.options).toHaveLength(MANY);
    expect(tags.settings.options[MANY - 1]).toEqual({ ...options(MANY)[MANY - 1], description: null });

    const listed = await server.owner.get(questionsOf(dataset));
    expect(listed.status).toBe(200);
    expectSameJson(listed.body.items, [label, tags]);
  });

  it('reorders them, and the new order is what every read returns', async () => {
    const { dataset, label, tags } = await largeDataset();
    const reversed = [...label.settings.options].reverse();
    const updated = await server.owner.patch(questionPath(label), { settings: { type: 'label_selection', options: reversed } });
    expect(updated.status, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
    expectSameJson(updated.body.settings.options, reversed);

    const rotated = [...tags.settings.options.slice(1), tags.settings.options[0]];
    const multi = await server.owner.patch(questionPath(tags), { settings: { type: 'multi_label_selection', options: rotated } });
    expect(multi.status).toBe(200);
    expectSameJson(multi.body.settings.options, rotated);

    const listed = await server.owner.get(questionsOf(dataset));
    expectSameJson(listed.body.items.map((q: any) => q.settings.options), [reversed, rotated]);
    // Values stay fixed: a list with one value changed is refused whatever its length.
    const renamed = reversed.map((option, index) => (index === 0 ? { ...option, value: 'new-value' } : option));
    expectRule(
      await server.owner.patch(questionPath(label), { settings: { type: 'label_selection', options: renamed } }),
      `the option values cannot be modified. found unexpected option values: ["new-value"]`,
    );
  });

  it('checks responses and suggestions against the options, record by record, in bulk and one by one', async () => {
    const { dataset, label, tags } = await largeDataset();
    expect((await server.owner.put(`/api/v1/datasets/${dataset.id}/publish`)).status).toBe(200);

    const items = Array.from({ length: 50 }, (_, i) => ({
      external_id: `r-${i}`,
      fields: { text: `record ${i}` },
      suggestions: [
        { question_id: label.id, value: `label-${MANY - 1 - i}`, score: 0.5 },
        { question_id: tags.id, value: [`label-${i}`, `label-${i + 4_000}`], score: [0.9, 0.1] },
      ],
      responses: [{ user_id: server.ownerUser.id, status: 'submitted', values: { label: { value: `label-${i * 99}` } } }],
    }));
    const written = await server.owner.put(bulkPath(dataset), { items });
    expect(written.status, JSON.stringify(written.body).slice(0, 300)).toBe(200);
    const records = written.body.items;
    expect(records).toHaveLength(50);

    // One value outside the options refuses the whole write, with Argilla's message.
    const unknownSuggestion = await server.owner.put(bulkPath(dataset), {
      items: [{ external_id: 'bad', fields: { text: 'x' }, suggestions: [{ question_id: tags.id, value: ['label-1', `label-${MANY}`] }] }],
    });
    expect(unknownSuggestion.status).toBe(422);
    expect(unknownSuggestion.body.detail).toContain(`['label-${MANY}'] are not valid labels for multi label selection question with name='tags'`);

    const search = await server.owner.post(`/api/v1/datasets/${dataset.id}/records/search?include=suggestions&include=responses`, {
      filters: { and: [{ type: 'terms', scope: { entity: 'suggestion', question: 'label', property: 'value' }, values: [`label-${MANY - 1}`] }] },
    });
    expect(search.status).toBe(200);
    expect(search.body.items.map((item: any) => item.record.external_id)).toEqual(['r-0']);

    const as = (await server.factory.user('annotator', { workspaces: [workspace] })).api;
    const last = `label-${MANY - 1}`;
    const submitted = await answer(as, records[1], { status: 'submitted', values: { label: { value: last }, tags: { value: ['label-0'] } } });
    expect(submitted.values).toEqual({ label: { value: last }, tags: { value: ['label-0'] } });
    const refused = await as.post(responsesPath(records[2]), { status: 'submitted', values: { label: { value: `label-${MANY}` } } });
    expectRule(refused, new RegExp(`^'label-${MANY}' is not a valid label for label selection question\\.\\nValid labels are: \\['label-0', 'label-1', `));

    const bulk = await as.post('/api/v1/me/responses/bulk', {
      items: records.slice(3, 13).map((record: { id: string }, i: number) => ({
        record_id: record.id,
        status: 'submitted',
        values: { label: { value: `label-${i * 400}` }, tags: { value: i === 9 ? ['label-1', 'nope'] : [`label-${i}`] } },
      })),
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.items.slice(0, 9).every((item: any) => item.item !== null && item.error === null)).toBe(true);
    expect(bulk.body.items[9].error.detail).toContain("['nope'] are not valid labels");
  });
});

describe('with a configured limit (GLOSS_MAX_LABEL_OPTIONS)', () => {
  let server: TestServer;
  let dataset: { id: string };
  beforeAll(async () => {
    server = await startTestServer({ GLOSS_MAX_LABEL_OPTIONS: '3' });
    dataset = await server.factory.dataset();
    await server.factory.field(dataset, { name: 'text' });
  });
  afterAll(() => server.close());

  /** The schema's failure for a list over the limit: the same code, place and wording as the contract's. */
  function expectTooMany(response: ApiResponse, limit: number): void {
    expectInvalid(response, ['body', 'settings', 'options']);
    expect(response.body.detail.params.errors).toEqual([
      { type: 'too_big', loc: ['body', 'settings', 'options'], msg: `Too big: expected array to have <=${limit} items` },
    ]);
  }

  it('refuses more label or multi-label options on create with 422, naming settings.options', async () => {
    for (const type of ['label_selection', 'multi_label_selection']) {
      const body = { name: `q-${type}`, title: 'Q', settings: { type, options: options(4) } };
      expectTooMany(await server.owner.post(questionsOf(dataset), body), 3);
      const accepted = await server.owner.post(questionsOf(dataset), { ...body, settings: { type, options: options(3) } });
      expect(accepted.status).toBe(201);
    }
  });

  it('refuses them on update too, once the question is found (it is looked up before its body is read)', async () => {
    const { body: listed } = await server.owner.get(questionsOf(dataset));
    const question = listed.items.find((q: any) => q.settings.type === 'label_selection');
    expectTooMany(await server.owner.patch(questionPath(question), { settings: { type: 'label_selection', options: options(4) } }), 3);
    expectNotFound(
      await server.owner.patch('/api/v1/questions/00000000-0000-4000-8000-000000000000', { settings: { type: 'multi_label_selection', options: options(5) } }),
    );
    const reordered = await server.owner.patch(questionPath(question), { settings: { type: 'label_selection', options: options(3).reverse() } });
    expect(reordered.status).toBe(200);
  });

  it('leaves the other option lists to their own limits', async () => {
    const span = await server.owner.post(questionsOf(dataset), {
      name: 'span',
      title: 'Span',
      settings: { type: 'span', field: 'text', options: options(500) },
    });
    expect(span.status).toBe(201);
    const ranking = await server.owner.post(questionsOf(dataset), { name: 'ranking', title: 'R', settings: { type: 'ranking', options: options(10) } });
    expect(ranking.status).toBe(201);
  });
});
