/** A moment as the database stores times: naive UTC ISO with microseconds, comparable as text with `now()`. */
export function naiveIso(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 23)}000`;
}

/** The epoch milliseconds of a stored naive UTC time. */
export function epochMsOf(naive: string): number {
  return Date.parse(`${naive.slice(0, 23)}Z`);
}
