import { Conflict, DomainError, InsufficientStorage, Unavailable, Unprocessable } from '../domain/errors.js';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Whether a database error is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Whether a database error is a foreign-key violation (a write referring to a row gone), on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** The disk (or the database's size limit) is full. */
function isStorageFull(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_FULL' || code === '53100' || code === '53000';
}

/** Text PostgreSQL cannot store (a NUL character, a byte sequence that is no UTF-8). */
function isUnstorableText(error: unknown): boolean {
  const code = codeOf(error);
  return code === '22021' || code === '22P05';
}

/** Another writer held the database, or two transactions crossed: trying again is expected to work. */
function isContention(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40001' || code === '40P01' || (typeof code === 'string' && code.startsWith('SQLITE_BUSY'));
}

/**
 * What a database failure means to the client, or null for a defect. Constraints a request collided with
 * (another write got there first, or removed what it refers to) are conflicts; a full disk and a busy
 * database are the server's state, not the request's fault, and are said as such.
 */
export function domainErrorOfDatabase(error: unknown): DomainError | null {
  if (isUniqueViolation(error)) return new Conflict('The request conflicts with a change made at the same time; read the current state and try again');
  if (isForeignKeyViolation(error)) return new Conflict('The request refers to something removed at the same time; read the current state and try again');
  if (isStorageFull(error)) return new InsufficientStorage();
  if (isUnstorableText(error)) return new Unprocessable('Text may not contain the NUL character (U+0000) or bytes that are not UTF-8');
  if (isContention(error)) return new Unavailable('The database is busy; try again in a moment', 1);
  return null;
}
