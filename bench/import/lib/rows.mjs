// The rows the import benchmark writes to its files and sends through the bulk API: like the records
// benchmark's (text drawn from its Zipf vocabulary, a category, a length, a suggested label, an external
// id), one text field instead of two and no vectors, so the three paths carry the very same values.
// Row `index` comes from its own seed, so every file and every bulk body holds the same bytes on every run.
import { CATEGORIES, LABELS, VOCABULARY, int, pick, prng, seedFor } from '../../records/lib/data.mjs';

/** The stream number of the import rows' seeds (the records benchmark uses 1, 15 and 99). */
const ROW_STREAM = 31;

export const SENTENCES = { min: 3, max: 5 };
export const WORDS_PER_SENTENCE = { min: 8, max: 18 };

/** The columns of the files, in order, and what each goes to in the dataset. */
export const COLUMNS = ['external_id', 'text', 'category', 'length', 'label'];

// Cumulative Zipf (s = 1) over the vocabulary's ranks, as the records benchmark draws its words.
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

/** A sentence: capitalised, a comma in one of five (so CSV cells need quoting now and then), a full stop. */
function sentence(rand, counts) {
  const words = int(rand, WORDS_PER_SENTENCE.min, WORDS_PER_SENTENCE.max);
  const out = new Array(words);
  for (let w = 0; w < words; w += 1) out[w] = zipfWord(rand);
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  if (words > 4 && rand() < 0.2) out[int(rand, 1, words - 3)] += ',';
  counts.words += words;
  return `${out.join(' ')}.`;
}

/** Row `index` (0-based): { external_id, text, category, length (the text's words), label }. */
export function makeRow(index) {
  const rand = prng(seedFor(ROW_STREAM, index));
  const counts = { words: 0 };
  const sentences = int(rand, SENTENCES.min, SENTENCES.max);
  const parts = new Array(sentences);
  for (let s = 0; s < sentences; s += 1) parts[s] = sentence(rand, counts);
  return {
    external_id: `import-${index}`,
    text: parts.join(' '),
    category: pick(rand, CATEGORIES),
    length: counts.words,
    label: pick(rand, LABELS),
  };
}

/** Rows [from, to), one at a time. */
export function* rowsBetween(from, to) {
  for (let index = from; index < to; index += 1) yield makeRow(index);
}

/** Which column goes where, as the configuration page would send it for these files. */
export const MAPPING = {
  fields: [{ source: 'text', target: 'text' }],
  metadata: [
    { source: 'category', target: 'category' },
    { source: 'length', target: 'length' },
  ],
  suggestions: [{ source: 'label', target: 'label' }],
  external_id: 'external_id',
};

/**
 * The record the import makes of a row (a suggestion of the model type, with no score or agent: the file
 * has none), as the bulk API is sent it for the floor.
 */
export function recordOfRow(row, labelQuestionId) {
  return {
    external_id: row.external_id,
    fields: { text: row.text },
    metadata: { category: row.category, length: row.length },
    suggestions: [{ question_id: labelQuestionId, value: row.label, type: 'model' }],
  };
}
