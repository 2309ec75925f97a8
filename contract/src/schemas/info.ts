import { z } from 'zod';

export const Version = z.object({ version: z.string() });

export const Status = z.object({
  version: z.string(),
  search_engine: z.record(z.string(), z.unknown()),
  /** The process's memory, for signed-in callers only: to anyone else it would help time an attack. */
  memory: z.record(z.string(), z.string()).optional(),
});

export const HuggingfaceSettings = z.object({
  space_id: z.string().nullable(),
  space_title: z.string().nullable(),
  space_subdomain: z.string().nullable(),
  space_host: z.string().nullable(),
  space_repo_name: z.string().nullable(),
  space_author_name: z.string().nullable(),
  space_persistent_storage_enabled: z.boolean(),
});

export const ServerSettings = z.object({
  argilla: z.object({ show_huggingface_space_persistent_storage_warning: z.boolean().nullable() }),
  huggingface: HuggingfaceSettings.nullable(),
});
export type ServerSettings = z.infer<typeof ServerSettings>;

export const OAuthProvider = z.object({ name: z.string() });
export const OAuthProviders = z.object({ items: z.array(OAuthProvider) });
export const OAuthProviderParams = z.object({ provider: z.string().min(1) });
export const OAuthAccessTokenQuery = z.object({ code: z.string().min(1), state: z.string().min(1) });
