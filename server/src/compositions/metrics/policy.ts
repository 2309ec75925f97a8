import type { Actor } from '../../domain/actor.js';

/**
 * The metrics name every dataset and workspace of the server, and how busy it is: the owners' to read (a
 * Prometheus server reads them with the configured token instead).
 */
export function mayReadMetrics(actor: Actor): boolean {
  return actor.role === 'owner';
}
