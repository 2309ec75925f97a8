import type { Compressors } from 'hyparquet';
import { compressors, decompressZstd } from 'hyparquet-compressors';
import { type SourceLimits, countText, sizeText } from './limits.js';
import { rowGroupTooLarge } from './parquet-metadata.js';
import { SourceError } from './source-error.js';

type Decompress = (input: Uint8Array, outputLength: number) => Uint8Array;

/**
 * Every Parquet codec (hyparquet-compressors), held to the limit as pages are decompressed: a page whose header
 * claims more than `maxRowGroupBytes` is refused before its output is allocated, and so are the pages of one row
 * group once together they pass it, whatever the metadata said. hyparquet hands each decompressor the length the
 * page's header claims; zstd is given an output of that length rather than one sized by its own frame header.
 */
export function boundedCompressors(groupIndex: number, limits: SourceLimits): Compressors {
  let decompressed = 0;
  const bounded = (decompress: Decompress): Decompress => (input, outputLength) => {
    if (outputLength > limits.maxRowGroupBytes) {
      throw new SourceError(
        `A page in row group ${countText(groupIndex + 1)} of the Parquet file claims ${sizeText(outputLength)} once decompressed; ` +
          `Gloss reads pages and row groups of at most ${sizeText(limits.maxRowGroupBytes)}`,
      );
    }
    decompressed += outputLength;
    if (decompressed > limits.maxRowGroupBytes) throw rowGroupTooLarge(groupIndex, decompressed, limits);
    return decompress(input, outputLength);
  };
  const result: Compressors = {};
  for (const [codec, decompress] of Object.entries(compressors) as [keyof Compressors, Decompress][]) {
    result[codec] = bounded(codec === 'ZSTD' ? (input, outputLength) => decompressZstd(input, new Uint8Array(outputLength)) : decompress);
  }
  return result;
}
