// The five searches of the benchmark, each as the web app or the SDK sends it, measured sequentially.
import { CATEGORIES, VOCABULARY, embedding, int, pick, prng, seedFor } from './data.mjs';
import { approximateIndexSettled, exactTop, recallOf, serverTop } from './similarity-recall.mjs';
import { summarize } from './stats.mjs';

const INCLUDE = 'include=responses&include=suggestions';
// Query words: uniform over Zipf ranks 10..1999, i.e. from words in ~90% of records down to ~1%.
const QUERY_RANKS = { min: 10, max: 1999 };

const metadataScope = (name) => ({ entity: 'metadata', metadata_property: name });

function queryWord(rand) {
  return VOCABULARY[int(rand, QUERY_RANKS.min, QUERY_RANKS.max)];
}

/** Checks one response against what the request asked for; returns a list of problems (strings). */
function checkItems(items, { maxItems = 50, category, range, sortedBy } = {}) {
  const problems = [];
  if (!Array.isArray(items)) return ['no items array'];
  if (items.length > maxItems) problems.push(`${items.length} items for limit ${maxItems}`);
  const metadata = items.map((item) => item?.record?.metadata ?? {});
  if (category && metadata.some((m) => !category.includes(m.category))) problems.push('an item outside the category filter');
  if (range && metadata.some((m) => m.length < range.ge || m.length > range.le)) problems.push('an item outside the length range');
  if (sortedBy) {
    for (let k = 1; k < metadata.length; k += 1) {
      if (metadata[k][sortedBy] > metadata[k - 1][sortedBy]) {
        problems.push(`items not sorted by ${sortedBy} desc`);
        break;
      }
    }
  }
  return problems;
}

/** The searches: { name, title, request(i) -> { api, path, body }, check(json, i) }. */
export function searchCases({ owner, annotators, datasetId }) {
  const admin = `/api/v1/datasets/${datasetId}/records/search`;
  const mine = `/api/v1/me/datasets/${datasetId}/records/search`;
  const words = (stream) => (i) => queryWord(prng(seedFor(stream, i)));
  const textWord = words(10);
  const filterWord = words(11);
  const categories = (i) => {
    const rand = prng(seedFor(12, i));
    const first = pick(rand, CATEGORIES);
    let second = pick(rand, CATEGORIES);
    while (second === first) second = pick(rand, CATEGORIES);
    return [first, second];
  };
  const lengthRange = (i) => {
    const rand = prng(seedFor(13, i));
    const ge = int(rand, 60, 120);
    return { ge, le: ge + int(rand, 10, 30) };
  };
  const queueKeepers = annotators.slice(0, 10);

  return [
    {
      name: 'text',
      title: 'text search',
      request: (i) => ({ api: owner, path: `${admin}?${INCLUDE}`, body: { query: { text: { q: textWord(i) } } } }),
      check: (json) => checkItems(json.items),
    },
    {
      name: 'text_terms',
      title: 'text + metadata terms',
      request: (i) => ({
        api: owner,
        path: `${admin}?${INCLUDE}`,
        body: {
          query: { text: { q: filterWord(i) } },
          filters: { and: [{ type: 'terms', scope: metadataScope('category'), values: categories(i) }] },
        },
      }),
      check: (json, i) => checkItems(json.items, { category: categories(i) }),
    },
    {
      name: 'range_sort',
      title: 'length range, sort quality desc',
      request: (i) => ({
        api: owner,
        path: `${admin}?${INCLUDE}`,
        body: {
          filters: { and: [{ type: 'range', scope: metadataScope('length'), ...lengthRange(i) }] },
          sort: [{ scope: metadataScope('quality'), order: 'desc' }],
        },
      }),
      check: (json, i) => checkItems(json.items, { range: lengthRange(i), sortedBy: 'quality' }),
    },
    {
      name: 'me_pending',
      title: 'annotator pending queue (/me)',
      request: (i) => ({
        api: queueKeepers[i % queueKeepers.length].api,
        path: `${mine}?${INCLUDE}&offset=0&limit=50`,
        body: {
          query: {},
          filters: {
            and: [
              { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
              { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
            ],
          },
        },
      }),
      check: (json) => checkItems(json.items),
    },
    {
      name: 'vector',
      title: 'similarity top-50',
      request: (i) => ({
        api: owner,
        path: `${admin}?limit=50`,
        body: { query: { vector: { name: 'embedding', value: similarityQuery(i), order: 'most_similar' } } },
      }),
      check: (json) => checkItems(json.items),
      // Measured once the server's approximate index (if it builds one) answers, so the figures are its.
      prepare: async () => {
        const status = await approximateIndexSettled(owner, datasetId, () => owner.post(`${admin}?limit=50`, { query: { vector: { name: 'embedding', value: similarityQuery(0) } } }));
        return { vectorIndex: status ? { approximate: status.approximate, expansion: status.approximate_expansion ?? null, recall: status.approximate_recall ?? null, vectors: status.vectors } : null };
      },
      quality: async () => {
        const queries = Array.from({ length: RECALL_QUERIES }, (_, i) => similarityQuery(i));
        const records = (await owner.post(`${admin}?limit=1`, {})).total;
        // The server's answers first: computing the exact ones takes minutes for many queries, past the
        // server's keep-alive timeout, which would leave the client's connection closed under it.
        const tops = await serverTop(owner, admin, queries);
        const started = Date.now();
        const exact = exactTop(queries, records);
        return { recallAt50: recallOf(tops, exact), recallQueries: RECALL_QUERIES, recallExactSeconds: Math.round((Date.now() - started) / 1000) };
      },
    },
  ];
}

/** Query vectors of the similarity search; recall@50 is measured on the first `RECALL_QUERIES`. */
// Like a "find similar" from a record: a query drawn as the records' embeddings are.
const similarityQuery = (i) => embedding(prng(seedFor(14, i)));
const RECALL_QUERIES = Number(process.env.BENCH_RECALL_QUERIES ?? 20);

/**
 * Runs `warmup` unmeasured then `requests` measured calls of one search, one after the other.
 * Returns { latencyMs, meanTotal, meanItems, problems } and what the search's own `prepare` (before) and
 * `quality` (after) hooks measure; throws the first ApiError.
 */
export async function measureSearch(search, { warmup, requests }) {
  const prepared = (await search.prepare?.()) ?? {};
  const latencies = [];
  const warmups = [];
  let totals = 0;
  let itemCount = 0;
  const problems = new Set();
  for (let i = 0; i < warmup + requests; i += 1) {
    const { api, path, body } = search.request(i);
    // Serialise outside the timed call, as a client would have its body ready.
    const response = await api.request('POST', path, { body: JSON.stringify(body), expect: [200] });
    if (i < warmup) {
      warmups.push(Math.round(response.ms * 10) / 10);
      continue;
    }
    latencies.push(response.ms);
    const json = response.json();
    totals += json.total ?? 0;
    itemCount += json.items?.length ?? 0;
    for (const problem of search.check(json, i)) problems.add(problem);
  }
  return {
    latencyMs: summarize(latencies),
    warmupMs: warmups, // the first one shows the cost of a cold start (e.g. an index built on first use)
    meanTotal: Math.round(totals / requests),
    meanItems: Math.round((itemCount / requests) * 10) / 10,
    problems: [...problems],
    ...prepared,
    ...((await search.quality?.()) ?? {}),
  };
}
