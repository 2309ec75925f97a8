// The datasets the annotation benchmark opens, created through the API as the SDK would: settings,
// publish, then records with suggestions. Every value comes from a seeded PRNG, so two runs send the
// same bytes.
import { int, pick, prng, seedFor, VOCABULARY } from '../../records/lib/data.mjs';
import { pictureDataUrl } from './png.mjs';

export const AGENT = 'bench-model-v1';

/** Words drawn with a bias to the frequent end of the vocabulary (the records benchmark's). */
function words(rand, count) {
  const out = new Array(count);
  for (let i = 0; i < count; i += 1) {
    // u² leans towards small ranks: a few words are common, most are rare, as in text.
    out[i] = VOCABULARY[Math.floor(rand() ** 2 * 2000)];
  }
  return out;
}

/** Paragraphs of 3 to 8 sentences, separated by a blank line, until the text has at least `chars` characters. */
export function paragraphs(rand, chars) {
  const out = [];
  let length = 0;
  while (length < chars) {
    const paragraph = prose(rand, int(rand, 300, 1200));
    out.push(paragraph);
    length += paragraph.length + 2;
  }
  return out.join('\n\n');
}

/** Sentences of 8 to 20 words, capitalised, until the text has at least `chars` characters. */
export function prose(rand, chars) {
  const sentences = [];
  let length = 0;
  while (length < chars) {
    const sentence = words(rand, int(rand, 8, 20)).join(' ');
    const text = `${sentence[0].toUpperCase()}${sentence.slice(1)}.`;
    sentences.push(text);
    length += text.length + 1;
  }
  return sentences.join(' ');
}

const score = (rand) => Math.round((0.4 + rand() * 0.6) * 1000) / 1000;

/** Posts the fields, questions and metadata properties, publishes, and returns { id, questions: { name: question } }. */
export async function createDataset(api, workspaceId, name, { guidelines, fields, questions, metadata = [] }) {
  const dataset = await api.post('/api/v1/datasets', { name, workspace_id: workspaceId, guidelines });
  const base = `/api/v1/datasets/${dataset.id}`;
  for (const field of fields) await api.post(`${base}/fields`, field);
  const created = {};
  for (const question of questions) created[question.name] = await api.post(`${base}/questions`, question);
  for (const property of metadata) await api.post(`${base}/metadata-properties`, property);
  await api.put(`${base}/publish`);
  return { id: dataset.id, name, questions: created };
}

/** Sends records through `POST /datasets/{id}/records/bulk` in batches (bodies stay a few MB at most). */
export async function addRecords(api, datasetId, records, batch = 20) {
  for (let i = 0; i < records.length; i += batch) {
    await api.post(`/api/v1/datasets/${datasetId}/records/bulk`, { items: records.slice(i, i + batch) });
  }
}

const LABELS = ['positive', 'negative', 'neutral', 'mixed'];

/**
 * (a) The typical dataset: a ~1 KB text, a required label (4 options) and rating (1–5) and an optional
 * text question, each with a model suggestion, so a pending record opens complete and Enter submits.
 */
export async function seedTypical(api, workspaceId, count) {
  const dataset = await createDataset(api, workspaceId, 'bench-annotate-typical', {
    guidelines: '# Guidelines\n\nRead the review, check the suggested label and rating, and **submit**.',
    fields: [{ name: 'review', title: 'Review', required: true, settings: { type: 'text', use_markdown: false } }],
    questions: [
      { name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options: LABELS.map((value) => ({ value, text: value })) } },
      { name: 'quality', title: 'Quality', required: true, settings: { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) } },
      { name: 'comment', title: 'Comment', required: false, settings: { type: 'text', use_markdown: false } },
    ],
  });
  const q = dataset.questions;
  const records = [];
  for (let i = 0; i < count; i += 1) {
    const rand = prng(seedFor(11, i));
    records.push({
      external_id: `typical-${i}`,
      fields: { review: prose(rand, 1000) },
      suggestions: [
        { question_id: q.sentiment.id, value: pick(rand, LABELS), score: score(rand), agent: AGENT, type: 'model' },
        { question_id: q.quality.id, value: int(rand, 1, 5), score: score(rand), agent: AGENT, type: 'model' },
        { question_id: q.comment.id, value: prose(rand, 120), score: score(rand), agent: AGENT, type: 'model' },
      ],
    });
  }
  await addRecords(api, dataset.id, records, 100);
  return dataset;
}

