import { DatasetAgreement } from '@gloss/contract';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound, expectTimestamp, expectUnauthorized } from '../helpers/expectations.js';
import { type MadeUser, unique } from '../helpers/factories.js';
import { type RecordsDataset, answer, createRecords, makeRecordsDataset, responsePath } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * GET /api/v1/datasets/{id}/agreement over datasets seeded through the API from the scenarios of
 * fixtures/agreement/cases.json (every question type, three annotators, missing answers, drafts and discards,
 * uneven numbers of annotators, no responses), checked against the figures scikit-learn, krippendorff, scipy
 * and statsmodels give for the same answers (expected.json, written by compat/tests/agreement_reference.py).
 */
const read = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/agreement/${name}`, import.meta.url), 'utf8'));
const scenarios: Scenario[] = read('cases.json').datasets;
const expected: Record<string, ExpectedReport> = read('expected.json').datasets;

type Key = 'a' | 'b' | 'c';
interface Scenario {
  name: string;
  records: { text: string; responses: Partial<Record<Key, { status: string; values?: Record<string, unknown> }>> }[];
}
interface ExpectedFigure {
  metric: string;
  value: number | null;
  records: number;
}
interface ExpectedPair extends ExpectedFigure {
  users: [Key, Key];
}
interface ExpectedQuestion {
  question: string;
  type: string;
  records: number;
  disagreements: number;
  overall: ExpectedFigure[];
  pairs: ExpectedPair[];
  labels?: { label: string; overall: ExpectedFigure[]; pairs: ExpectedPair[] }[];
}
interface ExpectedReport {
  annotators: { user: Key; records: number }[];
  questions: ExpectedQuestion[];
}

let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;
/** The scenarios' annotators, named so that username order is a, b, c (the order the report lists them in). */
let team: Record<Key, MadeUser>;
const datasets = new Map<string, RecordsDataset>();

const agreementPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/agreement`;

async function seed(scenario: Scenario): Promise<RecordsDataset> {
  const dataset = await makeRecordsDataset(server, { workspace });
  const records = await createRecords(server, dataset, scenario.records.map((record) => ({ fields: { text: record.text } })));
  for (const [index, record] of scenario.records.entries()) {
    for (const [key, response] of Object.entries(record.responses) as [Key, { status: string; values?: Record<string, unknown> }][]) {
      const values = response.values ? Object.fromEntries(Object.entries(response.values).map(([name, value]) => [name, { value }])) : undefined;
      await answer(team[key].api, records[index], { status: response.status, ...(values ? { values } : {}) });
    }
  }
  return dataset;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
  const prefix = unique('agreement');
  team = {
    a: await server.factory.user('annotator', { workspaces: [workspace], username: `${prefix}-a` }),
    b: await server.factory.user('annotator', { workspaces: [workspace], username: `${prefix}-b` }),
    c: await server.factory.user('annotator', { workspaces: [workspace], username: `${prefix}-c` }),
  };
  for (const scenario of scenarios) datasets.set(scenario.name, await seed(scenario));
});
afterAll(() => server.close());

function expectFigure(actual: { metric: string; value: number | null; records: number }, wanted: ExpectedFigure, where: string): void {
  expect({ metric: actual.metric, records: actual.records }, where).toEqual({ metric: wanted.metric, records: wanted.records });
  if (wanted.value === null) expect(actual.value, where).toBeNull();
  else {
    expect(actual.value, where).not.toBeNull();
    expect(Math.abs((actual.value as number) - wanted.value), `${where}: ${actual.value} vs ${wanted.value}`).toBeLessThanOrEqual(1e-9);
  }
}

function expectPairs(actual: any[], wanted: ExpectedPair[], where: string): void {
  expect(actual.map((pair) => pair.user_ids), where).toEqual(wanted.map((pair) => pair.users.map((key) => team[key].id)));
  expect(actual.map((pair) => pair.usernames), where).toEqual(wanted.map((pair) => pair.users.map((key) => team[key].username)));
  wanted.forEach((pair, index) => expectFigure(actual[index], pair, `${where} ${pair.users.join('-')}`));
}

