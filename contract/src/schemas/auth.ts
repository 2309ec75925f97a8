import { z } from 'zod';

/**
 * The sign-in form. Lengths are capped at parsing (no account can have a longer username or password),
 * so a huge guess is refused before it reaches the deliberately slow password hash.
 */
export const TokenRequest = z.object({ username: z.string().min(1).max(200), password: z.string().min(1).max(100) });
export type TokenRequest = z.output<typeof TokenRequest>;

export const TokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type TokenResponse = z.infer<typeof TokenResponse>;

/**
 * The claims of the bearer JWT. Only `sub` (the account's id) and `stamp` (its security stamp, which a
 * new password or role draws anew) are trusted on decode; the user is re-read on every request. The
 * others are Argilla's, for clients that read them.
 */
export const TokenClaims = z.object({
  sub: z.string(),
  stamp: z.string(),
  exp: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.string(),
  identity: z.string(),
});
