import { numberFormat } from './numbers';

const KIBI = 1024;

/**
 * Binary multiples, each shown by its IEC symbol in place of the decimal unit Intl knows: Intl has no
 * kibibyte, but its kilobyte places the unit as the language does, so only the symbol is swapped.
 */
const MULTIPLES = [
  { intlUnit: 'kilobyte', symbol: 'KiB' },
  { intlUnit: 'megabyte', symbol: 'MiB' },
  { intlUnit: 'gigabyte', symbol: 'GiB' },
  { intlUnit: 'terabyte', symbol: 'TiB' },
] as const;

/** One decimal while it still says something ("1.4 MiB", "12.4 MiB"), none from a hundred on ("820 KiB"). */
function fractionDigitsFor(value: number): number {
  return value < 100 ? 1 : 0;
}

function roundedTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * A file's size as people read it, in the interface's language and in binary units, counted by 1,024
 * as file managers count: "216 bytes", "1 Byte", "820 KiB", "1,4 MiB", "2.1 GiB". Bytes are written
 * out in the language's own word, which agrees with the count ("1 byte", "2 bytes"; German "Byte" for
 * both). A value that would round up to 1,024 of a unit is said in the next one ("1 MiB", not
 * "1,024 KiB"). A negative or unreadable size is said as nothing.
 */
export function formatFileSize(bytes: number, language: string): string {
  const whole = Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0;
  if (whole < KIBI) return numberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(whole);

  let value = whole / KIBI;
  let index = 0;
  while (index < MULTIPLES.length - 1 && roundedTo(value, fractionDigitsFor(value)) >= KIBI) {
    value /= KIBI;
    index += 1;
  }
  const { intlUnit, symbol } = MULTIPLES[index];
  const format = numberFormat(language, { style: 'unit', unit: intlUnit, unitDisplay: 'short', maximumFractionDigits: fractionDigitsFor(value) });
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'unit' ? symbol : part.value))
    .join('');
}
