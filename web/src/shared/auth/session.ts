import { readPreference, writePreference } from '../preferences/storage';

/** The bearer token of the signed-in person, kept under the `auth` prefix of the preferences. */
const TOKEN_KEY = 'auth._token.local';
const BEARER = 'Bearer ';

type Listener = () => void;
const listeners = new Set<Listener>();
/** The person ended the session themselves (not an expired token): sign-in need not bring them back. */
let signedOutOnPurpose = false;

export function readToken(): string | null {
  const stored = readPreference(TOKEN_KEY);
  if (typeof stored !== 'string' || !stored.startsWith(BEARER)) return null;
  return stored.slice(BEARER.length) || null;
}

export function isSignedIn(): boolean {
  return readToken() !== null;
}

export function saveToken(accessToken: string): void {
  signedOutOnPurpose = false;
  writePreference(TOKEN_KEY, `${BEARER}${accessToken}`);
  listeners.forEach((listener) => listener());
}

/** Ends the session; `onPurpose` when the person signed out, rather than the server refusing the token. */
export function clearToken(options: { onPurpose?: boolean } = {}): void {
  signedOutOnPurpose = Boolean(options.onPurpose);
  writePreference(TOKEN_KEY, undefined);
  listeners.forEach((listener) => listener());
}

export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/** For useSyncExternalStore: re-render when the session starts or ends, in this tab or another. */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'argilla') listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
