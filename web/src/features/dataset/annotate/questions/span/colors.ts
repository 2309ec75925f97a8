/**
 * Label colours. A span option may carry a colour (hex or HSL); otherwise one is generated from the
 * option's value, so a label keeps its colour on every record, for every annotator, in every session.
 * Colours are HSL, as the specification requires. The text is never drawn in the label colour
 * itself: each theme gets tints whose lightness is fixed, so any hue stays readable.
 */

export interface Hsl {
  /** 0–359 degrees. */
  hue: number;
  /** 0–100 percent. */
  saturation: number;
  /** 0–100 percent. */
  lightness: number;
}

export interface LabelColor extends Hsl {
  /** The label's colour as a CSS string, e.g. `hsl(212 80% 80%)`. */
  color: string;
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

/** Generated colours, as Argilla's: saturation 80 %, lightness 80 %, hue from the value. */
export const GENERATED_SATURATION = 80;
export const GENERATED_LIGHTNESS = 80;

export function hslString({ hue, saturation, lightness }: Hsl, alpha?: number): string {
  const body = `${round(hue)} ${round(saturation)}% ${round(lightness)}%`;
  return alpha === undefined ? `hsl(${body})` : `hsl(${body} / ${alpha})`;
}

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

export function generatedColor(value: string): LabelColor {
  const hsl = { hue: hashString(value) % 360, saturation: GENERATED_SATURATION, lightness: GENERATED_LIGHTNESS };
  return { ...hsl, color: hslString(hsl) };
}

/** A label's colour: the option's own when it has a readable one, else generated from its value. */
export function labelColor(option: { value: string; color?: unknown }): LabelColor {
  const own = typeof option.color === 'string' ? parseColor(option.color) : null;
  return own ? { ...own, color: hslString(own) } : generatedColor(option.value);
}

/** Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `hsl(…)` and `hsla(…)` (alpha is ignored); null otherwise. */
export function parseColor(input: string): Hsl | null {
  const text = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const [red, green, blue] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
    return rgbToHsl(red, green, blue);
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

export function rgbToHsl(red: number, green: number, blue: number): Hsl {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness: lightness * 100 };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return { hue: ((hue * 60) % 360 + 360) % 360, saturation: saturation * 100, lightness: lightness * 100 };
}

/**
 * The tints of a label for the light and the dark theme. Hue and saturation come from the label
 * (saturation capped so no tint glares); lightness is fixed per use, so dark text stays readable on
 * light fills and light text on dark ones, whatever colour the label was given.
 */
export function labelTints(color: Hsl): { light: LabelTints; dark: LabelTints } {
  const hue = color.hue;
  const saturation = Math.min(color.saturation, 85);
  const at = (lightness: number, scale = 1) => hslString({ hue, saturation: saturation * scale, lightness });
  return {
    light: { fill: at(86), ink: at(42), tag: at(72), tagText: at(16, 0.7) },
    dark: { fill: at(26, 0.6), ink: at(66), tag: at(70, 0.8), tagText: at(12, 0.7) },
  };
}

/**
 * The tints as CSS custom properties for a `style` attribute; the component's stylesheet picks the
 * light or the dark set under `[data-theme='dark']`.
 */
export function labelColorStyle(color: Hsl): Record<string, string> {
  const { light, dark } = labelTints(color);
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

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
