import { hslToRgb, oklabToOklch, rgbToHsl, rgbToOklab } from '../../../../../shared/colour/oklab';
import { hslCss, paletteTone, toneColour, type LabelTone, type Theme, type ToneUse } from './palette';

/**
 * Label colours. A label's colour is its place among the question's options (`palette.ts`: a sequence
 * spread as far apart as colours can be, in both themes), so a question's labels never look alike and keep
 * their colours on every record, for every annotator, in every session. An option that carries its own
 * colour (hex or HSL) keeps its hue and chroma. The text is never drawn in the label colour itself: each
 * theme and use has its own lightness, so any colour stays readable. Colours reach CSS as HSL strings.
 */

export interface Hsl {
  /** 0–359 degrees. */
  hue: number;
  /** 0–100 percent. */
  saturation: number;
  /** 0–100 percent. */
  lightness: number;
}

/** Tints of one label for one theme, as CSS colour strings. */
export interface LabelTints {
  /** Behind the annotated text. */
  fill: string;
  /** Underlines and outlines. */
  ink: string;
  /** The label tag's background and its text. */
  tag: string;
  tagText: string;
}

/** The chroma an option's own colour counts as full at: a colour that vivid or more is drawn at full tone. */
const OWN_FULL_CHROMA = 0.12;

/**
 * A 32-bit hash of the value, stable across sessions and machines: FNV-1a, then MurmurHash3's
 * finaliser, so short labels that differ in one letter (PER, ORG) still land far apart on the wheel.
 */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let unit = 0; unit < value.length; unit++) {
    hash ^= value.charCodeAt(unit);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * A label's tone: the option's own colour when it has a readable one, else the palette's at `position`
 * among the question's options; a value the question no longer offers (position < 0, an old answer) takes
 * a hue from its value.
 */
export function labelTone(option: { value: string; color?: unknown }, position: number): LabelTone {
  const own = typeof option.color === 'string' ? parseColor(option.color) : null;
  if (own) {
    const { C, h } = oklabToOklch(rgbToOklab(hslToRgb(own.hue, own.saturation, own.lightness)));
    return { hue: Math.round(h * 10) / 10, chroma: Math.min(1, C / OWN_FULL_CHROMA), step: 0 };
  }
  if (position >= 0) return paletteTone(position);
  return { hue: hashString(option.value) % 360, chroma: 1, step: 0 };
}

/** Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `hsl(…)` and `hsla(…)` (alpha is ignored); null otherwise. */
export function parseColor(input: string): Hsl | null {
  const text = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const [red, green, blue] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255);
    return rgbToHsl({ r: red, g: green, b: blue });
  }
  const hsl = /^hsla?\(\s*(-?[\d.]+)(deg)?\s*[,\s]\s*([\d.]+)%\s*[,\s]\s*([\d.]+)%\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(text);
  if (hsl) {
    const hue = Number(hsl[1]);
    const saturation = Number(hsl[3]);
    const lightness = Number(hsl[4]);
    if (![hue, saturation, lightness].every(Number.isFinite)) return null;
    return { hue: ((hue % 360) + 360) % 360, saturation: Math.min(saturation, 100), lightness: Math.min(lightness, 100) };
  }
  return null;
}

function tintsFor(tone: LabelTone, theme: Theme): LabelTints {
  const css = (use: ToneUse) => hslCss(toneColour(tone, theme, use));
  return { fill: css('fill'), ink: css('ink'), tag: css('tag'), tagText: css('tagText') };
}

/** The tints of a label for the light and the dark theme. */
export function labelTints(tone: LabelTone): { light: LabelTints; dark: LabelTints } {
  return { light: tintsFor(tone, 'light'), dark: tintsFor(tone, 'dark') };
}

/**
 * The tints as CSS custom properties for a `style` attribute; the component's stylesheet picks the
 * light or the dark set under `[data-theme='dark']`.
 */
export function labelColorStyle(tone: LabelTone): Record<string, string> {
  const { light, dark } = labelTints(tone);
  return {
    '--span-fill-light': light.fill,
    '--span-ink-light': light.ink,
    '--span-tag-light': light.tag,
    '--span-tag-text-light': light.tagText,
    '--span-fill-dark': dark.fill,
    '--span-ink-dark': dark.ink,
    '--span-tag-dark': dark.tag,
    '--span-tag-text-dark': dark.tagText,
  };
}
