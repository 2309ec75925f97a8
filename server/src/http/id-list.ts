import { Unprocessable } from '../domain/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses `ids=a,b,c` with the limit and messages of the API. */
export function parseIdList(raw: string | undefined, what: { empty: string; tooMany: string }, max: number): string[] {
  const ids = (raw ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) throw new Unprocessable(what.empty);
  if (ids.length > max) throw new Unprocessable(what.tooMany);
  if (!ids.every((id) => UUID.test(id))) throw new Unprocessable('Invalid UUID format');
  return ids.map((id) => id.toLowerCase());
}
