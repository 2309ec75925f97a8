import type { ServerSettings } from '@gloss/contract';
import type { Config } from '../../config.js';

/** What the web app needs to know about the server before anyone signs in. */
export function readServerSettings(config: Pick<Config, 'space' | 'showPersistentStorageWarning'>): ServerSettings {
  const { space } = config;
  return {
    argilla: {
      // Only a hosted space can lose its data on restart; elsewhere the warning does not apply.
      show_huggingface_space_persistent_storage_warning: space ? config.showPersistentStorageWarning : null,
    },
    huggingface: space
      ? {
          space_id: space.id,
          space_title: space.title,
          space_subdomain: space.subdomain,
          space_host: space.host,
          space_repo_name: space.repoName,
          space_author_name: space.authorName,
          space_persistent_storage_enabled: space.persistentStorageEnabled,
        }
      : null,
  };
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))}M`;
}

export function readMemory(): Record<string, string> {
  const usage = process.memoryUsage();
  return {
    rss: megabytes(usage.rss),
    heap_total: megabytes(usage.heapTotal),
    heap_used: megabytes(usage.heapUsed),
    external: megabytes(usage.external),
  };
}