/** Markdown with what annotators see in practice: headings, lists, a table, code, a link and some maths. */
function markdownDocument(rand, index) {
  const rows = Array.from({ length: 6 }, () => `| ${words(rand, 2).join(' ')} | ${int(rand, 1, 999)} | ${(rand() * 100).toFixed(1)}% |`);
  return [
    `## Case ${index}: ${words(rand, 4).join(' ')}`,
    prose(rand, 400),
    `- ${prose(rand, 60)}\n- ${prose(rand, 60)}\n- **${words(rand, 3).join(' ')}** ${prose(rand, 40)}`,
    `| item | count | share |\n| --- | ---: | ---: |\n${rows.join('\n')}`,
    '```python\n' +
      `def score_${index}(values):\n    total = sum(v * 2 for v in values if v > ${int(rand, 1, 9)})\n    return {"total": total, "n": len(values)}\n` +
      '```',
    `The expected loss is $L = \\sum_i (y_i - \\hat{y}_i)^2 / ${int(rand, 2, 9)}$; see [the report](https://example.com/report/${index}).`,
    prose(rand, 600),
  ].join('\n\n');
}

function chatMessages(rand) {
  const roles = ['user', 'assistant'];
  return Array.from({ length: 6 }, (_, i) => ({
    role: roles[i % 2],
    content: i % 2 ? `${prose(rand, 200)}\n\n1. ${prose(rand, 50)}\n2. ${prose(rand, 50)}\n\n\`${words(rand, 1)[0]}()\` ${prose(rand, 80)}` : prose(rand, 120),
  }));
}

const CUSTOM_TEMPLATE = `
<div class="meta">
  <h4>{{record.fields.meta.title}}</h4>
  <p>Source: <b>{{record.fields.meta.source}}</b> · {{record.fields.meta.date}}</p>
  <table>
    <thead><tr><th>Entity</th><th>Type</th><th>Score</th></tr></thead>
    <tbody>
      {{#each record.fields.meta.entities}}<tr><td>{{this.name}}</td><td>{{this.type}}</td><td>{{this.score}}</td></tr>{{/each}}
    </tbody>
  </table>
</div>`;

const TOPICS = ['billing', 'shipping', 'returns', 'account', 'privacy', 'product', 'technical', 'feedback', 'sales', 'legal', 'security', 'other'];
const INTENTS = ['question', 'complaint', 'praise', 'request', 'report', 'spam'];
const SPAN_LABELS = ['PERSON', 'ORG', 'PLACE', 'DATE', 'PRODUCT', 'EVENT', 'MONEY', 'MISC'];
const RANK_OPTIONS = ['reply-a', 'reply-b', 'reply-c', 'reply-d', 'reply-e'];

/** Word ranges [start, end) (code points = UTF-16 units here: the text is ASCII) of a text. */
function wordRanges(text) {
  const ranges = [];
  const pattern = /[A-Za-z0-9]+/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) ranges.push({ start: match.index, end: match.index + match[0].length });
  return ranges;
}

/** `count` non-overlapping spans of 1 to 3 words, spread over the text, with labels drawn from `labels`. */
export function spreadSpans(rand, text, count, labels) {
  const ranges = wordRanges(text);
  const step = Math.floor(ranges.length / count);
  const spans = [];
  for (let i = 0; i < count; i += 1) {
    const first = i * step + int(rand, 0, Math.max(0, step - 4));
    const last = Math.min(ranges.length - 1, first + int(rand, 0, 2));
    spans.push({ start: ranges[first].start, end: ranges[last].end, label: pick(rand, labels) });
  }
  return spans;
}

/**
 * (b) The heavy dataset: every field type (markdown text with a table, code and maths; a ~150 KB PNG data
 * URL; a chat of 6 markdown messages; a custom field from a template; a plain passage the span question
 * annotates) and every question type (label, multi-label, rating, ranking, text with markdown, span),
 * all suggested, so each pending record opens complete.
 */
