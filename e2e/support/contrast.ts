import type { Page } from '@playwright/test';

/**
 * The text on the page whose colour stands out from what is behind it by less than WCAG's AA ratio: 4.5:1,
 * or 3:1 for large text (24 px, or 18.66 px bold). The colour behind a text is its own and its ancestors'
 * backgrounds composed from the page up, and a text's opacity (its own and its ancestors') is counted, so
 * a dimmed keycap is read as drawn. Disabled and inert controls are exempt (WCAG exempts inactive parts),
 * as are text that sits on a picture or a gradient (no single colour behind it) and text for screen readers
 * only. Answers one line per colour pair, with a sample text.
 */
export function lowContrastText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Colour = [number, number, number, number];
    const parse = (value: string): Colour | null => {
      const rgb = /^rgba?\(([^)]+)\)/.exec(value);
      if (rgb) {
        const [r, g, b, a] = rgb[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
        return [r!, g!, b!, a ?? 1];
      }
      const srgb = /^color\(srgb ([^)]+)\)/.exec(value);
      if (srgb) {
        const [r, g, b, a] = srgb[1]!.split(/[\s/]+/).filter(Boolean).map(Number);
        return [r! * 255, g! * 255, b! * 255, a ?? 1];
      }
      return null;
    };
    const luminance = ([r, g, b]: readonly number[]) => {
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const over = (top: Colour, under: readonly number[]) => top.slice(0, 3).map((value, k) => value * top[3] + under[k]! * (1 - top[3]));
    const behind = (element: Element): number[] | null => {
      const layers: Colour[] = [];
      for (let current: Element | null = element; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.backgroundImage !== 'none') return null;
        const colour = parse(style.backgroundColor);
        if (!colour) return null;
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      let colour: number[] = [255, 255, 255];
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const found = new Map<string, string>();
    for (const element of document.querySelectorAll('body *')) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (element.closest('[inert], :disabled, [aria-disabled="true"], svg, .visually-hidden')) continue;
      if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[\p{L}\p{N}]/u.test(node.textContent ?? ''))) continue;
      const style = getComputedStyle(element);
      const colour = parse(style.color);
      const background = behind(element);
      if (!colour || !background) continue;
      let opacity = 1;
      for (let current: Element | null = element; current; current = current.parentElement) opacity *= Number(getComputedStyle(current).opacity);
      const text = over([colour[0], colour[1], colour[2], colour[3] * opacity], background);
      const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      const ratio = (lighter! + 0.05) / (darker! + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio >= (large ? 3 : 4.5)) continue;
      const key = `${text.map(Math.round).join(',')} on ${background.map(Math.round).join(',')}`;
      if (!found.has(key)) found.set(key, `${ratio.toFixed(2)}: "${(element.textContent ?? '').trim().slice(0, 40)}" (${key})`);
    }
    return [...found.values()];
  });
}
