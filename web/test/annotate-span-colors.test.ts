import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deltaE, hslToRgb, oklchToOklab, oklchToRgb, rgbToOklab, type Rgb } from '../src/shared/colour/oklab';
import { hashString, labelColorStyle, labelTints, labelTone, parseColor } from '../src/features/dataset/annotate/questions/span/colors';
import { contrastWith, PALETTE_SIZE, THEME_COLOURS, toneColour, toneDistance, type Theme } from '../src/features/dataset/annotate/questions/span/palette';
import type { LabelTone } from '../src/features/dataset/annotate/questions/span/palette';

const HSL = /^hsl\(\d+(\.\d)? \d+(\.\d)?% \d+(\.\d)?%\)$/;
const THEMES: readonly Theme[] = ['light', 'dark'];

/** The tones of a question with `count` options. */
const tonesOf = (count: number) => Array.from({ length: count }, (_, position) => labelTone({ value: `label-${position}` }, position));

function closestPair(tones: readonly LabelTone[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tones.length; i += 1) for (let j = i + 1; j < tones.length; j += 1) least = Math.min(least, toneDistance(tones[i]!, tones[j]!));
  return least;
}

/** The least ΔE (OKLab × 100) a question of `count` labels keeps between any two, in fills and tags, in both themes. */
function floorFor(count: number): number {
  if (count <= 10) return 8;
  if (count <= 20) return 5.5;
  return 4;
}

