import type { ValidationIssue } from '@gloss/contract';

/** Errors services throw; the HTTP layer alone decides their status codes and bodies. */
export abstract class DomainError extends Error {}

export class NotFound extends DomainError {
  static byId(model: string, id: string): NotFound {
    return new NotFound(`${model} with id \`${id}\` not found`);
  }

  static filtering(model: string, filters: Record<string, string>): NotFound {
    const terms = Object.entries(filters).map(([key, value]) => `${key}=${value}`);
    return new NotFound(`${model} not found filtering by ${terms.join(', ')}`);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'Could not validate credentials') {
    super(message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'Operation not allowed') {
    super(message);
  }
}

export class Conflict extends DomainError {}

/** The request's precondition (`If-Match`) names another version than the current one: another client wrote since. */
export class PreconditionFailed extends DomainError {}

/** A business rule refused the request (the entity and the request are well formed). */
export class Unprocessable extends DomainError {
  constructor(
    message: string,
    /** A machine-readable code for the few rules clients branch on. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The request does not match its schema; `issues` name each offending place. */
export class InvalidRequest extends DomainError {
  constructor(readonly issues: ValidationIssue[]) {
    super('Invalid request');
  }
}

export class BadRequest extends DomainError {}

/** Too many attempts (sign-in guesses): the client may try again after `retryAfterSeconds`. */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The server cannot store what the request would write: its disk is full. Nothing was written. */
export class InsufficientStorage extends DomainError {
  constructor(message = 'The server has no space left to store this change; nothing was written. Ask an administrator to free disk space.') {
    super(message);
  }
}

/** The server cannot answer now, for a reason that passes; the client may try again after `retryAfterSeconds`. */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The server lacks configuration this call needs (an administrator must add it); retrying will not help. */
export class NotConfigured extends DomainError {}
