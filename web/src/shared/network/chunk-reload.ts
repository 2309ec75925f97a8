import { readPreference, writePreference } from '../preferences/storage';

/** A failed chunk load reloads the page at most once a minute, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReloadAfterChunkFailure(now: number, lastReloadAt: number | undefined): boolean {
  return lastReloadAt === undefined || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

/** Reloads once to pick up the new build's files; returns false when it already did so recently. */
export function reloadForNewBuild(): boolean {
  const now = Date.now();
  if (!shouldReloadAfterChunkFailure(now, readPreference('chunkReloadAt'))) return false;
  writePreference('chunkReloadAt', now);
  window.location.reload();
  return true;
}

/** Vite reports a failed preload of a code chunk with this window event. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
