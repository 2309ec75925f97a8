import { describe, expect, it } from 'vitest';
import { segmentText } from '../src/features/dataset/annotate/questions/span/segments';
import { indexText } from '../src/features/dataset/annotate/questions/span/text-index';
import type { TextRange } from '../src/features/dataset/annotate/questions/span/tokens';

/** The ranges covering each code point, computed the slow, obvious way. */
function coverageByBruteForce(length: number, ranges: readonly TextRange[]): number[][] {
  return Array.from({ length }, (_, offset) =>
    ranges.flatMap((range, position) => (range.start <= offset && offset < range.end ? [position] : [])),
  );
}

function coverageFromSegments(text: string, ranges: readonly TextRange[]): number[][] {
  const index = indexText(text);
  return segmentText(index, ranges).flatMap((segment) => Array.from({ length: segment.end - segment.start }, () => segment.covering));
}

describe('segmenting a text by spans', () => {
  it('cuts the text into uncovered and covered runs that add up to the text', () => {
    const text = 'Barack Obama visited Paris.';
    const index = indexText(text);
    const segments = segmentText(index, [
      { start: 0, end: 12 },
      { start: 21, end: 26 },
    ]);
    expect(segments.map((segment) => [text.slice(segment.from, segment.to), segment.covering])).toEqual([
      ['Barack Obama', [0]],
      [' visited ', []],
      ['Paris', [1]],
      ['.', []],
    ]);
  });

  it('splits overlapping spans into runs with every span over them', () => {
    const text = 'New York City Marathon';
    const index = indexText(text);
    const ranges = [
      { start: 0, end: 13 },
      { start: 4, end: 22 },
      { start: 4, end: 8 },
    ];
    const segments = segmentText(index, ranges);
    expect(segments.map((segment) => [text.slice(segment.from, segment.to), segment.covering])).toEqual([
      ['New ', [0]],
      ['York', [0, 1, 2]],
      [' City', [0, 1]],
      [' Marathon', [1]],
    ]);
  });

  it('matches a character-by-character computation on many random overlapping spans', () => {
    let seed = 7;
    const random = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % limit;
    };
    const text = 'ab😀 cd👩‍💻ef gh 漢字 ij'.repeat(20);
    const length = [...text].length;
    for (let round = 0; round < 20; round++) {
      const ranges = Array.from({ length: 30 }, () => {
        const start = random(length);
        return { start, end: start + random(12) };
      });
      expect(coverageFromSegments(text, ranges)).toEqual(coverageByBruteForce(length, ranges));
    }
  });

  it('gives UTF-16 bounds that slice astral characters whole', () => {
    const text = '😀 Ana 🇵🇹!';
    const index = indexText(text);
    const segments = segmentText(index, [{ start: 2, end: 8 }]);
    expect(segments.map((segment) => text.slice(segment.from, segment.to))).toEqual(['😀 ', 'Ana 🇵🇹', '!']);
    expect(segments.map((segment) => segment.covering)).toEqual([[], [0], []]);
  });

  it('stays at most 2r + 1 runs and clips ranges to the text', () => {
    const index = indexText('abcdef');
    const segments = segmentText(index, [
      { start: 4, end: 40 },
      { start: -5, end: 1 },
      { start: 3, end: 3 },
    ]);
    expect(segments.map((segment) => [segment.start, segment.end, segment.covering])).toEqual([
      [0, 1, [1]],
      [1, 4, []],
      [4, 6, [0]],
    ]);
    expect(segmentText(indexText(''), [{ start: 0, end: 2 }])).toEqual([]);
    expect(segmentText(indexText('abc'), [])).toEqual([{ start: 0, end: 3, from: 0, to: 3, covering: [] }]);
  });
});
