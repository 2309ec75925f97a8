import type { Me, ServerSettings } from '@gloss/contract';
import { request } from '../api/http';

export function fetchCurrentUser(): Promise<Me> {
  return request('/v1/me');
}

export function fetchServerSettings(): Promise<ServerSettings> {
  return request('/v1/settings', { authenticated: false, silent: true });
}

/** The settings say the app runs as a Space on the hosting platform. */
export function isOnHostingPlatform(settings: ServerSettings | undefined): boolean {
  return Boolean(settings?.huggingface?.space_id);
}
