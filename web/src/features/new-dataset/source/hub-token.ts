/**
 * The Hugging Face token typed for a Hub dataset, kept in this tab's memory only: never in the URL, the
 * history or local storage, so a reload forgets it (the configuration page then asks again when the Hub
 * refuses). It is sent with the look-ups and the import that need it, then forgotten.
 */
const tokens = new Map<string, string>();

export function rememberHubToken(repoId: string, token: string): void {
  const trimmed = token.trim();
  if (trimmed) tokens.set(repoId, trimmed);
  else tokens.delete(repoId);
}

export function hubTokenFor(repoId: string): string | null {
  return tokens.get(repoId) ?? null;
}

export function forgetHubToken(repoId: string): void {
  tokens.delete(repoId);
}
