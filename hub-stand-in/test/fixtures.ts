// A small dataset and the tokens the tests use.
import type { StandInDataset } from '../src/index.js';

/** A 3x2 red PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP8zwAFTDAGAwATKQED8NgHhAAAAABJRU5ErkJggg==', 'base64');

export const TOKENS = {
  'hf-alice': { user: 'alice' },
  'hf-bob': { user: 'bob' },
  'hf-reader': { user: 'alice', role: 'read' as const },
};

const features = {
  text: { _type: 'Value', dtype: 'string' },
  label: { _type: 'ClassLabel', names: ['neg', 'pos'] },
  image: { _type: 'Image' },
  tags: { _type: 'List', feature: { _type: 'Value', dtype: 'string' } },
};

export const REVIEWS: StandInDataset = {
  subsets: {
    default: {
      splits: {
        train: {
          features,
          rows: [
            { text: 'great', label: 1, image: PNG, tags: ['a', 'b'] },
            { text: 'bad', label: 'neg', image: null, tags: [] },
            { text: 'meh', label: 0, image: { bytes: PNG.toString('base64'), path: 'meh.png' }, tags: null },
          ],
          filesPerSplit: 2,
        },
        test: { features, rows: [{ text: 'fine', label: 1, image: null, tags: ['c'] }] },
      },
    },
    numbers: { splits: { train: { features: { n: { _type: 'Value', dtype: 'int64' } }, rows: [{ n: 1 }, { n: 2 }] } } },
  },
};

export function oneColumn(rows: number): StandInDataset['subsets'] {
  return { default: { splits: { train: { features: { t: { _type: 'Value', dtype: 'string' } }, rows: Array.from({ length: rows }, (_, i) => ({ t: `row ${i}` })) } } } };
}
