import { numberFormat } from '../../shared/format/numbers';

/*
 * A job's numbers as people read them, in their language: counts grouped ("12,345", "12.345"), a rate
 * with a decimal only while it is small, and the time left in the one or two largest units that matter.
 */

export function formatCount(count: number, language: string): string {
  return numberFormat(language).format(count);
}

/** Rows per second: "12.5" below ten (the decimal still says something), "1,234" above. */
export function formatRate(rowsPerSecond: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: rowsPerSecond < 10 ? 1 : 0 }).format(rowsPerSecond);
}

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';
export interface DurationPart {
  unit: DurationUnit;
  value: number;
}

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;

/**
 * The time left in at most two units, rounded up (an estimate that runs out before the job does is the
 * one that annoys): 45 seconds; 1 minute 30 seconds under two minutes, where the seconds still matter;
 * 12 minutes; 2 hours 5 minutes; 3 days 4 hours. Empty when nothing is left.
 */
export function timeLeftParts(seconds: number): DurationPart[] {
  if (!Number.isFinite(seconds) || seconds <= 0) return [];
  const whole = Math.ceil(seconds);
  if (whole < MINUTE) return [{ unit: 'second', value: whole }];
  if (whole < 2 * MINUTE) return withRest({ unit: 'minute', value: 1 }, { unit: 'second', value: whole - MINUTE });
  if (whole < HOUR) {
    const minutes = Math.ceil(whole / MINUTE);
    return minutes === 60 ? [{ unit: 'hour', value: 1 }] : [{ unit: 'minute', value: minutes }];
  }
  if (whole < DAY) {
    const minutes = Math.ceil(whole / MINUTE);
    const hours = Math.floor(minutes / 60);
    return hours === 24 ? [{ unit: 'day', value: 1 }] : withRest({ unit: 'hour', value: hours }, { unit: 'minute', value: minutes % 60 });
  }
  const hours = Math.ceil(whole / HOUR);
  return withRest({ unit: 'day', value: Math.floor(hours / 24) }, { unit: 'hour', value: hours % 24 });
}

function withRest(first: DurationPart, rest: DurationPart): DurationPart[] {
  return rest.value > 0 ? [first, rest] : [first];
}

const listFormats = new Map<string, Intl.ListFormat>();

function unitList(language: string): Intl.ListFormat {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'unit', style: 'long' });
    listFormats.set(language, format);
  }
  return format;
}

/** "2 hours, 5 minutes", "2 Stunden, 5 Minuten", "2 horas y 5 minutos"; empty when nothing is left. */
export function formatTimeLeft(seconds: number, language: string): string {
  const parts = timeLeftParts(seconds).map(({ unit, value }) =>
    numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value),
  );
  return unitList(language).format(parts);
}
