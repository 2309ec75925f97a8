import { buildApp } from './app.js';
import { createOwnerOnFirstStart, describeCreatedOwner } from './bootstrap/owner.js';
import { ConfigError, loadConfig } from './config.js';
import { ensurePrivateDataDir, ensurePrivateFiles } from './db/data-dir.js';
import { SQLITE_FILE_NAMES, openDatabase } from './db/database.js';
import { MigrationError, migrateToLatest } from './db/migrate.js';
import { DatabaseUnreachableError, waitForDatabase } from './db/wait-for-database.js';
import { wireEffects } from './effects.js';
import { upgradeTextIndexes } from './features/search/text-index-upgrade.js';
import { serverLoggerOptions } from './logging/logger-options.js';
import { AUTH_SECRET_FILE, loadAuthSecret } from './features/users/secrets.js';
import { keepServingOnUnhandledRejections } from './process-guards.js';

async function main(): Promise<void> {
  wireEffects();
  const config = loadConfig();
  const privateDir = ensurePrivateDataDir(config.dataDir);
  const database = openDatabase(config);
  await waitForDatabase(database, { timeoutMs: config.databaseWaitSeconds * 1000, onWaiting: (message) => process.stdout.write(`${message}\n`) });
  await migrateToLatest(database.db);
  await upgradeTextIndexes(database.db, (message) => process.stdout.write(`${message}\n`));
  const created = await createOwnerOnFirstStart(database.db, config.owner);
  const authSecret = loadAuthSecret(config.authSecretKey, config.dataDir);
  const app = await buildApp({ config, database, authSecret, logger: serverLoggerOptions(config.logLevel, config.logFormat) });

  keepServingOnUnhandledRejections(process, app.log);
  if (config.oauthProviders.length > 0 && config.publicUrl === null) {
    app.log.warn(
      'Sign-in with Hugging Face is configured but not offered: Gloss does not know the address people reach it at, where the provider sends them back. Set GLOSS_PUBLIC_URL (on a Space, the platform sets SPACE_HOST).',
    );
  }
  const privateFiles = ensurePrivateFiles(config.dataDir, [...SQLITE_FILE_NAMES, AUTH_SECRET_FILE]);
  for (const path of [...privateDir.tightened, ...privateFiles.tightened]) {
    app.log.warn(`${path} was readable by other users of this machine; it is now readable by its owner only`);
  }
  for (const path of [...privateDir.leftWide, ...privateFiles.leftWide]) {
    app.log.warn(`${path} is readable by other users of this machine, and this process (not its owner) may not change that; make it readable by Gloss's user only`);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const url = `http://localhost:${config.port}`;
  process.stdout.write(`\nGloss is running at ${url} on ${database.description}. API docs: ${url}/api/v1/docs\n`);
  if (created) process.stdout.write(describeCreatedOwner(created, url));
}

/** What the operator reads when the server does not start: a sentence for what they can act on, else the stack. */
function whyNotStarted(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  // Before the port is opened: a database that could not be brought up to date is never served.
  if (error instanceof MigrationError || error instanceof DatabaseUnreachableError) return `Gloss did not start: ${error.message}`;
  return String((error as Error)?.stack ?? error);
}

main().catch((error: unknown) => {
  process.stderr.write(`${whyNotStarted(error)}\n`);
  process.exit(1);
});
