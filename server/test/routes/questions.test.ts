import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../helpers/client.js';
import {
  MISSING_ID,
  expectConflict,
  expectForbidden,
  expectId,
  expectInvalid,
  expectNotFound,
  expectRule,
  expectTimestamp,
  expectUnauthorized,
} from '../helpers/expectations.js';
import { type MadeUser, unique } from '../helpers/factories.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
/** An admin and an annotator who are members of `workspace`. */
let admin: MadeUser;
let annotator: MadeUser;
/** An admin and an annotator of another workspace only. */
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
});
afterAll(() => server.close());

const draft = () => server.factory.dataset({ workspace });
const published = () => server.factory.dataset({ workspace, published: true });
const questionsOf = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/questions`;
const questionPath = (question: { id: string }) => `/api/v1/questions/${question.id}`;

/** `n` distinct label options `{value, text}`. */
const options = (n: number, prefix = 'opt') =>
  Array.from({ length: n }, (_, index) => ({ value: `${prefix}-${index}`, text: `Option ${index}` }));
const ratings = (values: number[]) => values.map((value) => ({ value }));
const label = (extra: Record<string, unknown> = {}) => ({ type: 'label_selection', options: options(3), ...extra });
const newQuestion = (extra: Record<string, unknown> = {}) => ({
  name: unique('question'),
  title: 'A question',
  required: true,
  settings: label(),
  ...extra,
});

/** A request-schema failure one of whose messages contains `text`. */
function expectInvalidMessage(response: ApiResponse, text: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.detail.code).toBe('argilla.api.errors::ValidationError');
  const messages = response.body.detail.params.errors.map((error: { msg: string }) => error.msg);
  expect(messages.some((message: string) => message.includes(text)), JSON.stringify(messages)).toBe(true);
}

/** A request-schema failure located somewhere under `prefix`. */
function expectInvalidUnder(response: ApiResponse, prefix: (string | number)[]): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.detail.code).toBe('argilla.api.errors::ValidationError');
  const locations: unknown[][] = response.body.detail.params.errors.map((error: { loc: unknown[] }) => error.loc);
  const found = locations.some((loc) => prefix.every((segment, index) => loc[index] === segment));
  expect(found, JSON.stringify(locations)).toBe(true);
}

describe('GET /api/v1/datasets/{dataset_id}/questions', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get(questionsOf(await draft())));
  });

  it('rejects a malformed dataset id and answers 404 for an unknown one', async () => {
    expectInvalid(await server.owner.get('/api/v1/datasets/nope/questions'), ['path', 'dataset_id']);
    expectNotFound(await server.owner.get(questionsOf({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
  });

  it('is forbidden to users who are not members of the workspace', async () => {
    const dataset = await draft();
    expectForbidden(await outsiderAdmin.api.get(questionsOf(dataset)));
    expectForbidden(await outsiderAnnotator.api.get(questionsOf(dataset)));
  });

  it('lists the questions in creation order to the owner and to members of any role', async () => {
    const dataset = await draft();
    const first = await server.factory.question(dataset, { name: 'zz' });
    const second = await server.factory.question(dataset, { name: 'aa', settings: { type: 'text' } });
    const third = await server.factory.question(dataset, { name: 'mm', settings: { type: 'rating', options: ratings([1, 2]) } });
    await server.factory.question(undefined, { name: 'zz' });
    for (const caller of [server.owner, admin.api, annotator.api]) {
      const response = await caller.get(questionsOf(dataset));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: [first, second, third] });
    }
  });
});

describe('POST /api/v1/datasets/{dataset_id}/questions: validation', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await draft();
  });
  const post = (body: unknown) => server.owner.post(questionsOf(dataset), body);

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post(questionsOf(dataset), newQuestion()));
  });

  it.each(['name', 'title', 'settings'])('names the missing %s', async (key) => {
    const body: Record<string, unknown> = newQuestion();
    delete body[key];
    const response = await post(body);
    expect(response.body.detail.params.errors).toContainEqual({ type: 'missing', loc: ['body', key], msg: 'Field required' });
  });

  it.each([['Upper'], ['has space'], ['a.b'], ['__'], ['-'], [''], ['q'.repeat(201)]])('rejects the name %j', async (name) => {
    expectInvalid(await post(newQuestion({ name })), ['body', 'name']);
  });

  it('rejects bad titles and descriptions', async () => {
    expectInvalid(await post(newQuestion({ title: '' })), ['body', 'title']);
    expectInvalid(await post(newQuestion({ title: 't'.repeat(501) })), ['body', 'title']);
    expectInvalid(await post(newQuestion({ description: '' })), ['body', 'description']);
    expectInvalid(await post(newQuestion({ description: 'd'.repeat(1001) })), ['body', 'description']);
  });

  it('rejects an unknown or missing settings type', async () => {
    expectInvalidUnder(await post(newQuestion({ settings: { type: 'dropdown', options: options(2) } })), ['body', 'settings']);
    expectInvalidUnder(await post(newQuestion({ settings: { options: options(2) } })), ['body', 'settings']);
  });

  it('checks rating options: values 0..10, integers, 2..11 of them, unique', async () => {
    const rating = (values: number[]) => newQuestion({ settings: { type: 'rating', options: ratings(values) } });
    expectInvalid(await post(rating([0, 11])), ['body', 'settings', 'options', 1, 'value']);
    expectInvalid(await post(rating([-1, 1])), ['body', 'settings', 'options', 0, 'value']);
    expectInvalid(await post(rating([1.5, 2])), ['body', 'settings', 'options', 0, 'value']);
    expectInvalid(await post(rating([1])), ['body', 'settings', 'options']);
    expectInvalid(await post(rating([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10])), ['body', 'settings', 'options']);
    const duplicated = await post(rating([1, 2, 2]));
    expectInvalid(duplicated, ['body', 'settings', 'options']);
    expectInvalidMessage(duplicated, 'Option values must be unique, found duplicates');
    expectInvalid(await post(newQuestion({ settings: { type: 'rating' } })), ['body', 'settings', 'options']);
  });

  // The upper bound of label and multi-label options is the server's configured one (questions-large-label-sets.test.ts).
  it('checks label options: at least 2 of them, value 1..200, text 1..500, description 1..1000, unique', async () => {
    const withOptions = (list: unknown[]) => newQuestion({ settings: label({ options: list }) });
    expectInvalid(await post(withOptions(options(1))), ['body', 'settings', 'options']);
    expectInvalid(await post(withOptions([{ value: '', text: 'A' }, ...options(2)])), ['body', 'settings', 'options', 0, 'value']);
    expectInvalid(
      await post(withOptions([{ value: 'v'.repeat(201), text: 'A' }, ...options(2)])),
      ['body', 'settings', 'options', 0, 'value'],
    );
    expectInvalid(await post(withOptions([{ value: 'a', text: '' }, ...options(2)])), ['body', 'settings', 'options', 0, 'text']);
    expectInvalid(await post(withOptions([{ value: 'a' }, ...options(2)])), ['body', 'settings', 'options', 0, 'text']);
    expectInvalid(
      await post(withOptions([{ value: 'a', text: 't'.repeat(501) }, ...options(2)])),
      ['body', 'settings', 'options', 0, 'text'],
    );
    expectInvalid(
      await post(withOptions([{ value: 'a', text: 'A', description: '' }, ...options(2)])),
      ['body', 'settings', 'options', 0, 'description'],
    );
    expectInvalid(
      await post(withOptions([{ value: 'a', text: 'A', description: 'd'.repeat(1001) }, ...options(2)])),
      ['body', 'settings', 'options', 0, 'description'],
    );
    const duplicated = await post(withOptions([{ value: 'a', text: 'A' }, { value: 'a', text: 'B' }]));
    expectInvalid(duplicated, ['body', 'settings', 'options']);
    expectInvalidMessage(duplicated, 'Option values must be unique, found duplicates');
  });

  it('checks visible_options: at least 3 and at most the number of options', async () => {
    expectInvalid(await post(newQuestion({ settings: label({ visible_options: 2 }) })), ['body', 'settings', 'visible_options']);
    const tooMany = await post(newQuestion({ settings: label({ visible_options: 4 }) }));
    expectInvalid(tooMany, ['body', 'settings', 'visible_options']);
    expectInvalidMessage(tooMany, "the value for 'visible_options' must be less or equal to the number of items in 'options' (3)");
    expectInvalid(
      await post(newQuestion({ settings: { type: 'multi_label_selection', options: options(3), visible_options: 2 } })),
      ['body', 'settings', 'visible_options'],
    );
    expectInvalid(
      await post(
        newQuestion({ settings: { type: 'span', field: 'text', options: options(3), visible_options: 4 } }),
      ),
      ['body', 'settings', 'visible_options'],
    );
  });

  it('checks multi-label options and options_order', async () => {
    const multi = (extra: Record<string, unknown>) =>
      newQuestion({ settings: { type: 'multi_label_selection', options: options(2), ...extra } });
    expectInvalid(await post(multi({ options: options(1) })), ['body', 'settings', 'options']);
    expectInvalid(await post(multi({ options_order: 'random' })), ['body', 'settings', 'options_order']);
  });

  it('checks ranking options: 2..50 of them, unique', async () => {
    const ranking = (list: unknown[]) => newQuestion({ settings: { type: 'ranking', options: list } });
    expectInvalid(await post(ranking(options(1))), ['body', 'settings', 'options']);
    expectInvalid(await post(ranking(options(51))), ['body', 'settings', 'options']);
    expectInvalid(await post(ranking([{ value: 'x', text: 'X' }, { value: 'x', text: 'Y' }])), ['body', 'settings', 'options']);
  });

  it('checks span settings: a field name, 1..500 unique options', async () => {
    const span = (extra: Record<string, unknown>) =>
      newQuestion({ settings: { type: 'span', field: 'text', options: options(2), ...extra } });
    expectInvalid(await post(span({ options: [] })), ['body', 'settings', 'options']);
    expectInvalid(await post(span({ options: options(501) })), ['body', 'settings', 'options']);
    expectInvalid(await post(span({ options: [{ value: 'x', text: 'X' }, { value: 'x', text: 'Y' }] })), [
      'body',
      'settings',
      'options',
    ]);
    expectInvalid(await post(span({ field: 'Not A Name' })), ['body', 'settings', 'field']);
    const body = span({});
    delete (body.settings as Record<string, unknown>).field;
    expectInvalid(await post(body), ['body', 'settings', 'field']);
    expectInvalid(await post(span({ allow_overlapping: 'yes' })), ['body', 'settings', 'allow_overlapping']);
  });

  it('checks text settings', async () => {
    expectInvalid(await post(newQuestion({ settings: { type: 'text', use_markdown: 'no' } })), ['body', 'settings', 'use_markdown']);
  });

  it('decides who may call before the body is read: an annotator is refused whatever it holds', async () => {
    expectForbidden(await annotator.api.post(questionsOf(dataset), newQuestion({ name: 'Bad' })));
    expectInvalid(await server.owner.post(questionsOf(dataset), newQuestion({ name: 'Bad' })), ['body', 'name']);
  });
});

describe('POST /api/v1/datasets/{dataset_id}/questions', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await draft();
  });
  const post = (body: unknown) => server.owner.post(questionsOf(dataset), body);

  it('answers 404 for an unknown dataset', async () => {
    expectNotFound(
      await server.owner.post(questionsOf({ id: MISSING_ID }), newQuestion()),
      `Dataset with id \`${MISSING_ID}\` not found`,
    );
  });

  it('is forbidden to annotators, even members, and to admins of other workspaces', async () => {
    expectForbidden(await annotator.api.post(questionsOf(dataset), newQuestion()));
    expectForbidden(await outsiderAnnotator.api.post(questionsOf(dataset), newQuestion()));
    expectForbidden(await outsiderAdmin.api.post(questionsOf(dataset), newQuestion()));
  });

  it('creates a label question with defaults, ignoring the extra keys the SDK sends', async () => {
    const body: Record<string, unknown> = {
      ...newQuestion({ settings: label({ options: [{ value: 'a', text: 'A' }, { value: 'b', text: 'B', description: 'Bee' }] }) }),
      id: null,
      dataset_id: MISSING_ID,
      inserted_at: null,
    };
    delete body.required;
    const response = await admin.api.post(questionsOf(dataset), body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(
      ['dataset_id', 'description', 'id', 'inserted_at', 'name', 'required', 'settings', 'title', 'updated_at'].sort(),
    );
    expect(response.body).toMatchObject({
      name: body.name,
      title: 'A question',
      description: null,
      required: false,
      dataset_id: dataset.id,
    });
    expect(response.body.settings).toEqual({
      type: 'label_selection',
      options: [
        { value: 'a', text: 'A', description: null },
        { value: 'b', text: 'B', description: 'Bee' },
      ],
      visible_options: null,
    });
    expectId(response.body.id);
    expectTimestamp(response.body.inserted_at);
    expectTimestamp(response.body.updated_at);
  });

  it('stores a description and a null required as false', async () => {
    const response = await post(newQuestion({ description: 'Pick one', required: null }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ description: 'Pick one', required: false });
  });

  it('echoes the settings of every type', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ type: 'text' }, { type: 'text', use_markdown: false }],
      [{ type: 'text', use_markdown: true }, { type: 'text', use_markdown: true }],
      [
        { type: 'rating', options: ratings([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) },
        { type: 'rating', options: ratings([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) },
      ],
      [
        { type: 'label_selection', options: options(3), visible_options: 3 },
        { type: 'label_selection', options: options(3).map((o) => ({ ...o, description: null })), visible_options: 3 },
      ],
      [
        { type: 'multi_label_selection', options: options(2) },
        {
          type: 'multi_label_selection',
          options: options(2).map((o) => ({ ...o, description: null })),
          visible_options: null,
          options_order: 'natural',
        },
      ],
      [
        { type: 'multi_label_selection', options: options(4), visible_options: 4, options_order: 'suggestion' },
        {
          type: 'multi_label_selection',
          options: options(4).map((o) => ({ ...o, description: null })),
          visible_options: 4,
          options_order: 'suggestion',
        },
      ],
      [
        { type: 'ranking', options: options(50) },
        { type: 'ranking', options: options(50).map((o) => ({ ...o, description: null })) },
      ],
      [
        { type: 'label_selection', options: options(500) },
        { type: 'label_selection', options: options(500).map((o) => ({ ...o, description: null })), visible_options: null },
      ],
    ];
    for (const [settings, expected] of cases) {
      const response = await post(newQuestion({ settings }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.settings).toEqual(expected);
    }
  });

  it('creates a span question on an existing field, with the character-annotation flag', async () => {
    const target = await server.factory.field(dataset);
    const response = await post(newQuestion({ settings: { type: 'span', field: target.name, options: options(1) } }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.settings).toEqual({
      type: 'span',
      field: target.name,
      options: [{ value: 'opt-0', text: 'Option 0', description: null }],
      visible_options: null,
      allow_overlapping: false,
      allow_character_annotation: true,
    });
    const listed = await server.owner.get(questionsOf(dataset));
    expect(listed.body.items).toContainEqual(response.body);
  });

  it('accepts 500 span options and an explicit overlap flag', async () => {
    const target = await server.factory.field(dataset);
    const response = await post(
      newQuestion({ settings: { type: 'span', field: target.name, options: options(500), visible_options: 3, allow_overlapping: true } }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.settings).toMatchObject({ visible_options: 3, allow_overlapping: true, allow_character_annotation: true });
    expect(response.body.settings.options).toHaveLength(500);
  });

  it('refuses a span question on a missing field, listing the valid ones', async () => {
    const own = await draft();
    const a = await server.factory.field(own, { name: 'text-a' });
    const b = await server.factory.field(own, { name: 'text-b' });
    expectRule(
      await server.owner.post(questionsOf(own), newQuestion({ settings: { type: 'span', field: 'missing', options: options(2) } })),
      `'missing' is not a valid field name.\nValid field names are ['${a.name}', '${b.name}']`,
    );
    const empty = await draft();
    expectRule(
      await server.owner.post(questionsOf(empty), newQuestion({ settings: { type: 'span', field: 'text', options: options(2) } })),
      `'text' is not a valid field name.\nValid field names are []`,
    );
  });

  it('allows one span question per field', async () => {
    const target = await server.factory.field(dataset);
    const first = await server.factory.question(dataset, { settings: { type: 'span', field: target.name, options: options(2) } });
    expectRule(
      await post(newQuestion({ settings: { type: 'span', field: target.name, options: options(2) } })),
      `'${target.name}' is already used by span question with id '${first.id}'`,
    );
  });

  it('answers 409 for a name taken in the same dataset only', async () => {
    const body = newQuestion();
    expect((await post(body)).status).toBe(201);
    expectConflict(
      await post({ ...body, settings: { type: 'text' } }),
      `Question with name \`${body.name}\` already exists for dataset with id \`${dataset.id}\``,
    );
    expect((await server.owner.post(questionsOf(await draft()), body)).status).toBe(201);
    // fields live in another namespace
    await server.factory.field(dataset, { name: body.name });
  });

  it('refuses to add a question to a published dataset', async () => {
    const ready = await published();
    expectRule(await server.owner.post(questionsOf(ready), newQuestion()), 'questions cannot be created for a published dataset');
    expectRule(await admin.api.post(questionsOf(ready), newQuestion()), 'questions cannot be created for a published dataset');
  });
});

