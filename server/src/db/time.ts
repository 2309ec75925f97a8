let lastMicros = 0;

/**
 * The current UTC time as a naive ISO string with microseconds ("2024-07-15T10:21:33.123456"), the form the
 * Python SDK parses. Strictly increasing within the process, so rows written in one burst keep their order.
 */
export function now(): string {
  const micros = Math.max(Date.now() * 1000, lastMicros + 1);
  lastMicros = micros;
  const millis = Math.floor(micros / 1000);
  const iso = new Date(millis).toISOString(); // 2024-07-15T10:21:33.123Z
  return `${iso.slice(0, 23)}${String(micros % 1000).padStart(3, '0')}`;
}
