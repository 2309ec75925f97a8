import { contrastRatio, deltaE, hslToRgb, intoSrgb, oklchToOklab, oklchToRgb, rgbToHsl, type Oklab, type Oklch, type Rgb } from '../../../../../shared/colour/oklab';

/*
 * Generated span label colours. A question's labels get colours by their place among its options, from
 * one sequence chosen so that every prefix is spread as far apart as it can be, as people see colour
 * (ΔE in OKLab), in both themes at once: the first two labels are far apart (blue, then orange), and a
 * thirtieth still differs from the twenty-nine before it. Adding a label at the end keeps the others'.
 *
 * Each label is a hue, a chroma (full or muted) and one of two lightness steps. Each use of it in each
 * theme has its own lightness, so text stays readable on it whatever the hue: the fill behind annotated
 * text, the tag and swatch of the label's name, the ink of underlines and outlines, and the tag's text.
 */

export interface LabelTone {
  /** OKLCH hue, degrees. */
  hue: number;
  /** 1 is the most each use allows (less where sRGB cannot show that much); 0.5 is muted. */
  chroma: number;
  /** 0 or 1: the second lightness step, for labels beyond what hues alone keep apart. */
  step: 0 | 1 | 2;
}

export type Theme = 'light' | 'dark';
export type ToneUse = 'fill' | 'tag' | 'ink' | 'tagText';

/** The theme colours that label tints meet: the text on fills, and the surface under the field. */
export const THEME_COLOURS: Record<Theme, { text: Rgb; surface: Rgb }> = {
  // tokens.css: --fg-primary and --bg-surface (test/annotate-span-palette.test.ts checks they agree).
  light: { text: hslToRgb(222, 24, 14), surface: hslToRgb(0, 0, 100) },
  dark: { text: hslToRgb(220, 14, 92), surface: hslToRgb(220, 13, 12) },
};

/** Per theme and use: OKLab lightness at each step, and the chroma of a full tone. */
const USES: Record<Theme, Record<ToneUse, { lightness: readonly [number, number, number]; chroma: number }>> = {
  light: {
    fill: { lightness: [0.93, 0.86, 0.79], chroma: 0.11 },
    tag: { lightness: [0.88, 0.8, 0.72], chroma: 0.14 },
    ink: { lightness: [0.54, 0.48, 0.42], chroma: 0.17 },
    tagText: { lightness: [0.27, 0.25, 0.23], chroma: 0.06 },
  },
  dark: {
    fill: { lightness: [0.32, 0.41, 0.5], chroma: 0.09 },
    tag: { lightness: [0.86, 0.77, 0.68], chroma: 0.13 },
    ink: { lightness: [0.74, 0.8, 0.86], chroma: 0.15 },
    tagText: { lightness: [0.24, 0.22, 0.2], chroma: 0.05 },
  },
};

export function toneColour(tone: LabelTone, theme: Theme, use: ToneUse): Oklch {
  const { lightness, chroma } = USES[theme][use];
  return intoSrgb({ L: lightness[tone.step], C: chroma * tone.chroma, h: tone.hue });
}

/** The uses people tell labels apart by: the fill behind the text and the tag with the label's name. */
const TOLD_APART: readonly [Theme, ToneUse][] = [
  ['light', 'fill'],
  ['light', 'tag'],
  ['dark', 'fill'],
  ['dark', 'tag'],
];

function points(tone: LabelTone): Oklab[] {
  return TOLD_APART.map(([theme, use]) => oklchToOklab(toneColour(tone, theme, use)));
}

/** How far apart two labels look: the least ΔE over the uses and themes they are told apart by. */
export function toneDistance(first: LabelTone, second: LabelTone): number {
  const a = points(first);
  const b = points(second);
  return Math.min(...a.map((point, index) => deltaE(point, b[index]!)));
}

const HUE_STEP = 5;
/** How many labels get a colour of the sequence; further ones repeat it (no question shows that many apart). */
export const PALETTE_SIZE = 40;

function candidates(): LabelTone[] {
  const tones: LabelTone[] = [];
  for (let hue = 0; hue < 360; hue += HUE_STEP) {
    for (const chroma of [1, 0.5]) for (const step of [0, 1, 2] as const) tones.push({ hue, chroma, step });
  }
  return tones;
}

/** Farthest-point order: each next tone is the candidate farthest from all chosen so far. */
function buildSequence(): LabelTone[] {
  const pool = candidates();
  const sequence: LabelTone[] = [{ hue: 255, chroma: 1, step: 0 }];
  const poolPoints = pool.map(points);
  const nearest = pool.map(() => Number.POSITIVE_INFINITY);
  const absorb = (tone: LabelTone) => {
    const chosen = points(tone);
    poolPoints.forEach((candidate, index) => {
      const distance = Math.min(...candidate.map((point, use) => deltaE(point, chosen[use]!)));
      if (distance < nearest[index]!) nearest[index] = distance;
    });
  };
  absorb(sequence[0]!);
  while (sequence.length < PALETTE_SIZE) {
    let best = 0;
    for (let index = 1; index < pool.length; index += 1) if (nearest[index]! > nearest[best]!) best = index;
    sequence.push(pool[best]!);
    absorb(pool[best]!);
  }
  return sequence;
}

let sequence: LabelTone[] | null = null;

/** The tone of the label at `position` (0-based) among its question's options. */
export function paletteTone(position: number): LabelTone {
  sequence ??= buildSequence();
  return sequence[((position % PALETTE_SIZE) + PALETTE_SIZE) % PALETTE_SIZE]!;
}

/** A colour as CSS `hsl()` (the form the app's colours take), rounded to a tenth. */
export function hslCss(colour: Oklch): string {
  const { hue, saturation, lightness } = rgbToHsl(oklchToRgb(colour));
  const round = (value: number) => Math.round(value * 10) / 10;
  return `hsl(${round(hue)} ${round(saturation)}% ${round(lightness)}%)`;
}

export function contrastWith(colour: Oklch, other: Rgb): number {
  return contrastRatio(oklchToRgb(colour), other);
}
