import { z } from 'zod';

export const TokenRequest = z.object({ username: z.string().min(1), password: z.string().min(1) });
export type TokenRequest = z.output<typeof TokenRequest>;

export const TokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** The claims of the bearer JWT; only `username` is trusted on decode, the user is re-read every time. */
export const TokenClaims = z.object({
  username: z.string(),
  name: z.string(),
  role: z.string(),
  identity: z.string(),
});