export async function seedHeavy(api, workspaceId, count, { omit = [], name = 'bench-annotate-heavy' } = {}) {
  const settings = {
    guidelines: `# Guidelines\n\n${prose(prng(5), 800)}\n\n| Label | Meaning |\n| --- | --- |\n${TOPICS.map((t) => `| ${t} | ${prose(prng(t.length), 40)} |`).join('\n')}`,
    fields: [
      { name: 'report', title: 'Report', required: true, settings: { type: 'text', use_markdown: true } },
      { name: 'picture', title: 'Picture', required: true, settings: { type: 'image' } },
      { name: 'conversation', title: 'Conversation', required: true, settings: { type: 'chat', use_markdown: true } },
      { name: 'meta', title: 'Metadata card', required: true, settings: { type: 'custom', template: CUSTOM_TEMPLATE, advanced_mode: false } },
      { name: 'passage', title: 'Passage', required: true, settings: { type: 'text', use_markdown: false } },
    ],
    questions: [
      { name: 'intent', title: 'Intent', description: 'What does the customer want?', required: true, settings: { type: 'label_selection', options: INTENTS.map((value) => ({ value, text: value })) } },
      { name: 'topics', title: 'Topics', required: false, settings: { type: 'multi_label_selection', options: TOPICS.map((value) => ({ value, text: value })), visible_options: 8 } },
      { name: 'helpfulness', title: 'Helpfulness', required: true, settings: { type: 'rating', options: Array.from({ length: 10 }, (_, i) => ({ value: i + 1 })) } },
      { name: 'replies', title: 'Rank the replies', required: true, settings: { type: 'ranking', options: RANK_OPTIONS.map((value) => ({ value, text: `Reply ${value.slice(-1).toUpperCase()}` })) } },
      { name: 'rewrite', title: 'Rewrite the answer', required: false, settings: { type: 'text', use_markdown: true } },
      { name: 'entities', title: 'Entities', required: false, settings: { type: 'span', field: 'passage', options: SPAN_LABELS.map((value) => ({ value, text: value })), allow_overlapping: false } },
    ],
  };
  // `omit` leaves fields and questions out by name (to find what costs what; the benchmark omits nothing).
  settings.fields = settings.fields.filter((f) => !omit.includes(f.name));
  settings.questions = settings.questions.filter((q) => !omit.includes(q.name));
  const dataset = await createDataset(api, workspaceId, name, settings);
  const q = dataset.questions;
  const records = [];
  for (let i = 0; i < count; i += 1) {
    const rand = prng(seedFor(12, i));
    const passage = prose(rand, 1000);
    const spans = spreadSpans(rand, passage, 8, SPAN_LABELS);
    const ranking = [...RANK_OPTIONS].sort(() => rand() - 0.5).map((value, rank) => ({ value, rank: rank + 1 }));
    const topics = [pick(rand, TOPICS), pick(rand, TOPICS)].filter((value, k, all) => all.indexOf(value) === k);
    const record = {
      external_id: `heavy-${i}`,
      fields: {
        report: markdownDocument(rand, i),
        picture: pictureDataUrl(360, 240, rand),
        conversation: chatMessages(rand),
        meta: {
          title: words(rand, 5).join(' '),
          source: pick(rand, ['email', 'chat', 'phone', 'forum']),
          date: `2026-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
          entities: Array.from({ length: 8 }, () => ({ name: words(rand, 2).join(' '), type: pick(rand, SPAN_LABELS), score: score(rand) })),
        },
        passage,
      },
      suggestions: [
        { question_id: q.intent?.id, value: pick(rand, INTENTS), score: score(rand), agent: AGENT, type: 'model' },
        { question_id: q.topics?.id, value: topics, score: topics.map(() => score(rand)), agent: AGENT, type: 'model' },
        { question_id: q.helpfulness?.id, value: int(rand, 1, 10), score: score(rand), agent: AGENT, type: 'model' },
        { question_id: q.replies?.id, value: ranking, score: ranking.map(() => score(rand)), agent: AGENT, type: 'model' },
        { question_id: q.rewrite?.id, value: `**${words(rand, 3).join(' ')}**: ${prose(rand, 300)}`, score: score(rand), agent: AGENT, type: 'model' },
        { question_id: q.entities?.id, value: spans, score: spans.map(() => score(rand)), agent: AGENT, type: 'model' },
      ],
    };
    for (const field of omit) delete record.fields[field];
    record.suggestions = record.suggestions.filter((s) => s.question_id);
    records.push(record);
  }
  await addRecords(api, dataset.id, records, 10);
  return dataset;
}

/**
 * The long text: one record whose span field holds ~60 KB of prose in paragraphs with `spanCount` suggested spans (the
 * record opens with them, as a pending record opens with its suggestions), a text question to type in and a
 * label question. A second record follows it in the queue.
 */
export async function seedLongText(api, workspaceId, { chars, spanCount, name = 'bench-annotate-long-text' }) {
  const dataset = await createDataset(api, workspaceId, name, {
    guidelines: 'Mark every entity in the document.',
    fields: [{ name: 'document', title: 'Document', required: true, settings: { type: 'text', use_markdown: false } }],
    questions: [
      { name: 'entities', title: 'Entities', required: true, settings: { type: 'span', field: 'document', options: SPAN_LABELS.map((value) => ({ value, text: value })), allow_overlapping: false } },
      { name: 'notes', title: 'Notes', required: false, settings: { type: 'text', use_markdown: false } },
      { name: 'verdict', title: 'Verdict', required: true, settings: { type: 'label_selection', options: ['keep', 'drop', 'unsure'].map((value) => ({ value, text: value })) } },
    ],
  });
  const q = dataset.questions;
  const records = [];
  for (let i = 0; i < 2; i += 1) {
    const rand = prng(seedFor(13, i));
    const document = paragraphs(rand, chars);
    const spans = spreadSpans(rand, document, spanCount, SPAN_LABELS);
    records.push({
      external_id: `long-${i}`,
      fields: { document },
      suggestions: [
        { question_id: q.entities.id, value: spans, score: spans.map(() => score(rand)), agent: AGENT, type: 'model' },
        { question_id: q.verdict.id, value: 'keep', score: 0.9, agent: AGENT, type: 'model' },
      ],
    });
  }
  await addRecords(api, dataset.id, records);
  return { ...dataset, text: records[0].fields.document, spans: records[0].suggestions[0].value };
}

const FAMILIES = ['Animals', 'Plants', 'Vehicles', 'Food', 'Music', 'Sports', 'Science', 'Finance', 'Health', 'Travel', 'Tools', 'Places'];

/**
 * Label options as a taxonomy ("Finance / market harbor"): values are slugs, so a search matches the
 * text (and the value) as the app does.
 */
export function taxonomyOptions(count) {
  const rand = prng(seedFor(14, count));
  const seen = new Set();
  const options = [];
  for (let i = 0; options.length < count; i += 1) {
    const text = `${FAMILIES[i % FAMILIES.length]} / ${words(rand, 2).join(' ')}`;
    if (seen.has(text)) continue;
    seen.add(text);
    options.push({ value: `opt-${String(options.length + 1).padStart(4, '0')}`, text });
  }
  return options;
}

/**
 * The options dataset: one label question with as many options as the server takes (500, Argilla's
 * limit); the benchmark shows the same record with 1,000 options by rewriting the questions response in
 * the browser (see run.mjs).
 */
export async function seedOptions(api, workspaceId, optionCount) {
  const options = taxonomyOptions(optionCount);
  const dataset = await createDataset(api, workspaceId, 'bench-annotate-options', {
    guidelines: 'Pick the category.',
    fields: [{ name: 'text', title: 'Text', required: true, settings: { type: 'text', use_markdown: false } }],
    questions: [{ name: 'category', title: 'Category', required: true, settings: { type: 'label_selection', options } }],
  });
  const rand = prng(seedFor(15, 0));
  await addRecords(api, dataset.id, [0, 1].map((i) => ({ external_id: `options-${i}`, fields: { text: prose(rand, 600) } })));
  return { ...dataset, options };
}

/**
 * Issue 14's large label set: the typical record (~1 KB text) with one required label question of
 * `optionCount` options (50,000 by default, the server's default limit, GLOSS_MAX_LABEL_OPTIONS), each
 * record suggesting an option spread over the list, so a pending record opens complete (the suggested
 * chip drawn beyond the first ones) and Enter submits, as on the typical dataset.
 */
export async function seedLargeLabels(api, workspaceId, { optionCount, records: count }) {
  const options = taxonomyOptions(optionCount);
  const dataset = await createDataset(api, workspaceId, 'bench-annotate-labels', {
    guidelines: 'Pick the category.',
    fields: [{ name: 'review', title: 'Review', required: true, settings: { type: 'text', use_markdown: false } }],
    questions: [{ name: 'category', title: 'Category', required: true, settings: { type: 'label_selection', options, visible_options: 20 } }],
  });
  const q = dataset.questions;
  const records = [];
  for (let i = 0; i < count; i += 1) {
    const rand = prng(seedFor(16, i));
    const suggested = options[(i * 7919 + 4999) % options.length].value;
    records.push({
      external_id: `labels-${i}`,
      fields: { review: prose(rand, 1000) },
      suggestions: [{ question_id: q.category.id, value: suggested, score: score(rand), agent: AGENT, type: 'model' }],
    });
  }
  await addRecords(api, dataset.id, records, 100);
  return { ...dataset, options };
}
