/** Server timestamps are naive UTC (`2024-07-15T10:21:33.123456`); a bare one would be read as local time. */
export function parseServerTimestamp(value: string): Date {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

export function formatServerTimestamp(value: string, language: string): string {
  const date = parseServerTimestamp(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
