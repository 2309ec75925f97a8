const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number formatter for a language, made once and reused: making one costs about a millisecond,
 * and pages that render on every key or every record (the annotation page's counter, progress and
 * scores) would otherwise make several per render.
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/** Spaces people type between groups of digits ("900 000"), whatever the language writes. */
const SPACE_GROUPS = [' ', '\u00a0', '\u202f'];
const groupSeparators = new Map<string, string>();

function groupSeparatorOf(language: string): string {
  let found = groupSeparators.get(language);
  if (found === undefined) {
    found = numberFormat(language).formatToParts(1234567).find((part) => part.type === 'group')?.value ?? ',';
    groupSeparators.set(language, found);
  }
  return found;
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A whole number as a person types it in the language: plain digits ("900000") or digits grouped by
 * threes with the language's separator ("900,000" in English, "900.000" in German and Spanish) or a
 * space; a leading minus is kept. Anything else answers null, the language's decimal separator
 * included: "900.000" typed in English could mean 900 or 900,000, and guessing wrong moves a person
 * to a place they did not ask for. The result may exceed `Number.MAX_SAFE_INTEGER` (callers clamp).
 */
export function parseWholeNumber(text: string, language: string): number | null {
  const trimmed = text.trim();
  const negative = /^[-\u2212]/.test(trimmed);
  const unsigned = trimmed.replace(/^[-\u2212+]/, '').trim();
  const groups = [groupSeparatorOf(language), ...SPACE_GROUPS].map(escapeForPattern).join('|');
  if (!/^\d+$/.test(unsigned) && !new RegExp(`^\\d{1,3}((${groups})\\d{3})+$`).test(unsigned)) return null;
  const value = Number(unsigned.replace(/\D/g, ''));
  return negative && value !== 0 ? -value : value;
}