function expectReport(body: any, wanted: ExpectedReport, dataset: RecordsDataset): void {
  expect(() => DatasetAgreement.parse(body)).not.toThrow();
  expectTimestamp(body.computed_at);
  expect(body.annotators).toEqual(wanted.annotators.map(({ user, records }) => ({ user_id: team[user].id, username: team[user].username, records })));
  expect(body.questions.map((question: any) => question.question)).toEqual(wanted.questions.map((question) => question.question));
  for (const [index, question] of wanted.questions.entries()) {
    const actual = body.questions[index];
    const where = question.question;
    expect(actual, where).toMatchObject({
      question_id: dataset.questions[question.question as keyof RecordsDataset['questions']].id,
      question: question.question,
      title: question.question,
      type: question.type,
      records: question.records,
      disagreements: question.disagreements,
    });
    expect(actual.overall.map((figure: any) => figure.metric), where).toEqual(question.overall.map((figure) => figure.metric));
    question.overall.forEach((figure, position) => expectFigure(actual.overall[position], figure, `${where} overall ${figure.metric}`));
    expectPairs(actual.pairs, question.pairs, `${where} pairs`);
    if (!question.labels) {
      expect(actual.labels, where).toBeUndefined();
      continue;
    }
    expect(actual.labels.map((label: any) => label.label), where).toEqual(question.labels.map((label) => label.label));
    for (const [position, label] of question.labels.entries()) {
      label.overall.forEach((figure, at) => expectFigure(actual.labels[position].overall[at], figure, `${where} ${label.label} overall`));
      expectPairs(actual.labels[position].pairs, label.pairs, `${where} ${label.label} pairs`);
    }
  }
}

