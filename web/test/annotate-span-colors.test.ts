import { describe, expect, it } from 'vitest';
import {
  GENERATED_LIGHTNESS,
  GENERATED_SATURATION,
  generatedColor,
  hashString,
  labelColor,
  labelColorStyle,
  labelTints,
  parseColor,
} from '../src/features/dataset/annotate/questions/span/colors';

const HSL = /^hsl\(\d+(\.\d)? \d+(\.\d)?% \d+(\.\d)?%\)$/;

describe('span label colours', () => {
  it('are generated from the value, the same every time', () => {
    expect(labelColor({ value: 'PERSON' })).toEqual(labelColor({ value: 'PERSON' }));
    expect(hashString('PERSON')).toBe(hashString('PERSON'));
    const color = generatedColor('PERSON');
    expect(color.hue).toBe(hashString('PERSON') % 360);
    expect(color.saturation).toBe(GENERATED_SATURATION);
    expect(color.lightness).toBe(GENERATED_LIGHTNESS);
    expect(color.color).toBe(`hsl(${color.hue} 80% 80%)`);
  });

  it('spread the usual entity labels around the colour wheel', () => {
    const hues = ['PER', 'LOC', 'ORG', 'MISC', 'DATE'].map((value) => labelColor({ value }).hue).sort((a, b) => a - b);
    const gaps = hues.map((hue, position) => (position === 0 ? hue + 360 - hues[hues.length - 1] : hue - hues[position - 1]));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(30);
  });

  it('are HSL strings', () => {
    for (const value of ['PER', 'LOC', 'a', '😀', '']) expect(labelColor({ value }).color).toMatch(HSL);
    const tints = labelTints(labelColor({ value: 'PER' }));
    for (const theme of [tints.light, tints.dark]) {
      for (const tint of Object.values(theme)) expect(tint).toMatch(HSL);
    }
  });

  it("use the option's own colour, converted from hex to HSL", () => {
    expect(labelColor({ value: 'PER', color: '#ff0000' })).toEqual({ hue: 0, saturation: 100, lightness: 50, color: 'hsl(0 100% 50%)' });
    expect(labelColor({ value: 'PER', color: '#0f0' }).color).toBe('hsl(120 100% 50%)');
    expect(labelColor({ value: 'PER', color: '#3366CC80' }).color).toBe('hsl(220 60% 50%)');
    expect(labelColor({ value: 'PER', color: 'hsl(200, 50%, 40%)' }).color).toBe('hsl(200 50% 40%)');
    expect(labelColor({ value: 'PER', color: 'hsla(370deg 50% 40% / 0.5)' }).color).toBe('hsl(10 50% 40%)');
  });

  it('fall back to the generated colour when the option colour cannot be read', () => {
    expect(labelColor({ value: 'PER', color: 'rebeccapurple' })).toEqual(generatedColor('PER'));
    expect(labelColor({ value: 'PER', color: 42 })).toEqual(generatedColor('PER'));
    expect(parseColor('#12')).toBeNull();
    expect(parseColor('rgb(1, 2, 3)')).toBeNull();
  });

  it('give readable tints whatever the colour: fixed lightness per theme and use', () => {
    for (const color of [{ hue: 60, saturation: 100, lightness: 5 }, { hue: 240, saturation: 100, lightness: 95 }]) {
      const { light, dark } = labelTints(color);
      expect(light.fill).toMatch(/ 86%\)$/);
      expect(light.tagText).toMatch(/ 16%\)$/);
      expect(dark.fill).toMatch(/ 26%\)$/);
      expect(dark.tagText).toMatch(/ 12%\)$/);
    }
  });

  it('are handed to CSS as custom properties for both themes', () => {
    const style = labelColorStyle(labelColor({ value: 'PER' }));
    expect(Object.keys(style).sort()).toEqual(
      ['fill', 'ink', 'tag', 'tag-text'].flatMap((use) => [`--span-${use}-dark`, `--span-${use}-light`]).sort(),
    );
  });
});