describe('PATCH /api/v1/questions/{question_id}', () => {
  let dataset: { id: string };
  beforeAll(async () => {
    dataset = await draft();
  });
  const make = (extra: Record<string, unknown> = {}) => server.factory.question(dataset, extra);

  it('needs credentials', async () => {
    const question = await make();
    expectUnauthorized(await server.api.patch(questionPath(question), { title: 'X' }));
  });

  it('rejects a malformed id and answers 404 for an unknown one, before checking rights', async () => {
    expectInvalid(await server.owner.patch('/api/v1/questions/nope', { title: 'X' }), ['path', 'question_id']);
    const message = `Question with id \`${MISSING_ID}\` not found`;
    expectNotFound(await server.owner.patch(`/api/v1/questions/${MISSING_ID}`, { title: 'X' }), message);
    expectNotFound(await outsiderAdmin.api.patch(`/api/v1/questions/${MISSING_ID}`, { title: 'X' }), message);
  });

  it('is forbidden to annotators and to admins of other workspaces', async () => {
    const question = await make();
    expectForbidden(await annotator.api.patch(questionPath(question), { title: 'X' }));
    expectForbidden(await outsiderAnnotator.api.patch(questionPath(question), { title: 'X' }));
    expectForbidden(await outsiderAdmin.api.patch(questionPath(question), { title: 'X' }));
  });

  it('refuses null for non-nullable keys, naming them, but lets description be null', async () => {
    const question = await make({ description: 'Something' });
    const response = await server.owner.patch(questionPath(question), { title: null, required: null, settings: null });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain('The following keys must have non-null values: title, required, settings');
    const cleared = await server.owner.patch(questionPath(question), { description: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.description).toBeNull();
  });

  it('validates titles, descriptions and settings', async () => {
    const question = await make();
    const path = questionPath(question);
    expectInvalid(await server.owner.patch(path, { title: '' }), ['body', 'title']);
    expectInvalid(await server.owner.patch(path, { title: 't'.repeat(501) }), ['body', 'title']);
    expectInvalid(await server.owner.patch(path, { description: '' }), ['body', 'description']);
    expectInvalid(await server.owner.patch(path, { description: 'd'.repeat(1001) }), ['body', 'description']);
    expectInvalidUnder(await server.owner.patch(path, { settings: { type: 'dropdown' } }), ['body', 'settings']);
    expectInvalid(
      await server.owner.patch(path, { settings: { type: 'label_selection', visible_options: 2 } }),
      ['body', 'settings', 'visible_options'],
    );
  });

  it('updates title, description and required', async () => {
    const question = await make({ required: true });
    const response = await admin.api.patch(questionPath(question), { title: 'New', description: 'Described', required: false });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      ...question,
      title: 'New',
      description: 'Described',
      required: false,
      updated_at: response.body.updated_at,
    });
    expectTimestamp(response.body.updated_at);
    expect(response.body.updated_at >= question.updated_at).toBe(true);
  });

  it('refuses to change the question type', async () => {
    const question = await make();
    expectRule(
      await server.owner.patch(questionPath(question), { settings: { type: 'rating' } }),
      "question type cannot be changed. expected 'label_selection' but got 'rating'",
    );
    const text = await make({ settings: { type: 'text' } });
    expectRule(
      await server.owner.patch(questionPath(text), { settings: { type: 'label_selection', options: options(2) } }),
      "question type cannot be changed. expected 'text' but got 'label_selection'",
    );
  });

  it('updates use_markdown of a text question', async () => {
    const question = await make({ settings: { type: 'text' } });
    const response = await server.owner.patch(questionPath(question), { settings: { type: 'text', use_markdown: true } });
    expect(response.status).toBe(200);
    expect(response.body.settings).toEqual({ type: 'text', use_markdown: true });
  });

  it('lets label options change texts, descriptions and order, but not values or count', async () => {
    const question = await make({ settings: label({ options: options(3) }) });
    const reordered = [
      { value: 'opt-2', text: 'Two', description: 'The third' },
      { value: 'opt-0', text: 'Zero' },
      { value: 'opt-1', text: 'One' },
    ];
    const response = await server.owner.patch(questionPath(question), { settings: { type: 'label_selection', options: reordered } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.settings).toEqual({
      type: 'label_selection',
      options: [
        { value: 'opt-2', text: 'Two', description: 'The third' },
        { value: 'opt-0', text: 'Zero', description: null },
        { value: 'opt-1', text: 'One', description: null },
      ],
      visible_options: null,
    });
    expectRule(
      await server.owner.patch(questionPath(question), { settings: { type: 'label_selection', options: options(4) } }),
      'the number of options cannot be modified. expected 3 but got 4',
    );
    expectRule(
      await server.owner.patch(questionPath(question), { settings: { type: 'label_selection', options: options(2) } }),
      'the number of options cannot be modified. expected 3 but got 2',
    );
    expectRule(
      await server.owner.patch(questionPath(question), {
        settings: { type: 'label_selection', options: [...options(2), { value: 'renamed', text: 'R' }] },
      }),
      /^the option values cannot be modified\. found unexpected option values: \[.*renamed.*\]$/,
    );
    const unchanged = await server.owner.get(questionsOf(dataset));
    expect(unchanged.body.items.find((item: { id: string }) => item.id === question.id).settings).toEqual(response.body.settings);
  });

  it('applies the option rules to multi-label and span questions too', async () => {
    const multi = await make({ settings: { type: 'multi_label_selection', options: options(3) } });
    expectRule(
      await server.owner.patch(questionPath(multi), { settings: { type: 'multi_label_selection', options: options(4) } }),
      'the number of options cannot be modified. expected 3 but got 4',
    );
    expectRule(
      await server.owner.patch(questionPath(multi), {
        settings: { type: 'multi_label_selection', options: options(3, 'other') },
      }),
      /^the option values cannot be modified\. found unexpected option values: /,
    );
    const ordered = await server.owner.patch(questionPath(multi), {
      settings: { type: 'multi_label_selection', options_order: 'suggestion', visible_options: 3 },
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.settings).toMatchObject({ options_order: 'suggestion', visible_options: 3 });
    expect(ordered.body.settings.options).toHaveLength(3);

    const target = await server.factory.field(dataset);
    const span = await make({ settings: { type: 'span', field: target.name, options: options(2) } });
    expectRule(
      await server.owner.patch(questionPath(span), { settings: { type: 'span', options: options(1) } }),
      'the number of options cannot be modified. expected 2 but got 1',
    );
    expectRule(
      await server.owner.patch(questionPath(span), { settings: { type: 'span', options: options(2, 'new') } }),
      /^the option values cannot be modified\. found unexpected option values: /,
    );
    const retexted = await server.owner.patch(questionPath(span), {
      settings: { type: 'span', options: [{ value: 'opt-1', text: 'B' }, { value: 'opt-0', text: 'A' }] },
    });
    expect(retexted.status, JSON.stringify(retexted.body)).toBe(200);
    expect(retexted.body.settings).toEqual({
      type: 'span',
      field: target.name,
      options: [
        { value: 'opt-1', text: 'B', description: null },
        { value: 'opt-0', text: 'A', description: null },
      ],
      visible_options: null,
      allow_overlapping: false,
      allow_character_annotation: true,
    });
  });

  it('updates visible_options up to the number of options', async () => {
    const question = await make({ settings: label({ options: options(4) }) });
    const set = await server.owner.patch(questionPath(question), { settings: { type: 'label_selection', visible_options: 4 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.settings.visible_options).toBe(4);
    expectRule(
      await server.owner.patch(questionPath(question), { settings: { type: 'label_selection', visible_options: 5 } }),
      "the value for 'visible_options' must be less or equal to the number of items in 'options' (4)",
    );
    const cleared = await server.owner.patch(questionPath(question), { settings: { type: 'label_selection', visible_options: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.settings.visible_options).toBeNull();
  });

  it('keeps rating and ranking settings frozen, ignoring resent options', async () => {
    const rating = await make({ settings: { type: 'rating', options: ratings([1, 2, 3]) } });
    const ratingResponse = await server.owner.patch(questionPath(rating), {
      title: 'Rated',
      settings: { type: 'rating', options: ratings([1, 2, 3, 4, 5]) },
    });
    expect(ratingResponse.status, JSON.stringify(ratingResponse.body)).toBe(200);
    expect(ratingResponse.body.title).toBe('Rated');
    expect(ratingResponse.body.settings).toEqual(rating.settings);

    const ranking = await make({ settings: { type: 'ranking', options: options(3) } });
    const rankingResponse = await server.owner.patch(questionPath(ranking), {
      settings: { type: 'ranking', options: options(5, 'other') },
    });
    expect(rankingResponse.status, JSON.stringify(rankingResponse.body)).toBe(200);
    expect(rankingResponse.body.settings).toEqual(ranking.settings);
  });

  it('lets span overlap be switched on but not off', async () => {
    const target = await server.factory.field(dataset);
    const span = await make({ settings: { type: 'span', field: target.name, options: options(2) } });
    const stillOff = await server.owner.patch(questionPath(span), { settings: { type: 'span', allow_overlapping: false } });
    expect(stillOff.status, JSON.stringify(stillOff.body)).toBe(200);
    expect(stillOff.body.settings.allow_overlapping).toBe(false);
    const on = await server.owner.patch(questionPath(span), { settings: { type: 'span', allow_overlapping: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.settings).toMatchObject({ allow_overlapping: true, field: target.name, allow_character_annotation: true });
    expectRule(
      await server.owner.patch(questionPath(span), { settings: { type: 'span', allow_overlapping: false } }),
      "'allow_overlapping' can't be disabled because responses may become inconsistent",
    );
    const keptOn = await server.owner.patch(questionPath(span), { settings: { type: 'span', allow_overlapping: true } });
    expect(keptOn.status).toBe(200);
  });

  it('accepts the full objects the server returned, as the SDK sends them, unchanged', async () => {
    const target = await server.factory.field(dataset);
    const made = [
      await make({ settings: { type: 'text' } }),
      await make({ settings: { type: 'rating', options: ratings([1, 2, 3]) } }),
      await make({ settings: label({ visible_options: 3 }) }),
      await make({ settings: { type: 'multi_label_selection', options: options(3), options_order: 'suggestion' } }),
      await make({ settings: { type: 'ranking', options: options(3) } }),
      await make({ settings: { type: 'span', field: target.name, options: options(3), allow_overlapping: true } }),
    ];
    for (const question of made) {
      const response = await server.owner.patch(questionPath(question), question);
      expect(response.status, `${question.settings.type}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body).toEqual({ ...question, updated_at: response.body.updated_at });
      const retitled = await server.owner.patch(questionPath(question), { ...response.body, title: 'Retitled' });
      expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
      expect(retitled.body).toEqual({ ...question, title: 'Retitled', updated_at: retitled.body.updated_at });
    }
  });

  it('updates questions of a published dataset', async () => {
    const ready = await published();
    const [question] = (await server.owner.get(questionsOf(ready))).body.items;
    const response = await admin.api.patch(questionPath(question), {
      title: 'After publishing',
      description: 'Still editable',
      settings: { type: 'label_selection', visible_options: null },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ title: 'After publishing', description: 'Still editable' });
  });
});

describe('DELETE /api/v1/questions/{question_id}', () => {
  it('needs credentials', async () => {
    const question = await server.factory.question(await draft());
    expectUnauthorized(await server.api.delete(questionPath(question)));
  });

  it('rejects a malformed id and answers 404 for an unknown one', async () => {
    expectInvalid(await server.owner.delete('/api/v1/questions/nope'), ['path', 'question_id']);
    expectNotFound(await server.owner.delete(`/api/v1/questions/${MISSING_ID}`), `Question with id \`${MISSING_ID}\` not found`);
  });

  it('is forbidden to annotators and to admins of other workspaces', async () => {
    const question = await server.factory.question(await draft());
    expectForbidden(await annotator.api.delete(questionPath(question)));
    expectForbidden(await outsiderAnnotator.api.delete(questionPath(question)));
    expectForbidden(await outsiderAdmin.api.delete(questionPath(question)));
    expect((await server.owner.get(questionsOf({ id: question.dataset_id }))).body.items).toEqual([question]);
  });

  it('deletes a question of a draft dataset, returning it', async () => {
    const dataset = await draft();
    const kept = await server.factory.question(dataset);
    for (const caller of [server.owner, admin.api]) {
      const question = await server.factory.question(dataset, { settings: { type: 'rating', options: ratings([1, 2]) } });
      const response = await caller.delete(questionPath(question));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toEqual(question);
      expectNotFound(await caller.delete(questionPath(question)), `Question with id \`${question.id}\` not found`);
    }
    expect((await server.owner.get(questionsOf(dataset))).body.items).toEqual([kept]);
  });

  it('returns a deleted span question with its full settings', async () => {
    const dataset = await draft();
    const field = await server.factory.field(dataset);
    const span = await server.factory.question(dataset, { settings: { type: 'span', field: field.name, options: options(1) } });
    const response = await server.owner.delete(questionPath(span));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(span);
    expect(response.body.settings.allow_character_annotation).toBe(true);
  });

  it('refuses to delete a question of a published dataset', async () => {
    const ready = await published();
    const [question] = (await server.owner.get(questionsOf(ready))).body.items;
    expectRule(await server.owner.delete(questionPath(question)), 'questions cannot be deleted for a published dataset');
    expectRule(await admin.api.delete(questionPath(question)), 'questions cannot be deleted for a published dataset');
    expect((await server.owner.get(questionsOf(ready))).body.items).toEqual([question]);
  });
});