describe('GET /api/v1/datasets/{dataset_id}/agreement', () => {
  const main = () => datasets.get(scenarios[0].name) as RecordsDataset;

  it('needs credentials and a well-formed id; an unknown dataset is 404 before any role rule', async () => {
    expectUnauthorized(await server.api.get(agreementPath(main())));
    expectInvalid(await server.owner.get('/api/v1/datasets/nope/agreement'), ['path', 'dataset_id']);
    expectNotFound(await outsiderAnnotator.api.get(agreementPath({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
    expectNotFound(await annotator.api.get(agreementPath({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
  });

  it("is for the dataset's reviewers: owners, the workspace's admins, and annotators listed as its reviewers", async () => {
    const dataset = main();
    for (const reviewer of [server.owner, admin.api]) expect((await reviewer.get(agreementPath(dataset))).status).toBe(200);
    expectForbidden(await annotator.api.get(agreementPath(dataset)));
    expectForbidden(await team.a.api.get(agreementPath(dataset)));
    expectForbidden(await outsiderAdmin.api.get(agreementPath(dataset)));
    expectForbidden(await outsiderAnnotator.api.get(agreementPath(dataset)));

    const listed = await server.owner.put(`/api/v1/datasets/${dataset.id}/reviewers`, { user_ids: [annotator.id] });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect((await annotator.api.get(agreementPath(dataset))).status).toBe(200);
    expectForbidden(await team.a.api.get(agreementPath(dataset)));
    // Listed as a reviewer of this dataset only.
    expectForbidden(await annotator.api.get(agreementPath(datasets.get(scenarios[1].name) as RecordsDataset)));
  });

  it.each(scenarios.map((scenario) => [scenario.name]))('answers the reference figures: %s', async (name) => {
    const dataset = datasets.get(name) as RecordsDataset;
    const response = await admin.api.get(agreementPath(dataset));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectReport(response.body, expected[name], dataset);
  });

  it('names the measures of each question type, headline first', async () => {
    const { body } = await server.owner.get(agreementPath(main()));
    const metrics = Object.fromEntries(body.questions.map((question: any) => [question.type, [question.overall.map((f: any) => f.metric), question.pairs[0]?.metric]]));
    expect(metrics).toEqual({
      label_selection: [['krippendorff_alpha', 'fleiss_kappa'], 'cohen_kappa'],
      multi_label_selection: [['krippendorff_alpha'], 'cohen_kappa'],
      rating: [['krippendorff_alpha'], 'weighted_kappa'],
      ranking: [['spearman_rho'], 'spearman_rho'],
      text: [[], undefined],
      span: [['span_f1'], 'span_f1'],
    });
  });

  it("leads with the pair's kappa where two annotators alone answered every record counted", async () => {
    const { body } = await server.owner.get(agreementPath(datasets.get('two annotators, every question type') as RecordsDataset));
    const metrics = Object.fromEntries(body.questions.map((question: any) => [question.type, question.overall.map((f: any) => f.metric)]));
    expect(metrics).toEqual({
      label_selection: ['cohen_kappa', 'krippendorff_alpha', 'fleiss_kappa'],
      multi_label_selection: ['cohen_kappa', 'krippendorff_alpha'],
      rating: ['weighted_kappa', 'krippendorff_alpha'],
      ranking: ['spearman_rho'],
      text: [],
      span: ['span_f1'],
    });
    for (const question of body.questions.filter((q: any) => q.overall[0]?.metric.endsWith('kappa'))) {
      expect(question.overall[0].value).toBe(question.pairs[0].value);
    }
  });

  it("leaves Fleiss' kappa out when the records counted have different numbers of annotators", async () => {
    const { body } = await server.owner.get(agreementPath(datasets.get('uneven numbers of annotators') as RecordsDataset));
    expect(body.questions[0].overall.map((figure: any) => figure.metric)).toEqual(['krippendorff_alpha']);
  });

  it('follows new submissions and leaves drafts and discards out', async () => {
    const dataset = await makeRecordsDataset(server, { workspace });
    const [record] = await createRecords(server, dataset, [{ fields: { text: 'One record.' } }]);
    const path = agreementPath(dataset);
    await answer(team.a.api, record, { status: 'submitted', values: { label: { value: 'positive' } } });
    await answer(team.b.api, record, { status: 'draft', values: { label: { value: 'negative' } } });
    const discarded = await answer(team.c.api, record, { status: 'discarded' });
    let body = (await server.owner.get(path)).body;
    expect(body.annotators).toEqual([]);
    expect(body.questions[0]).toMatchObject({ records: 0, disagreements: 0, pairs: [] });

    const changed = await team.c.api.put(responsePath(discarded), { status: 'submitted', values: { label: { value: 'negative' } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    body = (await server.owner.get(path)).body;
    expect(body.annotators.map((annotator: any) => annotator.username)).toEqual([team.a.username, team.c.username]);
    expect(body.questions[0]).toMatchObject({
      records: 1,
      disagreements: 1,
      // One record: the chance-corrected figures are undefined. Two annotators alone: their kappa leads.
      overall: [
        { metric: 'cohen_kappa', value: null, records: 1 },
        { metric: 'krippendorff_alpha', value: null, records: 1 },
        { metric: 'fleiss_kappa', value: null, records: 1 },
      ],
      pairs: [{ user_ids: [team.a.id, team.c.id], metric: 'cohen_kappa', value: null, records: 1 }],
    });
  });
});

describe('a report kept while nothing it rests on changes', () => {
  /**
   * Stamps the dataset's responses as written long ago, as in a dataset nobody has answered for a while; each
   * time a little later than the last, as the stamps of later writes are.
   */
  let settled = 0;
  const settle = (dataset: { id: string }) => {
    settled += 1;
    const stamp = `2026-01-01T00:00:${String(settled).padStart(2, '0')}.000000`;
    return server.db.updateTable('responses').set({ updated_at: stamp }).where('dataset_id', '=', dataset.id).execute();
  };

  it('is read again after any answer, withdrawal, deletion or question change, and not before', async () => {
    const dataset = await makeRecordsDataset(server, { workspace });
    const records = await createRecords(server, dataset, [{ fields: { text: 'First.' } }, { fields: { text: 'Second.' } }, { fields: { text: 'Third.' } }]);
    const byB = [];
    for (const [index, record] of records.entries()) {
      const label = index === 1 ? 'negative' : 'positive';
      await answer(team.a.api, record, { status: 'submitted', values: { label: { value: label } } });
      byB.push(await answer(team.b.api, record, { status: 'submitted', values: { label: { value: label } } }));
    }
    const path = agreementPath(dataset);
    const read = async () => {
      const response = await server.owner.get(path);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    const labelOf = (body: any) => body.questions.find((question: any) => question.question === 'label');
    /** The report as it stands after a change: computed anew, then kept once the change has settled. */
    const afterChange = async (previous: any) => {
      const fresh = await read();
      expect(fresh.computed_at, 'computed again after the change').not.toBe(previous.computed_at);
      await settle(dataset);
      const kept = await read();
      expect((await read()).computed_at, 'kept while nothing changes').toBe(kept.computed_at);
      expect({ ...kept, computed_at: null }).toEqual({ ...fresh, computed_at: null });
      return kept;
    };

    await settle(dataset);
    let report = await read();
    expect(labelOf(report)).toMatchObject({ records: 3, disagreements: 0 });
    expect((await read()).computed_at).toBe(report.computed_at);

    // An answer changed.
    expect((await team.b.api.put(responsePath(byB[0]), { status: 'submitted', values: { label: { value: 'negative' } } })).status).toBe(200);
    report = await afterChange(report);
    expect(labelOf(report)).toMatchObject({ records: 3, disagreements: 1 });

    // A submitted answer taken back to a draft.
    expect((await team.b.api.put(responsePath(byB[1]), { status: 'draft', values: { label: { value: 'negative' } } })).status).toBe(200);
    report = await afterChange(report);
    expect(labelOf(report)).toMatchObject({ records: 2, disagreements: 1 });

    // A response deleted.
    expect((await team.b.api.delete(responsePath(byB[2]))).status).toBe(200);
    report = await afterChange(report);
    expect(labelOf(report)).toMatchObject({ records: 1, disagreements: 1 });

    // A question renamed: the report shows its new title.
    const renamed = await server.owner.patch(`/api/v1/questions/${dataset.questions.label.id}`, { title: 'Sentiment' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    report = await afterChange(report);
    expect(labelOf(report)).toMatchObject({ title: 'Sentiment', records: 1 });

    // The last record both answered deleted.
    expect((await server.owner.delete(`/api/v1/records/${records[0].id}`)).status).toBe(200);
    report = await afterChange(report);
    expect(labelOf(report)).toMatchObject({ records: 0, disagreements: 0 });
    expect(report.annotators).toEqual([]);
  });
});
