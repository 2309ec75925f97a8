import { describe, expect, it } from 'vitest';
import { groupByParagraph, paragraphStarts, segmentText } from '../src/features/dataset/annotate/questions/span/segments';
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

describe('grouping segments by paragraph', () => {
  const paragraphsOf = (text: string, ranges: readonly TextRange[]) => {
    const index = indexText(text);
    return groupByParagraph(index, segmentText(index, ranges), paragraphStarts(index));
  };
  const texts = (text: string, ranges: readonly TextRange[]) =>
    paragraphsOf(text, ranges).map((paragraph) => paragraph.segments.map((segment) => [text.slice(segment.from, segment.to), segment.covering]));

  it('starts a paragraph after each blank line, keeping the line breaks in the paragraph they end', () => {
    const text = 'One.\n\nTwo,\nstill two.\n\n\nThree.';
    expect(paragraphStarts(indexText(text))).toEqual([6, 24]);
    expect(texts(text, [])).toEqual([[['One.\n\n', []]], [['Two,\nstill two.\n\n\n', []]], [['Three.', []]]]);
    expect(paragraphsOf(text, []).map((paragraph) => paragraph.start)).toEqual([0, 6, 24]);
  });

  it('cuts a span that runs over a paragraph break into a piece per paragraph', () => {
    const text = 'Alpha beta.\n\nGamma delta.';
    expect(texts(text, [{ start: 6, end: 18 }])).toEqual([
      [
        ['Alpha ', []],
        ['beta.\n\n', [0]],
      ],
      [
        ['Gamma', [0]],
        [' delta.', []],
      ],
    ]);
  });

  it('starts a paragraph on a segment boundary without an empty paragraph, and ends without a trailing one', () => {
    const text = 'Ab.\n\nCd.\n\n';
    expect(texts(text, [{ start: 5, end: 8 }])).toEqual([[['Ab.\n\n', []]], [['Cd.', [0]], ['\n\n', []]]]);
    expect(texts('', [])).toEqual([[]]);
  });

  it('adds up to the text with the same coverage, astral characters included, for random spans', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pieces = ['word ', '😀 ', '\n', '\n\n', 'ok. ', '🇵🇹'];
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: 1 + random(30) }, () => pieces[random(pieces.length)]).join('');
      const index = indexText(text);
      const ranges = Array.from({ length: random(6) }, () => {
        const start = random(index.length + 1);
        return { start, end: start + random(15) };
      });
      const paragraphs = paragraphsOf(text, ranges);
      const flat = paragraphs.flatMap((paragraph) => paragraph.segments);
      expect(flat.map((segment) => text.slice(segment.from, segment.to)).join('')).toBe(text);
      expect(flat.flatMap((segment) => Array.from({ length: segment.end - segment.start }, () => segment.covering))).toEqual(
        coverageByBruteForce(index.length, ranges),
      );
      for (const paragraph of paragraphs.slice(1)) {
        expect(paragraph.segments.length).toBeGreaterThan(0);
        expect(text.slice(0, index.toUtf16(paragraph.start))).toMatch(/\n\n$/);
      }
    }
  });
});
