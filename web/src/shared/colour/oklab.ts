/*
 * Colour maths for generated colours: sRGB, OKLab and its polar form OKLCH (Björn Ottosson's perceptual
 * space, the one CSS Color 4 names `oklab()`/`oklch()`), distances people perceive (ΔE in OKLab), and
 * WCAG 2 contrast. Channels are 0–1; OKLab's L is 0–1, its chroma about 0–0.4, hue in degrees.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Oklab {
  L: number;
  a: number;
  b: number;
}

export interface Oklch {
  L: number;
  C: number;
  /** Degrees, 0–360. */
  h: number;
}

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const fromLinear = (channel: number) => (channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055);

export function rgbToOklab({ r, g, b }: Rgb): Oklab {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return {
    L: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

/** Linear-light sRGB, channels outside 0–1 when the colour is out of the sRGB gamut. */
function oklabToLinear({ L, a, b }: Oklab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    r: 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    g: -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    b: -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  };
}

export function oklchToOklab({ L, C, h }: Oklch): Oklab {
  const radians = (h * Math.PI) / 180;
  return { L, a: C * Math.cos(radians), b: C * Math.sin(radians) };
}

export function oklabToOklch({ L, a, b }: Oklab): Oklch {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return { L, C: Math.hypot(a, b), h: (h + 360) % 360 };
}

const EPSILON = 1e-6;

/** Whether sRGB can show the colour (checked in linear light: the transfer curve keeps 0–1 as it is). */
export function inSrgb(colour: Oklch): boolean {
  const { r, g, b } = oklabToLinear(oklchToOklab(colour));
  return r >= -EPSILON && r <= 1 + EPSILON && g >= -EPSILON && g <= 1 + EPSILON && b >= -EPSILON && b <= 1 + EPSILON;
}

/** The colour with its chroma lowered, as little as needed, until sRGB can show it (lightness and hue kept). */
export function intoSrgb(colour: Oklch): Oklch {
  if (inSrgb(colour)) return colour;
  let low = 0;
  let high = colour.C;
  // To a 2^-16 of the chroma: far below what a person or an 8-bit channel tells apart.
  for (let step = 0; step < 16; step += 1) {
    const middle = (low + high) / 2;
    if (inSrgb({ ...colour, C: middle })) low = middle;
    else high = middle;
  }
  return { ...colour, C: low };
}

export function oklchToRgb(colour: Oklch): Rgb {
  const { r, g, b } = oklabToLinear(oklchToOklab(intoSrgb(colour)));
  const channel = (linear: number) => Math.min(1, Math.max(0, fromLinear(linear)));
  return { r: channel(r), g: channel(g), b: channel(b) };
}

/** ΔE in OKLab, times 100 (so a just noticeable difference is about 2, as with CIE ΔE). */
export function deltaE(first: Oklab, second: Oklab): number {
  return 100 * Math.hypot(first.L - second.L, first.a - second.a, first.b - second.b);
}

/** WCAG 2's relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2's contrast ratio, 1–21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0), g: f(8), b: f(4) };
}

export function rgbToHsl({ r, g, b }: Rgb): { hue: number; saturation: number; lightness: number } {
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
  return { hue: (((hue * 60) % 360) + 360) % 360, saturation: saturation * 100, lightness: lightness * 100 };
}
