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
