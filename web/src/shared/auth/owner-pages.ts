import type { Role } from '@gloss/contract';

/**
 * Whether a role runs the server's webhooks: owners only, as the API's policy says (anyone else is
 * answered 403). The account menu, the dataset list and the Webhooks page ask here.
 */
export function canManageWebhooks(role: Role | undefined): boolean {
  return role === 'owner';
}
