// Reproducible synthetic records: every value comes from a seeded PRNG, and each record from its own
// seed (base seed + index), so any batch can be regenerated alone and two runs send the same bytes.

export const SEED = 20261121;
export const DIMENSIONS = 384;
export const CATEGORIES = ['news', 'sports', 'science', 'health', 'finance', 'travel', 'food', 'music', 'politics', 'tech'];
export const LABELS = ['positive', 'negative', 'neutral', 'mixed'];
export const RATINGS = [1, 2, 3, 4, 5];
export const AGENT = 'bench-model-v1';
export const WORDS_PER_TEXT = { min: 60, max: 140 }; // ~100 words on average

/** mulberry32: small, fast, good enough for synthetic data (not for crypto). Returns floats in [0, 1). */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A distinct, well-spread seed for item `index` of stream `stream` (a small integer per use). */
export function seedFor(stream, index) {
  let h = Math.imul(SEED ^ Math.imul(stream + 1, 0x9e3779b1), 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

export const int = (rand, min, max) => min + Math.floor(rand() * (max - min + 1));
export const pick = (rand, items) => items[Math.floor(rand() * items.length)];

// Real content words first (the most frequent ranks), then pronounceable pseudo-words. English stop words
// are left out, so a full-text engine that drops them (PostgreSQL's 'english' configuration does) still
// indexes every word a query can ask for.
const REAL_WORDS = `
  review product service quality price delivery customer support order shipping value experience
  design battery screen camera sound comfort size color material weather market team player season
  game match goal coach score league research study data model result method energy climate water
  doctor patient health treatment hospital diet exercise sleep bank money budget stock growth income
  travel hotel flight city beach mountain museum restaurant dinner recipe coffee bread cheese garden
  album song concert guitar piano movie story author novel history school student teacher lesson
  computer software network server browser phone update security privacy engine vehicle station
  river forest island village bridge castle harbor desert valley planet rocket signal window
`.trim().split(/\s+/);

const STOP_WORDS = new Set(`
  a about above after again against all am an and any are as at be because been before being below
  between both but by can did do does doing down during each few for from further had has have having he
  her here hers herself him himself his how i if in into is it its itself just me more most my myself no
  nor not now of off on once only or other our ours ourselves out over own same she should so some such
  than that the their theirs them themselves then there these they this those through to too under until
  up very was we were what when where which while who whom why will with you your yours yourself
`.trim().split(/\s+/));

function buildVocabulary(size) {
  const consonants = 'bcdfghklmnprstvz';
  const vowels = 'aeiou';
  const words = [...REAL_WORDS];
  const seen = new Set(words);
  const rand = prng(seedFor(99, 0));
  while (words.length < size) {
    const syllables = int(rand, 2, 3);
    let word = '';
    for (let s = 0; s < syllables; s += 1) word += pick(rand, consonants) + pick(rand, vowels);
    if (rand() < 0.3) word += pick(rand, consonants);
    if (seen.has(word) || STOP_WORDS.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words;
}

/** 5,000 words; word k (0-based) is drawn with probability ∝ 1/(k+1) (Zipf, s = 1). */
export const VOCABULARY = buildVocabulary(5000);
const ZIPF_CDF = (() => {
  const cdf = new Float64Array(VOCABULARY.length);
  let sum = 0;
  for (let k = 0; k < VOCABULARY.length; k += 1) cdf[k] = sum += 1 / (k + 1);
  for (let k = 0; k < cdf.length; k += 1) cdf[k] /= sum;
  return cdf;
})();

function zipfWord(rand) {
  const u = rand();
  let lo = 0;
  let hi = ZIPF_CDF.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ZIPF_CDF[mid] < u) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo];
}

function text(rand, words) {
  const out = new Array(words);
  for (let w = 0; w < words; w += 1) out[w] = zipfWord(rand);
  return `${out.join(' ')}.`;
}

/** A random direction: Gaussian coordinates, normalised. */
function randomDirection(rand, dimensions) {
  const v = new Array(dimensions);
  let norm = 0;
  for (let d = 0; d < dimensions; d += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - rand()));
    const theta = 2 * Math.PI * rand();
    v[d] = r * Math.cos(theta);
    if (d + 1 < dimensions) v[d + 1] = r * Math.sin(theta);
  }
  for (let d = 0; d < dimensions; d += 1) norm += v[d] * v[d];
  norm = Math.sqrt(norm);
  for (let d = 0; d < dimensions; d += 1) v[d] /= norm;
  return v;
}

/** Rounded to 6 decimals, to keep bodies small. */
const round6 = (v) => v.map((x) => Math.round(x * 1e6) / 1e6);

// Embeddings of real texts group by topic; uniformly random vectors have no neighbours to speak of (every
// pair is at a cosine of about 0 ± 0.05), the worst case of an approximate index and not what users search.
// Each embedding is a topic's centre plus noise 1.5 times as long: a cosine of ~0.55 to its centre.
// BENCH_TOPICS sets how many topics (the 1M run of 2026-11-27 used 10,000: 100 records per topic).
export const TOPICS = Number(process.env.BENCH_TOPICS ?? 1_000);
const TOPIC_SPREAD = 1.5;
const topicCentres = new Map();

function topicCentre(topic) {
  let centre = topicCentres.get(topic);
  if (!centre) {
    centre = randomDirection(prng(seedFor(15, topic)), DIMENSIONS);
    topicCentres.set(topic, centre);
  }
  return centre;
}

/** An embedding: the centre of a random topic plus noise, unit length, rounded to 6 decimals. */
export function embedding(rand) {
  const noise = randomDirection(rand, DIMENSIONS);
  const centre = topicCentre(Math.floor(rand() * TOPICS));
  const v = noise.map((x, d) => centre[d] + TOPIC_SPREAD * x);
  const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return round6(v.map((x) => x / norm));
}

/**
 * Record number `index` as the SDK's `log()` sends it (external_id, fields, metadata, vectors, suggestions).
 * `questions` holds the dataset's question ids: `{ label, rating }`.
 */
export function makeRecord(index, questions) {
  const rand = prng(seedFor(1, index));
  const wordsA = int(rand, WORDS_PER_TEXT.min, WORDS_PER_TEXT.max);
  const wordsB = int(rand, WORDS_PER_TEXT.min, WORDS_PER_TEXT.max);
  return {
    external_id: `bench-${index}`,
    fields: { text_a: text(rand, wordsA), text_b: text(rand, wordsB) },
    metadata: {
      category: pick(rand, CATEGORIES),
      length: wordsA, // words in text_a: uniform over 60..140
      quality: Math.round(rand() * 1e4) / 1e4, // uniform over 0..1
    },
    vectors: { embedding: embedding(rand) },
    suggestions: [
      { question_id: questions.label, value: pick(rand, LABELS), score: Math.round((0.5 + rand() / 2) * 1e3) / 1e3, agent: AGENT, type: 'model' },
      { question_id: questions.rating, value: pick(rand, RATINGS), score: Math.round(rand() * 1e3) / 1e3, agent: AGENT, type: 'model' },
    ],
  };
}

/** The JSON body of `PUT /datasets/{id}/records/bulk` for records [from, to). */
export function bulkBody(from, to, questions) {
  const items = [];
  for (let i = from; i < to; i += 1) items.push(makeRecord(i, questions));
  return JSON.stringify({ items });
}
