import type { Actor } from '../../domain/actor.js';

/** Webhooks see every dataset of every workspace, so only owners manage them (Argilla's final policy). */
export const webhookPolicy = {
  manage: (actor: Actor): boolean => actor.role === 'owner',
};
