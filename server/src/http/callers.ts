import type { Endpoint, EndpointParams } from '@gloss/contract';
import type { z } from 'zod';
import type { Actor } from '../domain/actor.js';
import { authorize } from '../domain/authorize.js';

/**
 * Who may call an endpoint that reads a body, decided as soon as its headers are in and the caller is known,
 * before a byte of the body is read: someone the call would refuse cannot make the server read and parse a
 * large body first. Each rule is the one the service applies, and the service still applies it in full
 * (in its transaction, with the body), so a rule here only answers earlier.
 */
export type Callers<E extends Endpoint, R = unknown> =
  /**
   * The resource the path names decides: it is loaded (404 when missing) and the caller's rights on it
   * checked (403), in the order Argilla answers, by the access function the service itself uses. What it
   * loaded is the handler's `resource`, for a call that reads nothing it must read again in a transaction.
   */
  | { resource: (actor: Actor, params: EndpointParams<E>) => Promise<R> }
  /**
   * The caller alone decides (403): the calls Argilla authorises before loading anything (users, new
   * workspaces and webhooks), and those where what else decides is in the body (the workspace a dataset is
   * created in, the records a bulk of answers names), which the service checks once it is read.
   */
  | { policy: (actor: Actor) => boolean };

/** A call any signed-in user may make, whose body decides the rest (each item of a bulk on its own). */
export const ANY_CALLER = { policy: () => true } as const;

/**
 * The callers rule a route must declare: every authenticated endpoint that reads a body has one, so none
 * can be added that reads a body before it knows who may send it.
 */
export type CallersArgument<E extends Endpoint, R = unknown> = E['auth'] extends true
  ? E['body'] extends z.ZodType
    ? [callers: Callers<E, R>]
    : E['upload'] extends object
      ? [callers: Callers<E, R>]
      : []
  : [];

/**
 * Applies a callers rule: returns when the caller may go on to send the body (with the resource loaded, if
 * the rule loads one), else throws what the service would (NotFound, Forbidden, or InvalidRequest for a path
 * that does not parse, read only when needed).
 */
export async function checkCallers<E extends Endpoint>(callers: Callers<E>, actor: Actor, params: () => EndpointParams<E>): Promise<unknown> {
  if ('policy' in callers) {
    authorize(callers.policy(actor));
    return undefined;
  }
  return callers.resource(actor, params());
}