describe('span label colours', () => {
  it('follow the label’s place among the options, the same every time', () => {
    expect(labelTone({ value: 'DATE' }, 0)).toEqual(labelTone({ value: 'PRODUCT' }, 0));
    expect(labelTone({ value: 'DATE' }, 3)).toEqual(labelTone({ value: 'DATE' }, 3));
    expect(labelColorStyle(labelTone({ value: 'x' }, 5))).toEqual(labelColorStyle(labelTone({ value: 'y' }, 5)));
  });

  it('keep the first two labels of a question (Date, Product) far apart in every use and theme', () => {
    const [date, product] = tonesOf(2);
    for (const theme of THEMES) {
      for (const use of ['fill', 'tag', 'ink'] as const) {
        expect(deltaE(oklchToOklab(toneColour(date!, theme, use)), oklchToOklab(toneColour(product!, theme, use)))).toBeGreaterThan(15);
      }
    }
  });

  it('stay distinguishable for 2 to 30 labels: a minimum ΔE between any two, in fills and tags, in both themes', () => {
    for (let count = 2; count <= 30; count += 1) {
      expect(closestPair(tonesOf(count)), `${count} labels`).toBeGreaterThanOrEqual(floorFor(count));
    }
  });

  it('keep every label’s colour when a label is added at the end', () => {
    expect(tonesOf(12).slice(0, 11)).toEqual(tonesOf(11));
  });

  it('repeat past the palette rather than fail', () => {
    expect(labelTone({ value: 'a' }, PALETTE_SIZE + 2)).toEqual(labelTone({ value: 'a' }, 2));
  });

  const samples: LabelTone[] = [
    ...tonesOf(PALETTE_SIZE),
    // Values a question no longer offers, and options' own colours at the extremes.
    ...['PER', 'LOC', '😀', ''].map((value) => labelTone({ value }, -1)),
    ...['#ffff00', '#000080', '#ff0000', '#00ff00', '#ffffff', '#000000', 'hsl(300, 100%, 50%)'].map((color) => labelTone({ value: 'own', color }, 0)),
  ];

  it('leave the text readable on the fill (4.5:1) and the tag’s words on the tag, in both themes', () => {
    for (const theme of THEMES) {
      for (const tone of samples) {
        expect(contrastWith(toneColour(tone, theme, 'fill'), THEME_COLOURS[theme].text), `${theme} fill ${JSON.stringify(tone)}`).toBeGreaterThanOrEqual(4.5);
        expect(contrastWith(toneColour(tone, theme, 'tag'), oklchToRgb(toneColour(tone, theme, 'tagText')))).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('draw underlines and outlines that stand out from the surface (3:1), and fills that show on it', () => {
    for (const theme of THEMES) {
      const surface = rgbToOklab(THEME_COLOURS[theme].surface);
      for (const tone of samples) {
        expect(contrastWith(toneColour(tone, theme, 'ink'), THEME_COLOURS[theme].surface)).toBeGreaterThanOrEqual(3);
        expect(deltaE(oklchToOklab(toneColour(tone, theme, 'fill')), surface)).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('are checked against the theme colours the stylesheet has', () => {
    const tokens = readFileSync(new URL('../src/styles/tokens.css', import.meta.url), 'utf8');
    const [light, dark] = tokens.split("[data-theme='dark'] {");
    const read = (block: string, name: string): Rgb => {
      const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim() ?? '';
      if (value === '#fff') return { r: 1, g: 1, b: 1 };
      const hsl = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(value);
      if (!hsl) throw new Error(`--${name} is ${value}`);
      return hslToRgb(Number(hsl[1]), Number(hsl[2]), Number(hsl[3]));
    };
    expect(read(light!, 'fg-primary')).toEqual(THEME_COLOURS.light.text);
    expect(read(light!, 'bg-surface')).toEqual(THEME_COLOURS.light.surface);
    expect(read(dark!, 'fg-primary')).toEqual(THEME_COLOURS.dark.text);
    expect(read(dark!, 'bg-surface')).toEqual(THEME_COLOURS.dark.surface);
  });

  it('give a value the question no longer offers a hue of its own, from its value', () => {
    expect(hashString('PERSON')).toBe(hashString('PERSON'));
    expect(labelTone({ value: 'PERSON' }, -1)).toEqual({ hue: hashString('PERSON') % 360, chroma: 1, step: 0 });
  });

  it("use the option's own colour's hue, from hex or HSL", () => {
    expect(parseColor('#ff0000')).toEqual({ hue: 0, saturation: 100, lightness: 50 });
    const close = (hsl: { hue: number; saturation: number; lightness: number } | null) => hsl && [hsl.hue, hsl.saturation, hsl.lightness].map(Math.round);
    expect(close(parseColor('#0f0'))).toEqual([120, 100, 50]);
    expect(close(parseColor('#3366CC80'))).toEqual([220, 60, 50]);
    expect(parseColor('hsl(200, 50%, 40%)')).toEqual({ hue: 200, saturation: 50, lightness: 40 });
    expect(parseColor('hsla(370deg 50% 40% / 0.5)')).toEqual({ hue: 10, saturation: 50, lightness: 40 });
    const red = labelTone({ value: 'PER', color: '#ff0000' }, 4);
    expect(red.hue).toBeCloseTo(29.2, 0); // sRGB red's OKLCH hue
    expect(red.chroma).toBe(1);
  });

  it('fall back to the palette when the option colour cannot be read', () => {
    expect(labelTone({ value: 'PER', color: 'rebeccapurple' }, 2)).toEqual(labelTone({ value: 'PER' }, 2));
    expect(labelTone({ value: 'PER', color: 42 }, 2)).toEqual(labelTone({ value: 'PER' }, 2));
    expect(parseColor('#12')).toBeNull();
    expect(parseColor('rgb(1, 2, 3)')).toBeNull();
  });

  it('are HSL strings, handed to CSS as custom properties for both themes', () => {
    const tints = labelTints(labelTone({ value: 'PER' }, 0));
    for (const theme of [tints.light, tints.dark]) for (const tint of Object.values(theme)) expect(tint).toMatch(HSL);
    const style = labelColorStyle(labelTone({ value: 'PER' }, 0));
    expect(Object.keys(style).sort()).toEqual(['fill', 'ink', 'tag', 'tag-text'].flatMap((use) => [`--span-${use}-dark`, `--span-${use}-light`]).sort());
  });
});
