import type { User } from '@gloss/contract';

/** First and last name as one, without stray spaces; empty when the account has neither. */
export function fullNameOf(user: Pick<User, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
